package io.zlayout.input.rest;

import io.zlayout.model.Diagnostic;
import io.zlayout.input.InputException;
import io.zlayout.model.Element;
import io.zlayout.model.ExtentPool;
import io.zlayout.model.HostConnection;
import io.zlayout.model.id.LssId;
import io.zlayout.model.id.VolumeId;
import io.zlayout.model.id.Wwn;
import io.zlayout.model.HostMapping;
import io.zlayout.model.Ids;
import io.zlayout.model.IoEnclosure;
import io.zlayout.model.IoPort;
import io.zlayout.model.Lss;
import io.zlayout.model.Rank;
import io.zlayout.model.StorageImage;
import io.zlayout.model.StorageServer;
import io.zlayout.model.Volume;
import io.zlayout.model.VolumeKind;
import io.zlayout.model.ref.IoPortRef;

import java.net.URLDecoder;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.Set;

/**
 * Maps one object of a REST collection to model records. Storage-side records are made on
 * {@link Ids#UNKNOWN_IMAGE}; the reader puts them on the file's image once the whole file is read (the
 * {@code systems} collection may come after the others).
 */
final class CollectionMapper {

    private static final String IMAGE = Ids.UNKNOWN_IMAGE;
    private static final Set<String> LCU_TYPES = Set.of("3990-3", "3990-tpf", "3990-6", "bs2000");

    private final List<Diagnostic> diagnostics;

    CollectionMapper(List<Diagnostic> diagnostics) {
        this.diagnostics = diagnostics;
    }

    List<Element> map(String collection, RestObject o) throws InputException {
        return switch (collection) {
            case "systems" -> List.of(system(o));
            case "nodes" -> List.of(node(o));
            case "volumes" -> List.of(volume(o));
            case "pools" -> List.of(pool(o));
            case "lss" -> List.of(lss(o));
            case "ioports" -> List.of(ioport(o));
            case "io_enclosures" -> List.of(enclosure(o));
            case "hosts" -> List.of(host(o));
            case "host_ports" -> List.of(hostPort(o));
            case "mappings" -> mapping(o);
            case "marrays" -> List.of(managedArray(o));
            default -> List.of();
        };
    }

    private static StorageImage system(RestObject o) throws InputException {
        String raw = o.required("id", "a storage image id like 2107-75DHZ81");
        String id = imageId(raw);
        if (id == null) {
            throw o.invalid("id", "a storage image id like 2107-75DHZ81", InputException.quote(raw));
        }
        String mtm = o.text("MTM");
        String model = mtm == null ? null : mtm.substring(mtm.indexOf('-') + 1);
        return new StorageImage(id, o.text("name"), id.substring(4, 8), model, wwn(o, "wwnn", "a WWNN"), null,
                o.ref());
    }

    private static StorageServer node(RestObject o) throws InputException {
        o.required("id", "a node id (00 or 01)");
        return new StorageServer(IMAGE, o.small("id", "a node id (00 or 01)"), o.text("state"), o.ref());
    }

    private Volume volume(RestObject o) throws InputException {
        String id = o.required("id", "a volume id of 4 hex digits (LLVV)");
        if (!RestObject.hex(id, 4, 4)) {
            throw o.invalid("id", "a volume id of 4 hex digits (LLVV)", InputException.quote(id));
        }
        VolumeId volume = VolumeId.parse(id);
        VolumeKind kind = kind(o);
        Long cap = o.whole("cap", "a capacity (a whole number)");
        Long bytes = null;
        Integer cylinders = null;
        String captype = o.text("captype");
        String unit = captype == null ? "bytes" : captype.toLowerCase(Locale.ROOT);
        if (cap != null) {
            switch (unit) {
                case "bytes" -> bytes = cap;
                case "gib" -> bytes = times(o, cap, 1L << 30);
                case "cyl" -> cylinders = cylinders(o, cap);
                case "mod1" -> cylinders = cylinders(o, times(o, cap, 1113));
                default -> throw o.invalid("captype", "a captype of bytes, gib, cyl or mod1",
                        InputException.quote(captype));
            }
        }
        LssId own = volume.lss();
        String lss = o.reference("lss", "id");
        if (lss != null && !LssId.tryParse(lss).equals(Optional.of(own))) {
            diagnostics.add(Diagnostic.warning(o.ref(), "volume " + volume + " names lss " + InputException.quote(lss)
                    + "; its id says LSS " + own + ", which is used"));
        }
        return new Volume(IMAGE, volume, o.text("name"), kind, o.text("datatype"), null,
                RestObject.upper(o.reference("pool", "id")), bytes, cylinders, null, List.of(), o.text("VOLSER"),
                io.zlayout.model.AllocationMethod.parse(o.text("allocmethod")).orElse(null), o.ref());
    }

    private static VolumeKind kind(RestObject o) throws InputException {
        String stg = o.text("stgtype");
        if (stg != null) {
            return switch (stg.toLowerCase(Locale.ROOT)) {
                case "fb" -> VolumeKind.FB;
                case "ckd" -> VolumeKind.CKD;
                default -> throw o.invalid("stgtype", "a storage type FB or CKD", InputException.quote(stg));
            };
        }
        String dt = o.text("datatype");
        String d = dt == null ? "" : dt.toUpperCase(Locale.ROOT);
        if (d.startsWith("FB")) {
            return VolumeKind.FB;
        }
        if (d.startsWith("3390") || d.startsWith("3380")) {
            return VolumeKind.CKD;
        }
        throw o.invalid("stgtype", "a storage type FB or CKD (or a datatype that tells)", "nothing");
    }

    private static ExtentPool pool(RestObject o) throws InputException {
        String id = o.required("id", "an extent pool id like P1");
        if (id.length() < 2 || (id.charAt(0) != 'P' && id.charAt(0) != 'p')
                || RestObject.parseWhole(id.substring(1)) == null) {
            throw o.invalid("id", "an extent pool id like P1", InputException.quote(id));
        }
        String stg = o.text("stgtype");
        return new ExtentPool(IMAGE, RestObject.upper(id), o.text("name"),
                stg == null ? null : stg.toLowerCase(Locale.ROOT), o.small("node", "a rank group (0 or 1)"), o.ref());
    }

    private static Lss lss(RestObject o) throws InputException {
        String id = o.required("id", "an LSS id of 2 hex digits");
        if (!RestObject.hex(id, 2, 2)) {
            throw o.invalid("id", "an LSS id of 2 hex digits", InputException.quote(id));
        }
        String type = o.text("type");
        if (type != null) {
            type = type.toLowerCase(Locale.ROOT);
            if (LCU_TYPES.contains(type)) {
                type = "ckd";
            }
        }
        String ssid = o.text("sub_system_identifier");
        if (ssid != null && !RestObject.hex(ssid, 1, 4)) {
            throw o.invalid("sub_system_identifier", "a subsystem id of up to 4 hex digits",
                    InputException.quote(ssid));
        }
        return new Lss(IMAGE, LssId.parse(id), type, o.small("group", "a rank group (0 or 1)"),
                RestObject.upper(o.text("addrgrp")), RestObject.upper(ssid),
                o.small("configvols", "a number of volumes"), o.ref());
    }

    private static IoPort ioport(RestObject o) throws InputException {
        String id = o.required("id", "an I/O port id like I0230");
        if (!IoPortRef.validId(id) || !RestObject.hex(id.substring(1), 4, 4)) {
            throw o.invalid("id", "an I/O port id like I0230", InputException.quote(id));
        }
        return new IoPort(IMAGE, IoPort.canonicalId(id), wwn(o, "wwpn", "a WWPN"), o.text("state"), o.text("type"),
                o.text("protocol"), o.text("speed"), o.text("loc"), o.ref());
    }

    private static IoEnclosure enclosure(RestObject o) throws InputException {
        String id = o.required("id", "an I/O enclosure number");
        if (!RestObject.hex(id, 1, 2)) {
            throw o.invalid("id", "an I/O enclosure number (1 or 2 hex digits)", InputException.quote(id));
        }
        return new IoEnclosure(IMAGE, Integer.parseInt(id, 16), o.text("name"), o.text("state"), o.ref());
    }

    private static HostConnection host(RestObject o) throws InputException {
        String name = o.required("name", "a host name");
        return new HostConnection(IMAGE, name, name, null, o.text("hosttype"), null, List.of(), o.ref());
    }

    private static HostConnection hostPort(RestObject o) throws InputException {
        Wwn wwpn = wwn(o, "wwpn", "a host WWPN");
        if (wwpn == null) {
            throw o.invalid("wwpn", "a host WWPN of 16 hex digits", "nothing");
        }
        Set<String> ports = new LinkedHashSet<>();
        RestObject ioport = o.object("ioport");
        if (ioport != null) {
            ports.add(portId(ioport));
        }
        for (RestObject login : o.objects("login_ports")) {
            ports.add(portId(login));
        }
        return new HostConnection(IMAGE, wwpn.toString().substring(2).toUpperCase(Locale.ROOT), o.reference("host", "name"),
                wwpn, o.text("hosttype"), null, new ArrayList<>(ports), o.ref());
    }

    private static String portId(RestObject ref) throws InputException {
        String id = ref.required("id", "an I/O port id like I0230");
        if (!IoPortRef.validId(id) || !RestObject.hex(id.substring(1), 4, 4)) {
            throw ref.invalid("id", "an I/O port id like I0230", InputException.quote(id));
        }
        return IoPort.canonicalId(id);
    }

    private List<Element> mapping(RestObject o) throws InputException {
        String lun = o.required("lunid", "a LUN id of hex digits");
        if (!RestObject.hex(lun, 1, 4)) {
            throw o.invalid("lunid", "a LUN id of 1 to 4 hex digits", InputException.quote(lun));
        }
        RestObject volume = o.object("volume");
        if (volume == null) {
            throw o.invalid("volume", "a volume reference {\"id\": \"LLVV\"}", "nothing");
        }
        String vol = volume.required("id", "a volume id of 4 hex digits (LLVV)");
        if (!RestObject.hex(vol, 4, 4)) {
            throw volume.invalid("id", "a volume id of 4 hex digits (LLVV)", InputException.quote(vol));
        }
        VolumeId mapped = VolumeId.parse(vol);
        String host = hostOf(o.reference("link", "href"));
        if (host == null) {
            host = o.reference("host", "name");
        }
        if (host == null) {
            diagnostics.add(Diagnostic.warning(o.ref(), "skipped mapping of volume " + mapped
                    + ": no host (neither link.href /hosts/<name>/mappings/… nor host.name)"));
            return List.of();
        }
        return List.of(new HostMapping(IMAGE, host, mapped, RestObject.upper(lun), o.ref()));
    }

    private static Rank managedArray(RestObject o) throws InputException {
        String id = o.required("id", "a managed array id like MA1");
        for (int i = 0; i < id.length(); i++) {
            char c = id.charAt(i);
            if (!((c >= '0' && c <= '9') || (c >= 'A' && c <= 'Z') || (c >= 'a' && c <= 'z')) || i >= 16) {
                throw o.invalid("id", "a managed array id like MA1", InputException.quote(id));
            }
        }
        return new Rank(IMAGE, RestObject.upper(id), null, null, null, RestObject.upper(o.reference("pool", "id")),
                null, null, o.ref());
    }

    /** {@code 2107-75DHZ81} or {@code IBM.2107-75DHZ81} as {@code IBM.2107-75DHZ81}; null when not that form. */
    static String imageId(String raw) {
        String s = raw.toUpperCase(Locale.ROOT);
        if (s.startsWith("IBM.")) {
            s = s.substring(4);
        }
        if (s.length() != 12 || s.charAt(4) != '-') {
            return null;
        }
        for (int i = 0; i < s.length(); i++) {
            char c = s.charAt(i);
            if (i != 4 && !((c >= '0' && c <= '9') || (c >= 'A' && c <= 'Z'))) {
                return null;
            }
        }
        return "IBM." + s;
    }

    /** The host name in {@code …/api/v1/hosts/<name>/mappings/<lun>}, or null. */
    static String hostOf(String href) {
        if (href == null) {
            return null;
        }
        int i = href.indexOf("/hosts/");
        if (i < 0) {
            return null;
        }
        int start = i + "/hosts/".length();
        int end = href.indexOf('/', start);
        if (end <= start || !href.startsWith("/mappings", end)) {
            return null;
        }
        String name = href.substring(start, end);
        try {
            return URLDecoder.decode(name, StandardCharsets.UTF_8);
        } catch (IllegalArgumentException e) {
            return name; // a stray '%' is part of the name, not an escape
        }
    }

    /** A WWNN/WWPN of exactly 16 hex digits (optionally 0x-prefixed or with colons), as {@code 0x…}. */
    private static Wwn wwn(RestObject o, String key, String what) throws InputException {
        String s = o.text(key);
        if (s == null) {
            return null;
        }
        String t = s.replace(":", "");
        if (t.startsWith("0x") || t.startsWith("0X")) {
            t = t.substring(2);
        }
        if (!RestObject.hex(t, 16, 16)) {
            throw o.invalid(key, what + " of 16 hex digits", InputException.quote(s));
        }
        return Wwn.parse(t);
    }

    private static long times(RestObject o, long n, long factor) throws InputException {
        if (n > Long.MAX_VALUE / factor) {
            throw o.invalid("cap", "a capacity that fits 63 bits", InputException.quote(Long.toString(n)));
        }
        return n * factor;
    }

    private static int cylinders(RestObject o, long n) throws InputException {
        if (n > Integer.MAX_VALUE) {
            throw o.invalid("cap", "a number of cylinders", InputException.quote(Long.toString(n)));
        }
        return (int) n;
    }
}
