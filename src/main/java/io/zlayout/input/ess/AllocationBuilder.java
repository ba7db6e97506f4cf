package io.zlayout.input.ess;

import io.zlayout.input.Ascii;
import io.zlayout.model.id.FcpLun;
import io.zlayout.model.id.LssId;
import io.zlayout.model.id.VolumeId;
import io.zlayout.model.Diagnostic;
import io.zlayout.input.InputException;
import io.zlayout.input.ParseResult;
import io.zlayout.input.ReadContext;
import io.zlayout.model.Element;
import io.zlayout.model.HostMapping;
import io.zlayout.model.Ids;
import io.zlayout.model.Lss;
import io.zlayout.model.RaidArray;
import io.zlayout.model.Rank;
import io.zlayout.model.RankExtent;
import io.zlayout.model.SourceRef;
import io.zlayout.model.StorageImage;
import io.zlayout.model.Volume;
import io.zlayout.model.VolumeKind;

import java.math.BigDecimal;
import java.math.RoundingMode;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.Set;

/**
 * Turns the rows below the header of an allocation table into model records: one volume per row, the
 * LSS/LCU, rank and array each row names (one rank per DA pair, loop and array), the storage image from
 * the serial in the Volume column, and one host mapping per host nickname of an FB volume.
 */
final class AllocationBuilder {

    static final String FORMAT = "ess-allocation";

    private static final Map<String, Integer> CYLINDERS = Map.of("3390-1", 1113, "3390-2", 2226, "3390-3", 3339,
            "3390-9", 10017, "3390-27", 32760, "3390-54", 65520);
    private static final Set<String> NONE = Set.of("n/a", "na", "-", "none", "");

    private final String display;
    private final ReadContext context;
    private final List<Diagnostic> diagnostics = new ArrayList<>();
    private final Map<VolumeId, Parsed> volumes = new LinkedHashMap<>();
    private final Map<LssId, Group> lss = new LinkedHashMap<>();
    private final Map<String, Group> ranks = new LinkedHashMap<>();
    private final Map<String, Location> arrays = new LinkedHashMap<>();
    private String serial;
    private SourceRef serialAt;

    /** One volume row as read. */
    private record Parsed(SourceRef at, VolumeId id, String name, VolumeKind kind, String type, Long bytes,
                          Integer cylinders, Location location, String lun, List<String> hosts) {
    }

    /** An LSS or rank as first seen: later rows must hold the same kind and are compared with its cluster. */
    private static final class Group {
        final SourceRef at;
        final VolumeKind kind;
        final int cluster;
        int volumes;

        Group(SourceRef at, VolumeKind kind, int cluster) {
            this.at = at;
            this.kind = kind;
            this.cluster = cluster;
        }
    }

    AllocationBuilder(String display, ReadContext context) {
        this.display = display;
        this.context = context;
    }

    ParseResult build(List<Row> rows, Columns columns) throws InputException {
        int width = columns.width();
        Row header = rows.get(columns.header());
        for (int r = columns.header() + 1; r < rows.size(); r++) {
            Row row = rows.get(r);
            if (row.blank() || columns.repeatsHeader(row)) {
                continue;
            }
            if (caption(row)) {
                diagnostics.add(Diagnostic.note(at(row.cells().get(0)), "skipped a row that is no volume: "
                        + InputException.quote(row.cells().get(0).text())));
                continue;
            }
            if (row.cells().size() < width) {
                throw new InputException(rowAt(row), width + " cells as in the header at line "
                        + header.line(), row.cells().size() + " cells");
            }
            volume(row, columns);
        }
        if (volumes.isEmpty()) {
            throw new InputException(rowAt(header), "at least one volume row below the header", "none");
        }
        return result();
    }

    /** A row with text only in its first cell: a caption, a footer or a page title inside the table. */
    private static boolean caption(Row row) {
        List<Row.Cell> cells = row.cells();
        if (cells.isEmpty() || cells.get(0).text().isEmpty()) {
            return false;
        }
        for (int i = 1; i < cells.size(); i++) {
            if (!cells.get(i).text().isEmpty()) {
                return false;
            }
        }
        return true;
    }

    private void volume(Row row, Columns c) throws InputException {
        Row.Cell volCell = row.cells().get(c.volume());
        Row.Cell locCell = row.cells().get(c.location());
        Row.Cell lssCell = row.cells().get(c.lss());
        Row.Cell typeCell = row.cells().get(c.volumeType());
        Row.Cell sizeCell = row.cells().get(c.size());
        SourceRef rowAt = rowAt(row);

        String type = typeCell.text();
        if (type.isEmpty()) {
            throw new InputException(at(typeCell), "a volume type (Open System, 3390-3, ...)", "an empty cell");
        }
        String typeUpper = type.toUpperCase(Locale.ROOT);
        boolean ckdType = typeUpper.startsWith("3390") || typeUpper.startsWith("3380");
        boolean lcuForm = lssCell.text().toUpperCase(Locale.ROOT).contains("LCU");
        if (ckdType && !lcuForm) {
            throw new InputException(at(lssCell), "'LCU: 0x00 Device: 0x00' in the LSS column of a "
                    + InputException.quote(type) + " volume", InputException.quote(lssCell.text()));
        }
        if (lcuForm && !ckdType) {
            throw new InputException(at(typeCell), "a CKD volume type (3390-3, ...) for a volume on an LCU",
                    InputException.quote(type));
        }
        VolumeKind kind = lcuForm ? VolumeKind.CKD : VolumeKind.FB;

        String[] shown = volumeCell(volCell.text());
        VolumeId volume;
        String name = null;
        if (kind == VolumeKind.FB) {
            if (shown == null) {
                throw new InputException(at(volCell), "a volume like 400-17403 (LVV-serial) in the Volume column",
                        InputException.quote(volCell.text()));
            }
            volume = VolumeId.parse("1" + shown[0]);
            if (!LssId.tryParsePadded(lssCell.text()).equals(Optional.of(volume.lss()))) {
                LssId ll = volume.lss();
                throw new InputException(at(lssCell), "LSS " + ll + " (shown as 0" + ll + ") for volume " + volume,
                        InputException.quote(lssCell.text()));
            }
        } else {
            volume = lcuDevice(lssCell.text());
            if (volume == null) {
                throw new InputException(at(lssCell), "'LCU: 0x00 Device: 0x00' in the LSS column",
                        InputException.quote(lssCell.text()));
            }
            String llvv = volume.toString();
            if (shown != null && !shown[0].equals(llvv.substring(1))) {
                throw new InputException(at(volCell), "volume " + llvv.substring(1) + "-<serial> for LCU "
                        + volume.lss() + " device " + llvv.substring(2), InputException.quote(volCell.text()));
            }
            if (shown == null && !volCell.text().isEmpty()) {
                name = volCell.text();
            }
        }
        if (shown != null) {
            serial(shown[1], volCell);
            if (shown.length > 2) {
                diagnostics.add(Diagnostic.note(at(volCell), "volume " + InputException.quote(volCell.text())
                        + " is shown in decimal (" + shown[2] + " = 0x" + shown[0] + "): read as volume " + volume));
            }
        }

        Location location;
        try {
            location = Location.parse(locCell.text());
        } catch (Location.Invalid e) {
            throw new InputException(at(locCell), "a Location like " + Location.EXAMPLE,
                    InputException.quote(locCell.text()) + " (" + e.getMessage() + ")");
        }
        Long bytes = bytes(sizeCell.text());
        if (bytes == null) {
            throw new InputException(at(sizeCell), "a size like 010.0 GB or 02.83 GB",
                    InputException.quote(sizeCell.text()));
        }
        Parsed prior = volumes.get(volume);
        if (prior != null) {
            throw new InputException(at(volCell), "each volume once", "volume " + volume + " again (first at line "
                    + prior.at().line() + ")");
        }

        String lun = null;
        List<String> hosts = List.of();
        if (kind == VolumeKind.FB) {
            lun = FcpLun.essLunText(volume).orElse(null);
            if (lun == null) {
                throw new InputException(at(volCell), "an ESS FB volume of LSS 00-3F", "volume " + volume);
            }
            if (c.hostPort() >= 0) {
                checkLuns(row.cells().get(c.hostPort()), volume, lun);
            }
            if (c.nicknames() >= 0) {
                hosts = nicknames(row.cells().get(c.nicknames()).text());
            }
        }
        group(lss, volume.lss(), "LSS", rowAt, kind, location.cluster(), lssCell);
        group(ranks, location.rankId(), "rank", rowAt, kind, location.cluster(), locCell);
        arrays.putIfAbsent(location.rankId(), location);
        volumes.put(volume, new Parsed(rowAt, volume, name, kind, type, bytes,
                kind == VolumeKind.CKD ? CYLINDERS.get(typeUpper) : null, location, lun, hosts));
    }

    private void serial(String s, Row.Cell cell) throws InputException {
        if (serial == null) {
            serial = s;
            serialAt = at(cell);
        } else if (!serial.equals(s)) {
            throw new InputException(at(cell), "volumes of one ESS (serial " + serial + " as at line "
                    + serialAt.line() + ")", InputException.quote(cell.text()));
        }
    }

    private <K> void group(Map<K, Group> groups, K id, String what, SourceRef rowAt, VolumeKind kind,
                       int cluster, Row.Cell cell) throws InputException {
        Group g = groups.get(id);
        if (g == null) {
            g = new Group(rowAt, kind, cluster);
            groups.put(id, g);
        } else if (g.kind != kind) {
            throw new InputException(at(cell), what + " " + id + " to hold " + g.kind + " volumes as at line "
                    + g.at.line(), "a " + kind + " volume");
        } else if (g.cluster != cluster) {
            diagnostics.add(Diagnostic.warning(rowAt, what + " " + id + " is on cluster " + g.cluster + " at line "
                    + g.at.line() + " but on cluster " + cluster + " here; cluster " + g.cluster + " is kept"));
        }
        g.volumes++;
    }

    private void checkLuns(Row.Cell cell, VolumeId id, String lun) throws InputException {
        String text = cell.text();
        int n = text.length();
        for (int i = 0; i + 3 <= n; i++) {
            if (!text.regionMatches(true, i, "LUN", 0, 3) || (i > 0 && Character.isLetter(text.charAt(i - 1)))) {
                continue;
            }
            int j = i + 3;
            while (j < n && (text.charAt(j) == ' ' || text.charAt(j) == ':' || text.charAt(j) == '=')) {
                j++;
            }
            int k = j;
            while (k < n && Character.isLetterOrDigit(text.charAt(k))) {
                k++;
            }
            String token = text.substring(j, k).toUpperCase(Locale.ROOT);
            String hex = token.startsWith("0X") ? token.substring(2) : token;
            boolean ok = (hex.length() == 4 && Ascii.hex(hex))
                    || (hex.length() == 16 && Ascii.hex(hex) && hex.endsWith("000000000000"));
            if (!ok) {
                throw new InputException(at(cell), "a 16-bit LUN of 4 hex digits after 'LUN' (5400 for volume 1400)",
                        InputException.quote(text.substring(i, k)));
            }
            if (!hex.startsWith(lun)) {
                throw new InputException(at(cell), "LUN " + lun + " (0x4000 | volume " + id + ")",
                        InputException.quote(text.substring(i, k)));
            }
            i = k - 1;
        }
    }

    private ParseResult result() {
        String image = serial != null ? "IBM.2105-" + serial
                : context.storageImage() != null ? context.storageImage() : Ids.UNKNOWN_IMAGE;
        List<Element> out = new ArrayList<>();
        if (serial != null) {
            out.add(new StorageImage(image, null, "2105", null, null, null, serialAt));
        }
        lss.forEach((id, g) -> out.add(new Lss(image, id, g.kind == VolumeKind.FB ? "fb" : "ckd", g.cluster - 1, null,
                null, g.volumes, g.at)));
        ranks.forEach((id, g) -> out.add(new Rank(image, id, g.cluster - 1, arrays.get(id).arrayId(), null, null,
                g.kind == VolumeKind.FB ? "fb" : "ckd", null, g.at)));
        ranks.forEach((id, g) -> {
            Location l = arrays.get(id);
            out.add(new RaidArray(image, l.arrayId(), null, id, l.daPair(), null, g.at));
        });
        for (Parsed p : volumes.values()) {
            out.add(new Volume(image, p.id(), p.name(), p.kind(), p.type(),
                    p.kind() == VolumeKind.CKD ? "CKD Base" : null, null, p.bytes(), p.cylinders(), null,
                    List.of(new RankExtent(p.location().rankId(), null)), null, p.at()));
        }
        for (Parsed p : volumes.values()) {
            for (String host : p.hosts()) {
                out.add(new HostMapping(image, host, p.id(), p.lun(), p.at()));
            }
        }
        return new ParseResult(FORMAT, out, diagnostics);
    }

    private SourceRef rowAt(Row row) {
        return row.line() <= 0 ? SourceRef.file(display) : SourceRef.at(display, row.line(), row.column());
    }

    private SourceRef at(Row.Cell cell) {
        return cell.line() <= 0 ? SourceRef.file(display) : SourceRef.at(display, cell.line(), cell.column());
    }

    /**
     * The Volume cell {@code LVV-serial}: LVV as three hex digits, or as a decimal number of four digits (the
     * Specialist shows some ids in decimal; a third element then holds the digits as shown); the serial as 5
     * to 7 letters and digits. Null when not that form.
     */
    static String[] volumeCell(String text) {
        StringBuilder b = new StringBuilder();
        for (int i = 0; i < text.length() && b.length() <= 16; i++) {
            if (!Character.isWhitespace(text.charAt(i))) {
                b.append(text.charAt(i));
            }
        }
        String t = b.toString();
        int dash = t.indexOf('-');
        if (dash <= 0) {
            return null;
        }
        String left = t.substring(0, dash);
        String right = t.substring(dash + 1).toUpperCase(Locale.ROOT);
        if (right.length() < 5 || right.length() > 7 || !Ascii.alnum(right)) {
            return null;
        }
        if (left.length() == 3 && Ascii.hex(left)) {
            return new String[] {left.toUpperCase(Locale.ROOT), right};
        }
        if (left.length() == 4 && Ascii.digits(left)) {
            int n = Integer.parseInt(left);
            return n <= 0xFFF ? new String[] {String.format(Locale.ROOT, "%03X", n), right, left} : null;
        }
        return null;
    }

    /** {@code LCU: 0x00 Device: 0x00} (or {@code Unit Address:}) as the volume {@code LLVV}, or null. */
    static VolumeId lcuDevice(String text) {
        String t = text.toUpperCase(Locale.ROOT);
        LssId lcu = LssId.tryParsePadded(after(t, "LCU")).orElse(null);
        String dev = after(t, "DEVICE");
        if (dev == null) {
            dev = after(t, "UNIT ADDRESS");
        }
        return lcu == null ? null : VolumeId.tryOf(lcu, dev).orElse(null);
    }

    /** The word after {@code keyword} and its {@code :} or {@code =}, or null. */
    private static String after(String t, String keyword) {
        int i = t.indexOf(keyword);
        if (i < 0) {
            return null;
        }
        int j = i + keyword.length();
        while (j < t.length() && (t.charAt(j) == ' ' || t.charAt(j) == ':' || t.charAt(j) == '=')) {
            j++;
        }
        int k = j;
        while (k < t.length() && Character.isLetterOrDigit(t.charAt(k))) {
            k++;
        }
        return t.substring(j, k);
    }

    /** {@code 010.0 GB}, {@code 02.83 GB}, {@code 500 MB} or {@code 1.2 TB} in bytes (decimal units, as the ESS). */
    static Long bytes(String text) {
        String t = text.replace(" ", "").toUpperCase(Locale.ROOT);
        int i = 0;
        int dots = 0;
        while (i < t.length() && ((t.charAt(i) >= '0' && t.charAt(i) <= '9') || t.charAt(i) == '.')) {
            dots += t.charAt(i) == '.' ? 1 : 0;
            i++;
        }
        String number = t.substring(0, i);
        int power = switch (t.substring(i)) {
            case "GB" -> 9;
            case "MB" -> 6;
            case "TB" -> 12;
            default -> -1;
        };
        if (power < 0 || number.isEmpty() || number.equals(".") || dots > 1 || number.length() > 12) {
            return null;
        }
        try {
            return new BigDecimal(number).movePointRight(power).setScale(0, RoundingMode.HALF_UP).longValueExact();
        } catch (ArithmeticException e) {
            return null; // more bytes than a long holds: not a volume size
        }
    }

    /** Host nicknames separated by commas, semicolons or blanks; "n/a" and "-" mean none. Input order. */
    static List<String> nicknames(String text) {
        Set<String> out = new LinkedHashSet<>();
        StringBuilder b = new StringBuilder();
        for (int i = 0; i <= text.length(); i++) {
            char c = i < text.length() ? text.charAt(i) : ',';
            if (c == ',' || c == ';' || Character.isWhitespace(c)) {
                String name = b.toString();
                if (!NONE.contains(name.toLowerCase(Locale.ROOT))) {
                    out.add(name);
                }
                b.setLength(0);
            } else {
                b.append(c);
            }
        }
        return List.copyOf(out);
    }
}
