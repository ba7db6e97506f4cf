package io.zlayout.emit;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * A strict reader of the {@code chzdev --export}/{@code --import} format, following the rules in
 * output-formats.md 1.1 and 3.3 (chzdev itself does not run on amd64): section headers
 * {@code [persistent|active|autoconf <type> <id>]}, CCW bus IDs {@code 0.<ssid>.<4 lower-case hex>}, zfcp-lun
 * IDs {@code <busid>:0x<16 hex WWPN>:0x<16 hex LUN>} in lower case, {@code key=value} settings chzdev lists for
 * the type, each section once. Stricter than chzdev in one way: comments only before the first section, as
 * chzdev's own export writes them.
 */
final class ChzdevImport {

    record Section(String scope, String type, String id, Map<String, String> settings) {
    }

    private static final Pattern HEADER = Pattern.compile("\\[(persistent|active|autoconf) ([a-z-]+) ([^ \\]]+)]");
    private static final Pattern BUS_ID = Pattern.compile("0\\.[0-3]\\.[0-9a-f]{4}");
    private static final Pattern LUN_ID = Pattern.compile("0\\.[0-3]\\.[0-9a-f]{4}:0x[0-9a-f]{16}:0x[0-9a-f]{16}");
    private static final Pattern SETTING = Pattern.compile("([a-z_:/]+)=(\\S+)");
    private static final Map<String, Set<String>> ATTRIBUTES = Map.of(
            "dasd-eckd", Set.of("online", "cmb_enable", "failfast", "readonly", "erplog", "use_diag",
                    "raw_track_access", "eer_enabled", "expires", "retries", "timeout", "reservation_policy",
                    "safe_offline", "copy_pair", "aq_mask", "aq_requeue", "aq_timeouts", "zdev:early"),
            "zfcp-host", Set.of("online", "cmb_enable", "failed", "port_remove", "port_rescan", "zdev:early"),
            "zfcp-lun", Set.of("scsi_dev/queue_depth", "scsi_dev/queue_ramp_up_period", "scsi_dev/timeout",
                    "scsi_dev/state", "zdev:early"));

    private ChzdevImport() {
    }

    /** The sections of the file; IllegalArgumentException naming the line for anything chzdev would refuse. */
    static List<Section> parse(String text) {
        List<Section> out = new ArrayList<>();
        Set<String> seen = new HashSet<>();
        Section current = null;
        String[] lines = text.split("\n", -1);
        for (int i = 0; i < lines.length; i++) {
            String line = lines[i];
            int no = i + 1;
            if (line.isBlank()) {
                continue;
            }
            if (line.startsWith("#")) {
                if (current != null) {
                    throw error(no, "a comment only before the first section", line);
                }
                continue;
            }
            Matcher h = HEADER.matcher(line);
            if (h.matches()) {
                String type = h.group(2);
                String id = h.group(3);
                if (!ATTRIBUTES.containsKey(type)) {
                    throw error(no, "a device type dasd-eckd, zfcp-host or zfcp-lun", type);
                }
                Pattern idForm = type.equals("zfcp-lun") ? LUN_ID : BUS_ID;
                if (!idForm.matcher(id).matches()) {
                    throw error(no, "a " + type + " ID of the form " + idForm.pattern(), id);
                }
                if (!seen.add(h.group(1) + " " + type + " " + id)) {
                    throw error(no, "each section once", line);
                }
                current = new Section(h.group(1), type, id, new LinkedHashMap<>());
                out.add(current);
                continue;
            }
            Matcher s = SETTING.matcher(line);
            if (current == null || !s.matches()) {
                throw error(no, current == null ? "a section header" : "a key=value setting", line);
            }
            if (!ATTRIBUTES.get(current.type()).contains(s.group(1))) {
                throw error(no, "an attribute of " + current.type(), s.group(1));
            }
            if (current.settings().put(s.group(1), s.group(2)) != null) {
                throw error(no, "each attribute once", s.group(1));
            }
        }
        return out;
    }

    private static IllegalArgumentException error(int line, String expected, String found) {
        return new IllegalArgumentException("line " + line + ": expected " + expected + ", found '" + found + "'");
    }
}
