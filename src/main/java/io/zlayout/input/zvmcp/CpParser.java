package io.zlayout.input.zvmcp;

import io.zlayout.model.id.ChpidId;
import io.zlayout.model.id.DeviceAddress;
import io.zlayout.model.id.Wwn;
import io.zlayout.model.id.DeviceNumber;
import io.zlayout.input.InputException;
import io.zlayout.input.zvm.Sink;
import io.zlayout.model.Element;
import io.zlayout.model.SourceRef;
import io.zlayout.model.ZvmChpid;
import io.zlayout.model.ZvmDasd;
import io.zlayout.model.ZvmDevicePaths;
import io.zlayout.model.ZvmFcpDevice;
import io.zlayout.model.ZvmPath;
import io.zlayout.model.ZvmVirtualFcp;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Reads the responses of one file line by line. Each response form is recognised by its own first line, so
 * several commands' output may follow each other with or without their echo lines; the lines that belong to
 * the form before (the PAM and LPM rows of QUERY PATHS, the detail lines of QUERY DASD DETAILS, a WWPN line)
 * extend its record. What no form claims is skipped with one note per run of such lines.
 */
final class CpParser {

    private static final String HEX = "[0-9A-F]";
    private static final Pattern PATHS_DEVICE = Pattern.compile("^DEVICE\\s+(" + HEX + "{4,5})\\s*,\\s*STATUS\\s+(.*)$");
    private static final Pattern PIM = Pattern.compile("^CHPIDS\\s+TO\\s+DEVICE\\s+(" + HEX + "{4,5})\\s*\\(PIM\\)\\s*:(.*)$");
    private static final Pattern PAM = Pattern.compile("^PHYSICALLY\\s+AVAILABLE\\s*\\(PAM\\)\\s*:(.*)$");
    private static final Pattern LPM = Pattern.compile("^ONLINE\\s*\\(LPM\\)\\s*:(.*)$");
    private static final Pattern LEGEND = Pattern.compile("^LEGEND\\b.*");
    private static final Pattern CHPID_DEVICES = Pattern.compile(
            "^PATH\\s+(" + HEX + "{2})\\s+(ONLINE|OFFLINE)\\s+TO\\s+DEVICES?\\b(.*)$");
    private static final Pattern CHPID_STATE = Pattern.compile(
            "^(?:PATH|CHPID)\\s+(" + HEX + "{2})\\s+(?:IS\\s+)?(ONLINE|OFFLINE|STANDBY)\\b.*$");
    private static final Pattern CHPID_ANY = Pattern.compile("^(?:PATH|CHPID)\\s+(" + HEX + "{2})\\b(.*)$");
    private static final Pattern STATE = Pattern.compile("\\b(ONLINE|OFFLINE|STANDBY)\\b");
    private static final Pattern PCHID = Pattern.compile("\\bPCHID\\s*[=:]?\\s*(" + HEX + "{3,4})\\b");
    private static final Pattern TYPE = Pattern.compile("\\bTYPE\\s*[=:]?\\s*([A-Z0-9]{2,4})\\b");
    /** QUERY CHPID nn PCHID: {@code Path 10 is associated with physical channel 0130}, or is not. */
    private static final Pattern PCHID_PHRASE = Pattern.compile("^(?:PATH|CHPID)\\s+(" + HEX + "{2})\\s+IS\\s+(NOT\\s+)?"
            + "ASSOCIATED\\s+WITH\\s+(?:A\\s+)?PHYSICAL\\s+CHANNEL(?:\\s+(" + HEX + "{3,4}))?\\b.*$");
    private static final Pattern NO_DEVICES = Pattern.compile("^(?:PATH|CHPID)\\s+(" + HEX + "{2})\\s+.*\\bNO\\s+DEVICES?\\b.*$");
    private static final Pattern DEVICE_LIST = Pattern.compile("^(" + HEX + "{4}(\\s+|$))+$");
    private static final Pattern SMAPI_FCP = Pattern.compile("^FCP\\s+DEVICE\\s+NUMBER\\s*:\\s*(\\S*)\\s*$");
    private static final Pattern SMAPI_FIELD = Pattern.compile(
            "^(STATUS|NPIV\\s+WORLD\\s+WIDE\\s+PORT\\s+NUMBER|CHANNEL\\s+PATH\\s+ID|PHYSICAL\\s+WORLD\\s+WIDE\\s+PORT"
                    + "\\s+NUMBER|OWNER)\\s*:\\s*(\\S*)\\s*$");
    private static final Pattern VIRTUAL_FCP = Pattern.compile(
            "^FCP\\s+(" + HEX + "{4})\\s+ON\\s+FCP\\s+(" + HEX + "{4})\\s*(?:CHPID\\s+(" + HEX + "{2}))?"
                    + "(?:\\s+SUBCHANNEL\\s*=\\s*(" + HEX + "{4}))?.*$");
    private static final Pattern REAL_FCP = Pattern.compile("^FCP\\s+(" + HEX + "{4})\\b\\s*(.*)$");
    private static final Pattern ATTACHED = Pattern.compile("^ATTACHED\\s+TO\\s+(\\S+)\\s+(" + HEX + "{4})\\b.*");
    private static final Pattern CHPID_FIELD = Pattern.compile("\\bCHPID\\s*[=:]?\\s*(" + HEX + "{2})\\b");
    private static final Pattern WWPN = Pattern.compile("\\bWWPN\\s*[=:]?\\s*(?:0X)?(" + HEX + "{16})\\b");
    private static final Pattern DASD_DETAILS = Pattern.compile("^(" + HEX + "{4})\\s+CUTYPE\\s*=.*$");
    private static final Pattern KEY_VALUE = Pattern.compile("\\b([A-Z]+)\\s*=\\s*([^,\\s]+)");
    private static final Pattern PAV = Pattern.compile("^PAV\\s+DETAILS\\s*:.*\\bWITH\\s+(\\d+)\\s+ALIAS.*$");
    private static final Pattern DETAIL_LINE = Pattern.compile(
            "^(CACHE\\s+DETAILS|-SUBSYSTEM|-DEVICE|DEVICE\\s+DETAILS|DUPLEX\\s+DETAILS|PAV\\s+DETAILS|CU\\s+DETAILS"
                    + "|HYPERPAV|ALIAS|BASE)\\b.*");
    private static final Pattern USERID = Pattern.compile("^([A-Z0-9$#@_-]{1,8})\\s+AT\\s+([A-Z0-9$#@_-]{1,8})\\s*$");

    private enum Block {
        NONE, PATHS, CHPID, VIRTUAL_FCP, REAL_FCP, DASD, SMAPI
    }

    private final Sink sink;
    private String guest;
    private final List<Element> ordered = new ArrayList<>();
    private final Map<String, ChpidBuilder> chpids = new LinkedHashMap<>();
    private final Map<String, FcpBuilder> fcps = new LinkedHashMap<>();
    private final Set<String> seen = new HashSet<>();

    private Block block = Block.NONE;
    private PathsBuilder paths;
    private ChpidBuilder chpid;
    private String chpidListState;
    private VfcpBuilder vfcp;
    private FcpBuilder fcp;
    private DasdBuilder dasd;
    private FcpBuilder smapi;
    private int unknownFrom;
    private int unknownTo;
    private int unknownCount;
    /** The CP command zlayout does not read whose response follows, or null. */
    private String otherCommand;
    private int messages;
    private int responses;

    CpParser(Sink sink, String guest) {
        this.sink = sink;
        this.guest = guest;
    }

    void accept(CpLines.Line line) {
        switch (CpLines.kind(line)) {
            case BLANK -> {
                if (block == Block.PATHS || block == Block.DASD || block == Block.SMAPI) {
                    return;
                }
                // a blank line ends a response: what it gathered is written, not dropped
                close();
            }
            case ECHO, READY, STATUS -> {
                flushUnknown();
                close();
                otherCommand = null;
            }
            case OTHER_ECHO -> {
                flushUnknown();
                close();
                otherCommand = CpLines.otherCommand(line.text());
            }
            case MESSAGE -> {
                flushUnknown();
                close();
                otherCommand = null;
                messages++;
                sink.note(ref(line, 0), "CP answered with a message, not data: "
                        + InputException.quote(line.text().strip()));
            }
            case RESPONSE -> response(line);
            default -> throw new AssertionError();
        }
    }

    private void response(CpLines.Line line) {
        String u = line.upper().strip();
        int indent = line.text().length() - line.text().stripLeading().length();
        if (claimed(line, u, indent)) {
            responses++;
            flushUnknown();
            return;
        }
        if (unknownCount == 0) {
            unknownFrom = line.number();
        }
        unknownTo = line.number();
        unknownCount++;
        block = Block.NONE;
    }

    /** True when a response form reads the line. */
    private boolean claimed(CpLines.Line line, String u, int indent) {
        return continues(line, u, indent) || starts(line, u);
    }

    /** True when the line extends the block before (a QUERY PATHS device's PIM, a SMAPI field, ...). */
    private boolean continues(CpLines.Line line, String u, int indent) {
        Matcher m;
        if (block == Block.PATHS) {
            if ((m = PIM.matcher(u)).matches()) {
                if (!m.group(1).equals(paths.device)) {
                    warn(line, u, m.start(1), "expected the CHPIDs of device " + paths.device + " after its Device"
                            + " line, found those of " + m.group(1) + "; the line is skipped");
                    return true;
                }
                paths.chpids = tokens(m.group(2));
                paths.pimLine = line;
                return true;
            }
            if ((m = PAM.matcher(u)).matches()) {
                paths.pam = tokens(m.group(1));
                return true;
            }
            if ((m = LPM.matcher(u)).matches()) {
                paths.lpm = tokens(m.group(1));
                return true;
            }
            if (LEGEND.matcher(u).matches()) {
                closePaths();
                block = Block.NONE;
                return true;
            }
        }
        if (block == Block.SMAPI && (m = SMAPI_FIELD.matcher(u)).matches()) {
            smapiField(line, u, m);
            return true;
        }
        if (block == Block.DASD && !DASD_DETAILS.matcher(u).matches() && (indent > 0 || DETAIL_LINE.matcher(u).matches())) {
            dasdDetail(u);
            return true;
        }
        if (block == Block.CHPID && DEVICE_LIST.matcher(u).matches()) {
            addDevices(u);
            return true;
        }
        if (block == Block.VIRTUAL_FCP && u.startsWith(vfcp.vdev)) {
            Matcher w = WWPN.matcher(u);
            if (w.find()) {
                vfcp.wwpn = Wwn.parse(w.group(1));
            }
            return true;
        }
        if (block == Block.REAL_FCP && (m = WWPN.matcher(u)).find() && !u.startsWith("FCP")) {
            fcp.npivWwpn(Wwn.parse(m.group(1)));
            return true;
        }
        return false;
    }

    /**
     * True when the line is the first of a response form. Each pattern is tried only on a line starting as it must,
     * since the sniffing of every input file runs this on the lines of its head.
     */
    private boolean starts(CpLines.Line line, String u) {
        Matcher m;
        boolean device = u.startsWith("DEVICE");
        boolean fcpLine = u.startsWith("FCP");
        boolean path = u.startsWith("PATH") || u.startsWith("CHPID");
        if (device && (m = PATHS_DEVICE.matcher(u)).matches()) {
            close();
            paths = new PathsBuilder(m.group(1), m.group(2).strip(), ref(line, line.text().indexOf(line.text().strip())));
            block = Block.PATHS;
            return true;
        }
        if (fcpLine && (m = SMAPI_FCP.matcher(u)).matches()) {
            close();
            String dev = m.group(1);
            if (!hex(dev, 4)) {
                warn(line, u, m.start(1), "expected an FCP device number (1-4 hex digits), found "
                        + found(dev) + "; the device is skipped");
                block = Block.NONE;
                return true;
            }
            smapi = fcp(pad4(dev), ref(line, start(line)));
            block = Block.SMAPI;
            return true;
        }
        if (fcpLine && (m = VIRTUAL_FCP.matcher(u)).matches()) {
            close();
            vfcp = new VfcpBuilder(m.group(1), m.group(2), m.group(3), m.group(4), ref(line, start(line)));
            block = Block.VIRTUAL_FCP;
            return true;
        }
        if (fcpLine && (m = REAL_FCP.matcher(u)).matches()) {
            close();
            realFcp(line, u);
            return true;
        }
        if (!u.isEmpty() && Character.digit(u.charAt(0), 16) >= 0 && (m = DASD_DETAILS.matcher(u)).matches()) {
            close();
            dasd = new DasdBuilder(m.group(1), ref(line, start(line)));
            dasdDetail(u.substring(m.end(1)));
            block = Block.DASD;
            return true;
        }
        if (path && chpidForm(line, u)) {
            return true;
        }
        if (u.indexOf("AT") > 0 && (m = USERID.matcher(u)).matches()) {
            close();
            guest = m.group(1);
            return true;
        }
        return false;
    }

    /** The QUERY CHPID forms: a CHPID with its devices, its PCHID phrase, no devices, or its state. */
    private boolean chpidForm(CpLines.Line line, String u) {
        Matcher m;
        if ((m = CHPID_DEVICES.matcher(u)).matches()) {
            close();
            chpid = chpid(m.group(1), line);
            chpidListState = m.group(2);
            chpid.state = chpid.state == null ? "ONLINE" : chpid.state;
            addDevices(m.group(3).strip());
            block = Block.CHPID;
            return true;
        }
        if ((m = PCHID_PHRASE.matcher(u)).matches()) {
            close();
            ChpidBuilder c = chpid(m.group(1), line);
            if (m.group(2) == null && m.group(3) != null) {
                c.pchid = m.group(3);
            }
            return true;
        }
        if ((m = NO_DEVICES.matcher(u)).matches()) {
            close();
            chpid(m.group(1), line);
            return true;
        }
        if (((m = CHPID_STATE.matcher(u)).matches() || (m = CHPID_ANY.matcher(u)).matches()
                && (PCHID.matcher(u).find() || TYPE.matcher(u).find()))) {
            close();
            ChpidBuilder c = chpid(m.group(1), line);
            Matcher s = STATE.matcher(u);
            if (s.find()) {
                c.state = s.group(1);
            }
            Matcher p = PCHID.matcher(u);
            if (p.find()) {
                c.pchid = p.group(1);
            }
            Matcher t = TYPE.matcher(u);
            if (t.find()) {
                c.type = t.group(1);
            }
            return true;
        }
        return false;
    }

    // ------------------------------------------------------------------------------------------------ forms

    private void realFcp(CpLines.Line line, String u) {
        // several devices may share a line: "FCP  B001 FREE     , FCP  B002 FREE"
        String[] parts = u.split(",\\s*(?=FCP\\s)");
        int at = 0;
        for (String part : parts) {
            int col = u.indexOf(part, at);
            at = col + part.length();
            Matcher m = REAL_FCP.matcher(part.strip());
            if (!m.matches()) {
                continue;
            }
            FcpBuilder f = fcp(m.group(1), ref(line, col));
            String rest = m.group(2).strip();
            Matcher a = ATTACHED.matcher(rest);
            if (a.matches()) {
                f.status = "ATTACHED";
                f.owner = a.group(1);
                f.ownerVdev = a.group(2);
            } else if (!rest.isEmpty()) {
                String word = rest.split("\\s+")[0];
                if (word.matches("[A-Z-]+")) {
                    f.status = word;
                }
            }
            Matcher c = CHPID_FIELD.matcher(rest);
            if (c.find()) {
                f.chpid = c.group(1);
            }
            Matcher w = WWPN.matcher(rest);
            if (w.find()) {
                f.npivWwpn(Wwn.parse(w.group(1)));
            }
            fcp = f;
        }
        block = Block.REAL_FCP;
    }

    private void smapiField(CpLines.Line line, String u, Matcher m) {
        String key = m.group(1).replaceAll("\\s+", " ");
        String value = m.group(2);
        boolean none = value.isEmpty() || value.equals("NONE");
        switch (key) {
            case "STATUS" -> smapi.status = none ? null : value;
            case "OWNER" -> smapi.owner = none ? null : value;
            case "CHANNEL PATH ID" -> {
                if (!none && !hex(value, 2)) {
                    warn(line, u, m.start(2), "expected a CHPID (2 hex digits), found " + found(value)
                            + "; the value is skipped");
                } else if (!none) {
                    smapi.chpid = value.length() == 1 ? "0" + value : value;
                }
            }
            default -> {
                Wwn wwpn = none ? null : Wwn.tryParse(value).orElse(null);
                if (!none && wwpn == null) {
                    warn(line, u, m.start(2), "expected a WWPN (16 hex digits) or NONE, found " + found(value)
                            + "; the value is skipped");
                } else if (key.startsWith("NPIV")) {
                    smapi.npivWwpn(wwpn);
                } else {
                    smapi.physicalWwpn = wwpn;
                }
            }
        }
    }

    private void dasdDetail(String u) {
        Matcher pav = PAV.matcher(u.strip());
        if (pav.matches()) {
            dasd.aliases = Integer.parseInt(pav.group(1));
            return;
        }
        Matcher kv = KEY_VALUE.matcher(u);
        while (kv.find()) {
            String v = kv.group(2);
            switch (kv.group(1)) {
                case "CUTYPE" -> dasd.cuType = v;
                case "DEVTYPE" -> dasd.deviceType = v;
                case "VOLSER" -> dasd.volser = v;
                case "CYLS", "BLKS", "BLOCKS" -> dasd.size = v.matches("\\d{1,9}") ? Integer.valueOf(v) : null;
                case "CCA" -> dasd.cca = hex(v, 2) ? v : null;
                case "SSID" -> dasd.ssid = hex(v, 4) ? pad4(v) : null;
                case "CUNUM" -> dasd.cuNumber = hex(v, 4) ? pad4(v) : null;
                default -> {
                    // DDC and the other detail values say nothing about where the volume sits
                }
            }
        }
    }

    private void addDevices(String list) {
        if (list.isEmpty()) {
            return;
        }
        List<String> into = "OFFLINE".equals(chpidListState) ? chpid.offline : chpid.online;
        for (String d : list.split("\\s+")) {
            if (hex(d, 4)) {
                into.add(pad4(d));
            }
        }
    }

    private ChpidBuilder chpid(String id, CpLines.Line line) {
        return chpids.computeIfAbsent(id, k -> new ChpidBuilder(k, ref(line, start(line))));
    }

    private FcpBuilder fcp(String device, SourceRef ref) {
        return fcps.computeIfAbsent(device, k -> new FcpBuilder(k, ref));
    }

    // ------------------------------------------------------------------------------------- closing records

    private void close() {
        switch (block) {
            case PATHS -> closePaths();
            case VIRTUAL_FCP -> emit(new ZvmVirtualFcp(guest, DeviceNumber.parse(vfcp.vdev),
                    DeviceNumber.parse(vfcp.rdev), vfcp.chpid == null ? null : ChpidId.parse(vfcp.chpid), vfcp.subchannel, vfcp.wwpn, vfcp.ref));
            case DASD -> emit(new ZvmDasd(DeviceNumber.parse(dasd.device), dasd.cuType, dasd.deviceType, dasd.volser, dasd.size, dasd.cca,
                    dasd.ssid, dasd.cuNumber, dasd.aliases, dasd.ref));
            default -> {
                // CHPID, FCP and SMAPI records gather across lines and are written at the end
            }
        }
        block = Block.NONE;
    }

    private void closePaths() {
        if (paths == null) {
            return;
        }
        PathsBuilder p = paths;
        paths = null;
        List<ZvmPath> list = new ArrayList<>();
        if (p.chpids != null) {
            if ((p.pam != null && p.pam.size() != p.chpids.size()) || (p.lpm != null && p.lpm.size() != p.chpids.size())) {
                sink.warning(p.pimLine == null ? p.ref : ref(p.pimLine, 0), "expected one + or - per CHPID of device "
                        + p.device + " in the PAM and LPM rows, found " + size(p.pam) + " and " + size(p.lpm) + " for "
                        + p.chpids.size() + " CHPIDs; a path without its mark is taken as not available");
            }
            for (int i = 0; i < p.chpids.size(); i++) {
                String c = p.chpids.get(i);
                if (!hex(c, 2)) {
                    sink.warning(p.pimLine == null ? p.ref : ref(p.pimLine, 0), "expected CHPIDs (2 hex digits) of"
                            + " device " + p.device + ", found " + found(c) + "; it is skipped");
                    continue;
                }
                list.add(new ZvmPath(ChpidId.parse(c), plus(p.pam, i), plus(p.lpm, i)));
            }
        } else {
            sink.note(p.ref, "device " + p.device + " has no CHPIDs to Device (PIM) line: no paths are known for it");
        }
        emit(new ZvmDevicePaths(DeviceAddress.parse(p.device), p.status, list, p.ref));
    }

    private void emit(Element e) {
        if (!seen.add(e.getClass().getSimpleName() + e.identity())) {
            sink.warning(e.source(), "expected each device once per capture, found " + e.identity()
                    + " again; this one is skipped");
            return;
        }
        ordered.add(e);
    }

    List<Element> finish() {
        flushUnknown();
        close();
        List<Element> out = new ArrayList<>(ordered);
        for (ChpidBuilder c : chpids.values()) {
            out.add(new ZvmChpid(ChpidId.parse(c.id), c.pchid, c.type, c.state, c.online, c.offline, c.ref));
        }
        for (FcpBuilder f : fcps.values()) {
            out.add(new ZvmFcpDevice(DeviceNumber.parse(f.device), f.status, f.owner,
                    f.ownerVdev == null ? null : DeviceNumber.parse(f.ownerVdev),
                    f.chpid == null ? null : ChpidId.parse(f.chpid), f.npiv, f.physicalWwpn, f.ref));
        }
        return out;
    }

    int responses() {
        return responses;
    }

    int messages() {
        return messages;
    }

    private void flushUnknown() {
        if (unknownCount == 0) {
            return;
        }
        if (otherCommand != null) {
            // one command's response, told as that: dbginfo.sh's zvm_runtime.out holds some sixty of them
            sink.note(sink.ref(unknownFrom, 1), "skipped the response to " + InputException.quote(otherCommand)
                    + (unknownCount == 1 ? " (line " + unknownFrom : " (lines " + unknownFrom + "-" + unknownTo)
                    + "): not CP output zlayout reads");
            unknownCount = 0;
            return;
        }
        sink.note(sink.ref(unknownFrom, 1), (unknownCount == 1 ? "line " + unknownFrom + " is"
                : "lines " + unknownFrom + "-" + unknownTo + " are") + " not CP output zlayout reads (QUERY PATHS,"
                + " CHPID, FCP, VIRTUAL FCP, DASD DETAILS, System_WWPN_Query); skipped");
        unknownCount = 0;
    }

    // ------------------------------------------------------------------------------------------------ lexis

    private SourceRef ref(CpLines.Line line, int index) {
        return sink.ref(line.number(), line.column(Math.max(0, index)));
    }

    private void warn(CpLines.Line line, String u, int index, String message) {
        // index is into the stripped upper-case text; map it back to the line
        int lead = line.text().length() - line.text().stripLeading().length();
        sink.warning(ref(line, lead + index), message);
    }

    private static int start(CpLines.Line line) {
        return line.text().length() - line.text().stripLeading().length();
    }

    private static List<String> tokens(String s) {
        String t = s.strip();
        return t.isEmpty() ? List.of() : List.of(t.split("\\s+"));
    }

    private static boolean plus(List<String> marks, int i) {
        return marks != null && i < marks.size() && marks.get(i).equals("+");
    }

    private static int size(List<String> l) {
        return l == null ? 0 : l.size();
    }

    static boolean hex(String t, int maxDigits) {
        return !t.isEmpty() && t.length() <= maxDigits && t.chars().allMatch(c -> Character.digit(c, 16) >= 0);
    }

    private static String pad4(String hex) {
        return "0".repeat(Math.max(0, 4 - hex.length())) + hex.toUpperCase(Locale.ROOT);
    }

    private static String found(String t) {
        return t == null || t.isEmpty() ? "nothing" : InputException.quote(t);
    }

    // ------------------------------------------------------------------------------------------- builders

    private static final class PathsBuilder {
        final String device;
        final String status;
        final SourceRef ref;
        List<String> chpids;
        List<String> pam;
        List<String> lpm;
        CpLines.Line pimLine;

        PathsBuilder(String device, String status, SourceRef ref) {
            this.device = device;
            this.status = status;
            this.ref = ref;
        }
    }

    private static final class ChpidBuilder {
        final String id;
        final SourceRef ref;
        String pchid;
        String type;
        String state;
        final List<String> online = new ArrayList<>();
        final List<String> offline = new ArrayList<>();

        ChpidBuilder(String id, SourceRef ref) {
            this.id = id;
            this.ref = ref;
        }
    }

    private static final class FcpBuilder {
        final String device;
        final SourceRef ref;
        String status;
        String owner;
        String ownerVdev;
        String chpid;
        Wwn npiv;
        Wwn physicalWwpn;

        FcpBuilder(String device, SourceRef ref) {
            this.device = device;
            this.ref = ref;
        }

        void npivWwpn(Wwn wwpn) {
            if (wwpn != null) {
                npiv = wwpn;
            }
        }
    }

    private static final class VfcpBuilder {
        final String vdev;
        final String rdev;
        final String chpid;
        final String subchannel;
        final SourceRef ref;
        Wwn wwpn;

        VfcpBuilder(String vdev, String rdev, String chpid, String subchannel, SourceRef ref) {
            this.vdev = vdev;
            this.rdev = rdev;
            this.chpid = chpid;
            this.subchannel = subchannel;
            this.ref = ref;
        }
    }

    private static final class DasdBuilder {
        final String device;
        final SourceRef ref;
        String cuType;
        String deviceType;
        String volser;
        Integer size;
        String cca;
        String ssid;
        String cuNumber;
        Integer aliases;

        DasdBuilder(String device, SourceRef ref) {
            this.device = device;
            this.ref = ref;
        }
    }
}
