package io.zlayout.input.dscli;

import io.zlayout.input.Ascii;
import io.zlayout.input.InputException;
import io.zlayout.input.SourceFile;
import io.zlayout.model.AllocationMethod;
import io.zlayout.model.ArraySite;
import io.zlayout.model.Element;
import io.zlayout.model.ExtentPool;
import io.zlayout.model.HostConnection;
import io.zlayout.model.id.LssId;
import io.zlayout.model.id.VolumeId;
import io.zlayout.model.id.Wwn;
import io.zlayout.model.Ids;
import io.zlayout.model.IoPort;
import io.zlayout.model.Lss;
import io.zlayout.model.RaidArray;
import io.zlayout.model.Rank;
import io.zlayout.model.RankExtent;
import io.zlayout.model.SourceRef;
import io.zlayout.model.StorageImage;
import io.zlayout.model.Volume;
import io.zlayout.model.VolumeGroup;
import io.zlayout.model.VolumeKind;
import io.zlayout.model.ref.IoPortRef;

import java.math.BigDecimal;
import java.math.RoundingMode;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/**
 * Turns one row of a command's output into its model record. Values are checked here: ids by their form
 * ({@code -fullid} forms accepted everywhere), numbers by their digits; {@code -} is an empty value. A
 * value that does not parse is an {@link InputException} naming the line, column and header.
 */
final class Mapper {

    /** Bytes per 3390 track times tracks per cylinder; 3380 tracks hold 47,476 bytes. */
    private static final long BYTES_3390_CYL = 15L * 56_664;
    private static final long BYTES_3380_CYL = 15L * 47_476;
    private static final BigDecimal GIB = BigDecimal.valueOf(1L << 30);
    /** A volume group holds at most every volume of an image. */
    private static final int MAX_GROUP_VOLUMES = 65_536;

    /** The forms of ids the exports use, with how a message describes each. */
    enum IdKind {
        VOLUME("a volume id of 4 hex digits (LLVV)"),
        LSS("an LSS/LCU id of 2 hex digits"),
        RANK("a rank id like R3"),
        ARRAY("an array id like A3"),
        SITE("an array site id like S3"),
        POOL("an extent pool id like P1"),
        VOLGRP("a volume group id like V11"),
        PORT("an I/O port id like I0130"),
        HOST_CONNECTION("a host connection id of 1 to 4 hex digits"),
        IMAGE("a storage image id like IBM.2107-75DWA61");

        final String description;

        IdKind(String description) {
            this.description = description;
        }
    }

    /** An id and the image its {@code -fullid} form named (null for a short id). */
    record Scoped(String image, String id) {
    }

    private final SourceFile file;
    private final SharedValues shared = new SharedValues();

    Mapper(SourceFile file) {
        this.file = file;
    }

    /**
     * @param image the image of the command's output (its -dev, banner), or null when not known; a
     *              {@code -fullid} id overrides it
     */
    Element map(Command command, Columns cols, Row row, String image) throws InputException {
        int idAt = cols.index(command.idField);
        SourceRef where = file.ref(row.lineOf(idAt), row.columnOf(idAt));
        switch (command.kind) {
            case IMAGE: {
                String id = id(cols, row, Field.ID, IdKind.IMAGE).id();
                String unit = ref(cols, row, Field.STORAGE_UNIT, IdKind.IMAGE);
                return new StorageImage(id, text(cols, row, Field.NAME), machineType(id),
                        text(cols, row, Field.MODEL), wwn(cols, row, Field.WWNN, "a WWNN of 16 hex digits"), unit, where);
            }
            case FB_VOLUME: {
                Scoped id = id(cols, row, Field.ID, IdKind.VOLUME);
                Long blocks = whole(cols, row, Field.CAP_BLOCKS);
                Long bytes = blocks != null ? Long.valueOf(Math.multiplyExact(blocks, 512L)) : gib(cols, row, Field.CAP_GIB);
                return new Volume(scope(id, image), VolumeId.parse(id.id()), text(cols, row, Field.NAME), VolumeKind.FB,
                        text(cols, row, Field.DATATYPE), null, ref(cols, row, Field.EXTPOOL, IdKind.POOL), bytes, null,
                        null, List.of(), null, allocation(cols, row), where);
            }
            case CKD_VOLUME: {
                Scoped id = id(cols, row, Field.ID, IdKind.VOLUME);
                String mtm = text(cols, row, Field.DEVICE_MTM);
                Integer cyl = integer(cols, row, Field.CAP_CYL);
                Long bytes = cyl == null ? null
                        : cyl * (mtm != null && mtm.startsWith("3380") ? BYTES_3380_CYL : BYTES_3390_CYL);
                return new Volume(scope(id, image), VolumeId.parse(id.id()), text(cols, row, Field.NAME), VolumeKind.CKD,
                        mtm,
                        text(cols, row, Field.VOLTYPE), ref(cols, row, Field.EXTPOOL, IdKind.POOL), bytes, cyl,
                        volumeRef(cols, row, Field.ORGBVOLS), List.of(), text(cols, row, Field.VOLSER),
                        allocation(cols, row), where);
            }
            case RANK: {
                Scoped id = id(cols, row, Field.ID, IdKind.RANK);
                return new Rank(scope(id, image), id.id(), integer(cols, row, Field.GROUP),
                        ref(cols, row, Field.ARRAY, IdKind.ARRAY), text(cols, row, Field.RAID_TYPE),
                        ref(cols, row, Field.EXTPOOL_ID, IdKind.POOL), lower(text(cols, row, Field.STG_TYPE)),
                        integer(cols, row, Field.EXTS), where);
            }
            case ARRAY: {
                Scoped id = id(cols, row, Field.ARRAY, IdKind.ARRAY);
                return new RaidArray(scope(id, image), id.id(), ref(cols, row, Field.ARRAY_SITE, IdKind.SITE),
                        ref(cols, row, Field.RANK, IdKind.RANK), integer(cols, row, Field.DA_PAIR),
                        text(cols, row, Field.RAID_TYPE), where);
            }
            case ARRAY_SITE: {
                Scoped id = id(cols, row, Field.ARRAY_SITE, IdKind.SITE);
                return new ArraySite(scope(id, image), id.id(), integer(cols, row, Field.DA_PAIR),
                        ref(cols, row, Field.ARRAY, IdKind.ARRAY), where);
            }
            case POOL: {
                Scoped id = id(cols, row, Field.ID, IdKind.POOL);
                return new ExtentPool(scope(id, image), id.id(), text(cols, row, Field.NAME),
                        lower(text(cols, row, Field.STG_TYPE)), integer(cols, row, Field.RANK_GROUP),
                        integer(cols, row, Field.NUM_RANKS), yesNo(cols, row, Field.ET_MANAGED), where);
            }
            case IO_PORT: {
                Scoped id = id(cols, row, Field.ID, IdKind.PORT);
                return new IoPort(scope(id, image), id.id(), wwn(cols, row, Field.WWPN, "a WWPN of 16 hex digits"),
                        text(cols, row, Field.STATE), text(cols, row, Field.TYPE), text(cols, row, Field.TOPOLOGY),
                        text(cols, row, Field.SPEED), text(cols, row, Field.LOCATION), where);
            }
            case HOST_CONNECTION: {
                Scoped id = id(cols, row, Field.ID, IdKind.HOST_CONNECTION);
                return new HostConnection(scope(id, image), id.id(), text(cols, row, Field.NAME),
                        wwn(cols, row, Field.WWPN, "a WWPN of 16 hex digits"), text(cols, row, Field.HOST_TYPE),
                        ref(cols, row, Field.VOLGRP_ID, IdKind.VOLGRP), ports(cols, row), where);
            }
            case VOLUME_GROUP: {
                Scoped id = id(cols, row, Field.ID, IdKind.VOLGRP);
                return new VolumeGroup(scope(id, image), id.id(), text(cols, row, Field.NAME),
                        text(cols, row, Field.TYPE), volumes(cols, row), where);
            }
            case LSS:
            case LCU: {
                Scoped id = id(cols, row, Field.ID, IdKind.LSS);
                String type = lower(text(cols, row, Field.STG_TYPE));
                if (type == null) {
                    type = command.kind == Command.Kind.LCU ? "ckd" : "fb";
                }
                return new Lss(scope(id, image), LssId.parse(id.id()), type, integer(cols, row, Field.GROUP),
                        addressGroup(cols, row), ssid(cols, row), integer(cols, row, Field.CONFIGURED_VOLUMES), where);
            }
            default:
                throw new IllegalArgumentException(command.word);
        }
    }

    /**
     * The {@code eam} column: null when absent or {@code -}, or a value of a later release this reader does not
     * know (the placement is then "unknown", which the join says once per pool).
     */
    private AllocationMethod allocation(Columns cols, Row row) {
        return AllocationMethod.parse(text(cols, row, Field.EAM)).orElse(null);
    }

    /** A {@code yes}/{@code no} column ({@code etmanaged}); null when absent, {@code -} or another word. */
    private Boolean yesNo(Columns cols, Row row, Field f) {
        String v = lower(text(cols, row, f));
        return "yes".equals(v) ? Boolean.TRUE : "no".equals(v) ? Boolean.FALSE : null;
    }

    /** A row of the {@code Rank extents} table of {@code showfbvol -rank}. */
    RankExtent rankExtent(Columns cols, Row row) throws InputException {
        return new RankExtent(id(cols, row, Field.RANK, IdKind.RANK).id(), integer(cols, row, Field.EXTENTS));
    }

    /**
     * The value of a column, trimmed; null when the column is absent, empty or {@code -}. Columns that repeat
     * a few values over every row give one string per value ({@link SharedValues}).
     */
    private String text(Columns cols, Row row, Field f) {
        int i = cols.index(f);
        if (i < 0 || i >= row.size()) {
            return null;
        }
        return repeats(f) ? row.shared(i, shared) : row.text(i);
    }

    /** Columns of a few values repeated over every row: types, states, pools, arrays, ranks. */
    private static boolean repeats(Field f) {
        return switch (f) {
            case DATATYPE, VOLTYPE, DEVICE_MTM, EXTPOOL, EXTPOOL_ID, STG_TYPE, RAID_TYPE, ARRAY, RANK, GROUP, STATE,
                    TYPE, TOPOLOGY, SPEED, HOST_TYPE, MODEL, EAM, ET_MANAGED -> true;
            default -> false;
        };
    }

    private SourceRef at(Columns cols, Row row, Field f) {
        int i = cols.index(f);
        return file.ref(row.lineOf(i), row.columnOf(i));
    }

    private String column(Field f, Columns cols) {
        int i = cols.index(f);
        return "'" + (i >= 0 ? cols.names().get(i) : f.header()) + "'";
    }

    private Scoped id(Columns cols, Row row, Field f, IdKind kind) throws InputException {
        String v = text(cols, row, f);
        if (v == null) {
            throw new InputException(at(cols, row, f), kind.description + " in column " + column(f, cols),
                    InputException.quote(cols.index(f) < 0 ? "" : row.value(cols.index(f)).strip()));
        }
        return scoped(v, kind, cols, row, f);
    }

    private VolumeId volumeRef(Columns cols, Row row, Field f) throws InputException {
        String v = ref(cols, row, f, IdKind.VOLUME);
        return v == null ? null : VolumeId.parse(v);
    }

    private String ref(Columns cols, Row row, Field f, IdKind kind) throws InputException {
        String v = text(cols, row, f);
        return v == null ? null : scoped(v, kind, cols, row, f).id();
    }

    /**
     * Checks an id (short or {@code -fullid}) and gives it in canonical (upper-case) form. The place and column
     * name are only looked up for a message: this runs for every id of every row.
     */
    private Scoped scoped(String value, IdKind kind, Columns cols, Row row, Field f) throws InputException {
        String image = null;
        String id = value;
        int slash = value.lastIndexOf('/');
        if (slash >= 0 && kind != IdKind.IMAGE) {
            image = value.substring(0, slash);
            id = value.substring(slash + 1);
            if (!validImage(image)) {
                throw new InputException(at(cols, row, f), kind.description + " in column " + column(f, cols)
                        + " (fully qualified: IBM.2107-75DWA61/<id>)", InputException.quote(value));
            }
            image = image.toUpperCase(Locale.ROOT);
        }
        if (!valid(id, kind)) {
            throw new InputException(at(cols, row, f), kind.description + " in column " + column(f, cols),
                    InputException.quote(value));
        }
        return new Scoped(image, canonical(id, kind));
    }

    private static String canonical(String id, IdKind kind) {
        String up = id.toUpperCase(Locale.ROOT);
        if (kind == IdKind.HOST_CONNECTION && up.length() < 4) {
            return "0".repeat(4 - up.length()) + up;
        }
        return up;
    }

    static boolean valid(String id, IdKind kind) {
        switch (kind) {
            case VOLUME:
                return id.length() == 4 && Ascii.hex(id);
            case LSS:
                return id.length() == 2 && Ascii.hex(id);
            case HOST_CONNECTION:
                return id.length() >= 1 && id.length() <= 4 && Ascii.hex(id);
            case PORT:
                return IoPortRef.validId(id);
            case IMAGE:
                return validImage(id);
            case RANK:
                return lettered(id, 'R');
            case ARRAY:
                return lettered(id, 'A');
            case SITE:
                return lettered(id, 'S');
            case POOL:
                return lettered(id, 'P');
            case VOLGRP:
                return lettered(id, 'V');
            default:
                return false;
        }
    }

    /** {@code IBM.2107-75DWA61}: a maker, a dot, a machine type, a dash and a serial. */
    static boolean validImage(String s) {
        int dot = s.indexOf('.');
        int dash = s.indexOf('-', dot + 1);
        if (dot <= 0 || dash <= dot + 1 || dash >= s.length() - 1 || s.length() > 40) {
            return false;
        }
        for (int i = 0; i < s.length(); i++) {
            char c = s.charAt(i);
            if (i != dot && i != dash && !(c < 128 && Character.isLetterOrDigit(c))) {
                return false;
            }
        }
        return true;
    }

    private static boolean lettered(String id, char letter) {
        if (id.length() < 2 || id.length() > 6 || Character.toUpperCase(id.charAt(0)) != letter) {
            return false;
        }
        for (int i = 1; i < id.length(); i++) {
            if (id.charAt(i) < '0' || id.charAt(i) > '9') {
                return false;
            }
        }
        return true;
    }

    private static String scope(Scoped id, String image) {
        return id.image() != null ? id.image() : image != null ? image : Ids.UNKNOWN_IMAGE;
    }

    private static String machineType(String image) {
        return image.substring(image.indexOf('.') + 1, image.indexOf('-'));
    }

    private static String lower(String s) {
        return s == null ? null : s.toLowerCase(Locale.ROOT);
    }

    private Integer integer(Columns cols, Row row, Field f) throws InputException {
        long n = number(cols, row, f, 9);
        return n == Row.NONE ? null : Integer.valueOf((int) n);
    }

    private Long whole(Columns cols, Row row, Field f) throws InputException {
        long n = number(cols, row, f, 15);
        return n == Row.NONE ? null : Long.valueOf(n);
    }

    /** A whole number of at most {@code max} digits read from the row's characters, or {@link Row#NONE}. */
    private long number(Columns cols, Row row, Field f, int max) throws InputException {
        int i = cols.index(f);
        if (i < 0 || i >= row.size()) {
            return Row.NONE;
        }
        long n = row.whole(i, max);
        if (n == Row.BAD) {
            throw new InputException(at(cols, row, f), "a whole number in column " + column(f, cols),
                    InputException.quote(row.text(i)));
        }
        return n;
    }

    /** A capacity in GiB ({@code 100.0}) as bytes. */
    private Long gib(Columns cols, Row row, Field f) throws InputException {
        String v = text(cols, row, f);
        if (v == null) {
            return null;
        }
        int dot = v.indexOf('.');
        // up to 999,999,999 GiB, so that the bytes fit a long
        boolean ok = dot < 0 ? v.length() <= 9 && Ascii.digits(v)
                : dot <= 9 && v.length() - dot <= 7 && Ascii.digits(v.substring(0, dot))
                        && Ascii.digits(v.substring(dot + 1));
        if (!ok) {
            throw new InputException(at(cols, row, f), "a number of GiB in column " + column(f, cols),
                    InputException.quote(v));
        }
        return new BigDecimal(v).multiply(GIB).setScale(0, RoundingMode.HALF_UP).longValueExact();
    }

    private Wwn wwn(Columns cols, Row row, Field f, String expected) throws InputException {
        String v = text(cols, row, f);
        if (v == null) {
            return null;
        }
        String digits = v.startsWith("0x") || v.startsWith("0X") ? v.substring(2) : v;
        Wwn w = digits.replace(":", "").length() == 16 ? Wwn.tryParse(v).orElse(null) : null;
        if (w == null) {
            throw new InputException(at(cols, row, f), expected + " in column " + column(f, cols),
                    InputException.quote(v));
        }
        return w;
    }

    private String addressGroup(Columns cols, Row row) throws InputException {
        String v = text(cols, row, Field.ADDRESS_GROUP);
        if (v == null) {
            return null;
        }
        if (v.length() != 1 || !Ascii.hex(v)) {
            throw new InputException(at(cols, row, Field.ADDRESS_GROUP),
                    "an address group of 1 hex digit in column " + column(Field.ADDRESS_GROUP, cols),
                    InputException.quote(v));
        }
        return v.toUpperCase(Locale.ROOT);
    }

    /** {@code subsys}: the SSID, {@code 0x4040} or {@code 4040}, as 4 upper-case hex digits. */
    private String ssid(Columns cols, Row row) throws InputException {
        String v = text(cols, row, Field.SUBSYSTEM);
        if (v == null) {
            return null;
        }
        String h = v.startsWith("0x") || v.startsWith("0X") ? v.substring(2) : v;
        if (h.isEmpty() || h.length() > 4 || !Ascii.hex(h)) {
            throw new InputException(at(cols, row, Field.SUBSYSTEM),
                    "a subsystem id of up to 4 hex digits in column " + column(Field.SUBSYSTEM, cols),
                    InputException.quote(v));
        }
        return "0".repeat(4 - h.length()) + h.toUpperCase(Locale.ROOT);
    }

    /** {@code ESSIOport}: {@code all} (any port: empty list) or ports parted by commas or blanks. */
    private List<String> ports(Columns cols, Row row) throws InputException {
        String v = text(cols, row, Field.IO_PORTS);
        if (v == null || v.equalsIgnoreCase("all")) {
            return List.of();
        }
        List<String> out = new ArrayList<>();
        for (String p : items(v)) {
            out.add(scoped(p, IdKind.PORT, cols, row, Field.IO_PORTS).id());
        }
        return out;
    }

    /** {@code Vols} of showvolgrp: volume ids parted by blanks or commas; ranges {@code 1000-1003} expanded. */
    private List<VolumeId> volumes(Columns cols, Row row) throws InputException {
        String v = text(cols, row, Field.VOLS);
        if (v == null) {
            return List.of();
        }
        SourceRef where = at(cols, row, Field.VOLS);
        String column = column(Field.VOLS, cols);
        List<VolumeId> out = new ArrayList<>();
        for (String item : items(v)) {
            int dash = item.indexOf('-', item.lastIndexOf('/') + 1);
            if (dash < 0) {
                if (out.size() >= MAX_GROUP_VOLUMES) {
                    throw new InputException(where, "at most " + MAX_GROUP_VOLUMES + " volumes in column " + column,
                            "more, up to " + InputException.quote(item));
                }
                out.add(VolumeId.parse(scoped(item, IdKind.VOLUME, cols, row, Field.VOLS).id()));
                continue;
            }
            int a = VolumeId.parse(scoped(item.substring(0, dash), IdKind.VOLUME, cols, row, Field.VOLS).id()).value();
            int b = VolumeId.parse(scoped(item.substring(dash + 1), IdKind.VOLUME, cols, row, Field.VOLS).id()).value();
            if (b < a) {
                throw new InputException(where, "a volume range from low to high in column " + column,
                        InputException.quote(item));
            }
            if (out.size() + (b - a) >= MAX_GROUP_VOLUMES) {
                throw new InputException(where, "at most " + MAX_GROUP_VOLUMES + " volumes in column " + column,
                        "more, up to " + InputException.quote(item));
            }
            for (int x = a; x <= b; x++) {
                out.add(new VolumeId(x));
            }
        }
        return out;
    }

    private static List<String> items(String v) {
        List<String> out = new ArrayList<>();
        int start = -1;
        for (int i = 0; i <= v.length(); i++) {
            boolean sep = i == v.length() || v.charAt(i) == ',' || v.charAt(i) == ' ' || v.charAt(i) == '\t';
            if (sep) {
                if (start >= 0) {
                    out.add(v.substring(start, i));
                    start = -1;
                }
            } else if (start < 0) {
                start = i;
            }
        }
        return out;
    }
}
