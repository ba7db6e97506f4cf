package io.zlayout.input.zoning;

import io.zlayout.input.InputException;
import io.zlayout.input.zvm.Sink;
import io.zlayout.model.Element;
import io.zlayout.model.SanZone;
import io.zlayout.model.SourceRef;
import io.zlayout.model.id.Wwn;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * The lines of one zoning capture. Brocade: the sections {@code Defined configuration:} (cfg, zone and alias
 * definitions; their members after the name, parted by {@code ;}, continued on tab-indented lines) and
 * {@code Effective configuration:} (the enabled cfg and its zones, one member a line). Cisco: {@code zoneset name
 * ZS vsan N}, then {@code zone name Z vsan N} blocks whose lines are members ({@code pwwn WWN}, {@code * fcid 0x..
 * [pwwn WWN] [alias]}, {@code device-alias NAME}, {@code fcalias name A vsan N} followed by the alias's members),
 * and {@code device-alias name NAME pwwn WWN} lines of {@code show device-alias database}.
 */
final class ZoningParser {

    /** {@code zoneset name ZS vsan 10}; FabricWare (MDS 9020) prints no VSAN. */
    static final Pattern CISCO_ZONESET = Pattern.compile("zoneset name (\\S+)(?: vsan (\\d+))?");
    static final Pattern CISCO_ZONE = Pattern.compile("zone name (\\S+)(?: vsan (\\d+))?");
    private static final Pattern CISCO_FCALIAS = Pattern.compile("fcalias name (\\S+) vsan (\\d+)");
    private static final Pattern DEVICE_ALIAS_DEF = Pattern.compile("device-alias name (\\S+) pwwn (\\S+)");
    private static final Pattern WWN = Pattern.compile("(?:[0-9a-fA-F]{2}:){7}[0-9a-fA-F]{2}");
    private static final Pattern BRACKET_PWWN = Pattern.compile("\\[pwwn ((?:[0-9a-fA-F]{2}:){7}[0-9a-fA-F]{2})\\]");
    /** A prompt with a command after it: {@code switch:admin> cfgshow}, {@code san_switch# show zoneset active}. */
    private static final Pattern PROMPT = Pattern.compile("^\\S+(?::\\S+)?[>#]\\s*(.*)$");
    /** The most members a zone may have: more is not a capture of a real fabric. */
    static final int MAX_MEMBERS = 4096;

    private final Sink sink;

    /** A zone as read: its members as written, with where. */
    private record Raw(String fabric, String name, List<String> members, SourceRef where) {
    }

    private final Map<String, List<String>> aliases = new HashMap<>();
    private final Map<String, String> deviceAliases = new HashMap<>();
    private final List<Raw> zones = new ArrayList<>();

    ZoningParser(Sink sink) {
        this.sink = sink;
    }

    /** The line without a switch prompt in front of a command; the line itself when it has none. */
    static String unprompt(String line) {
        Matcher m = PROMPT.matcher(line);
        if (m.matches() && (m.group(1).startsWith("cfg") || m.group(1).startsWith("zone")
                || m.group(1).startsWith("show") || m.group(1).startsWith("ali") || m.group(1).isEmpty())) {
            return "";
        }
        return line;
    }

    // the state of one read, line by line
    /** Brocade: "defined" or "effective"; Cisco: "cisco"; null before any section. */
    private String section;
    /** Brocade: cfg, zone or alias, what the continuation lines add members to, and its name. */
    private String brocadeKind;
    private String brocadeName;
    private String effectiveCfg;
    private Raw current;
    private String zoneset;
    /** Cisco: the fcalias whose members are listed under it, its indentation and its members. */
    private String fcalias;
    private int fcaliasIndent;
    private List<String> fcaliasMembers;

    /** Reads the lines of one capture (a parser reads one). */
    List<Element> parse(List<String> lines) throws InputException {
        for (int i = 0; i < lines.size(); i++) {
            int n = i + 1;
            String raw = lines.get(i);
            String t = unprompt(raw).strip();
            if (t.isEmpty() || t.equals("...") || t.equals("…")) {
                if (!t.isEmpty()) {
                    sink.note(sink.ref(n, 1), "an elision ('" + t + "'): what it stands for is not read");
                }
                continue;
            }
            if (!heading(n, raw, t)) {
                if ("cisco".equals(section)) {
                    cisco(n, raw, t);
                } else if (section == null) {
                    sink.warning(sink.ref(n, 1), "skipped: a line before any zoning section "
                            + InputException.quote(t));
                } else {
                    brocade(n, raw, t);
                }
            }
        }
        return resolve();
    }

    /**
     * A line that opens a section or stands for itself in any: Brocade's configuration headings, the switch's
     * "no configuration", a Cisco zone set, a device alias. True when the line was one.
     */
    private boolean heading(int n, String raw, String t) throws InputException {
        if (t.equals("Defined configuration:")) {
            section = "defined";
            brocadeKind = null;
            return true;
        }
        if (t.equals("Effective configuration:")) {
            section = "effective";
            brocadeKind = null;
            return true;
        }
        if (t.equalsIgnoreCase("no configuration defined") || t.equalsIgnoreCase("no configuration in effect")) {
            sink.note(sink.ref(n, 1), "the switch says: " + t);
            return true;
        }
        Matcher zs = CISCO_ZONESET.matcher(t);
        if (zs.matches()) {
            section = "cisco";
            zoneset = zs.group(1) + (zs.group(2) == null ? "" : " vsan " + zs.group(2));
            current = null;
            fcalias = null;
            return true;
        }
        Matcher da = DEVICE_ALIAS_DEF.matcher(t);
        if (da.matches()) {
            if (!WWN.matcher(da.group(2)).matches()) {
                throw new InputException(sink.ref(n, raw.indexOf(da.group(2)) + 1), "a pwwn like"
                        + " 50:05:07:63:09:00:40:c1", InputException.quote(da.group(2)));
            }
            deviceAliases.put(da.group(1), da.group(2));
            return true;
        }
        return false;
    }

    /** A line of Cisco's active zone set: a zone, an fcalias, or a member. */
    private void cisco(int n, String raw, String t) throws InputException {
        Matcher z = CISCO_ZONE.matcher(t);
        if (z.matches()) {
            current = add(new Raw(zoneset, z.group(1), new ArrayList<>(), sink.ref(n, indent(raw) + 1)));
            fcalias = null;
            return;
        }
        if (current == null) {
            sink.warning(sink.ref(n, indent(raw) + 1), "skipped: a line outside a zone of the active zone"
                    + " set: " + InputException.quote(t));
            return;
        }
        Matcher fa = CISCO_FCALIAS.matcher(t);
        if (fa.matches()) {
            fcalias = fa.group(1);
            fcaliasIndent = indent(raw);
            fcaliasMembers = new ArrayList<>();
            aliases.put(fcalias, fcaliasMembers);
            member(current, "alias:" + fcalias, n);
            return;
        }
        String m = ciscoMember(t);
        if (m == null) {
            sink.warning(sink.ref(n, indent(raw) + 1), "skipped: not a zone member "
                    + InputException.quote(t));
        } else if (fcalias != null && indent(raw) > fcaliasIndent) {
            // the fcalias's own members, listed under it
            fcaliasMembers.add(m);
        } else {
            fcalias = null;
            member(current, m, n);
        }
    }

    /** A line of Brocade's cfgshow: a cfg, zone or alias with members, or more members of the one above. */
    private void brocade(int n, String raw, String t) throws InputException {
        int colon = t.indexOf(':');
        String head = colon > 0 ? t.substring(0, colon) : "";
        if (!raw.startsWith("\t") && (head.equals("cfg") || head.equals("zone") || head.equals("alias"))) {
            String rest = t.substring(colon + 1).strip();
            String[] parts = rest.split("\\s+", 2);
            if (parts[0].isEmpty()) {
                throw new InputException(sink.ref(n, colon + 2), "a name after '" + head + ":'", "nothing");
            }
            brocadeKind = head;
            brocadeName = parts[0];
            List<String> members = parts.length > 1 ? split(parts[1]) : List.of();
            if (head.equals("alias")) {
                aliases.put(brocadeName, new ArrayList<>(members));
            } else if (head.equals("cfg")) {
                if (section.equals("effective")) {
                    effectiveCfg = brocadeName;
                }
            } else if (section.equals("effective")) {
                current = add(new Raw(effectiveCfg == null ? "effective" : effectiveCfg, brocadeName,
                        new ArrayList<>(), sink.ref(n, indent(raw) + 1)));
                for (String m : members) {
                    member(current, m, n);
                }
            }
            return;
        }
        if (brocadeKind == null) {
            sink.warning(sink.ref(n, indent(raw) + 1), "skipped: a member line before any cfg, zone or alias "
                    + InputException.quote(t));
            return;
        }
        List<String> members = split(t);
        if (brocadeKind.equals("alias")) {
            aliases.get(brocadeName).addAll(members);
        } else if (brocadeKind.equals("zone") && section.equals("effective")) {
            for (String m : members) {
                member(current, m, n);
            }
        }
    }

    private Raw add(Raw z) {
        zones.add(z);
        return z;
    }

    private void member(Raw zone, String member, int line) throws InputException {
        if (zone.members().size() >= MAX_MEMBERS) {
            throw new InputException(sink.ref(line, 1), "at most " + MAX_MEMBERS + " members in zone "
                    + zone.name(), "more");
        }
        zone.members().add(member);
    }

    /** A Cisco member line as {@code pwwn} or {@code device-alias:NAME}, or the line itself when it is neither. */
    private static String ciscoMember(String t) {
        String s = t.startsWith("*") ? t.substring(1).strip() : t;
        Matcher b = BRACKET_PWWN.matcher(s);
        if (b.find()) {
            return b.group(1).toLowerCase(Locale.ROOT);
        }
        String[] w = s.split("\\s+");
        if (w.length >= 2 && w[0].equals("pwwn") && WWN.matcher(w[1]).matches()) {
            return w[1].toLowerCase(Locale.ROOT);
        }
        if (w.length >= 2 && w[0].equals("device-alias")) {
            return "device-alias:" + w[1];
        }
        if (w.length >= 2 && (w[0].equals("fcid") || w[0].equals("interface") || w[0].equals("fwwn")
                || w[0].equals("domain-id") || w[0].equals("ip-address") || w[0].equals("symbolic-nodename"))) {
            return s;
        }
        return null;
    }

    /** Members parted by {@code ;} (Brocade), blanks stripped, empty ones dropped. */
    private static List<String> split(String text) {
        List<String> out = new ArrayList<>();
        for (String p : text.split(";")) {
            String s = p.strip();
            if (!s.isEmpty()) {
                out.add(s);
            }
        }
        return out;
    }

    private static int indent(String raw) {
        int i = 0;
        while (i < raw.length() && Character.isWhitespace(raw.charAt(i))) {
            i++;
        }
        return i;
    }

    /** Every zone with its members' WWPNs, aliases resolved; what does not resolve is kept and said. */
    private List<Element> resolve() {
        List<Element> out = new ArrayList<>();
        Map<String, Raw> seen = new LinkedHashMap<>();
        for (Raw z : zones) {
            String key = z.fabric() + "/" + z.name();
            if (seen.containsKey(key)) {
                sink.warning(z.where(), "zone " + z.name() + " is listed twice in " + z.fabric()
                        + "; the first is read (line " + seen.get(key).where().line() + ")");
                continue;
            }
            seen.put(key, z);
            Set<Wwn> members = new LinkedHashSet<>();
            List<String> unresolved = new ArrayList<>();
            for (String m : z.members()) {
                expand(m, members, unresolved, 0);
            }
            if (!unresolved.isEmpty()) {
                sink.note(z.where(), "zone " + z.name() + ": " + unresolved.size() + " member"
                        + (unresolved.size() == 1 ? " is" : "s are") + " not a WWPN this capture resolves ("
                        + String.join(", ", unresolved) + "): what it reaches through "
                        + (unresolved.size() == 1 ? "it" : "them") + " is not judged");
            }
            out.add(new SanZone(z.fabric(), z.name(), new ArrayList<>(members), unresolved, z.where()));
        }
        return out;
    }

    private void expand(String member, Set<Wwn> out, List<String> unresolved, int depth) {
        String m = member;
        if (m.startsWith("device-alias:")) {
            String name = m.substring("device-alias:".length());
            String w = deviceAliases.get(name);
            if (w == null) {
                unresolved.add("device-alias " + name);
            } else {
                out.add(Wwn.parse(w));
            }
            return;
        }
        if (m.startsWith("alias:")) {
            m = m.substring("alias:".length());
        }
        if (WWN.matcher(m).matches()) {
            out.add(Wwn.parse(m));
            return;
        }
        List<String> alias = aliases.get(m);
        if (alias != null && depth < 4) {
            for (String a : alias) {
                expand(a, out, unresolved, depth + 1);
            }
            return;
        }
        unresolved.add(m);
    }
}
