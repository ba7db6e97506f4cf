package io.zlayout.report.diff;

import io.zlayout.diff.Diff;
import io.zlayout.diff.PathRef;
import io.zlayout.diff.Snapshot;
import io.zlayout.plan.Spread;
import io.zlayout.document.Json;
import io.zlayout.report.check.JsonFindings;
import io.zlayout.rules.Finding;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/** Renders a {@link Diff}: {@code zlayout.diff/1} JSON or text. */
public final class DiffReport {

    public static final String SCHEMA = "zlayout.diff/1";

    private DiffReport() {
    }

    public static String json(Diff d) {
        Map<String, Object> root = Json.document(SCHEMA);
        root.put("old", side(d.oldSide()));
        root.put("new", side(d.newSide()));
        Map<String, Object> guests = new LinkedHashMap<>();
        guests.put("added", d.guestsAdded());
        guests.put("removed", d.guestsRemoved());
        root.put("guests", guests);
        Map<String, Object> paths = new LinkedHashMap<>();
        paths.put("added", d.pathsAdded().stream().map(DiffReport::path).toList());
        paths.put("removed", d.pathsRemoved().stream().map(DiffReport::path).toList());
        root.put("paths", paths);
        List<Map<String, Object>> volumes = new ArrayList<>();
        for (Diff.VolumeChange v : d.volumes()) {
            Map<String, Object> m = new LinkedHashMap<>();
            m.put("volume", v.volume());
            m.put("changed", v.changed());
            m.put("old", volume(v.before()));
            m.put("new", volume(v.after()));
            volumes.add(m);
        }
        root.put("volumes", volumes);
        List<Map<String, Object>> spread = new ArrayList<>();
        for (Diff.SpreadChange s : d.spread()) {
            Map<String, Object> m = new LinkedHashMap<>();
            m.put("guest", s.guest());
            m.put("change", s.direction());
            m.put("old", spread(s.before()));
            m.put("new", spread(s.after()));
            spread.add(m);
        }
        root.put("spread", spread);
        Diff.FindingChanges f = d.findings();
        if (f == null) {
            root.put("findings", null);
        } else {
            Map<String, Object> fm = new LinkedHashMap<>();
            fm.put("new", f.fresh().stream().map(JsonFindings::finding).toList());
            fm.put("fixed", f.fixed().stream().map(JsonFindings::finding).toList());
            List<Map<String, Object>> hidden = new ArrayList<>();
            for (Diff.Hidden h : f.hidden()) {
                Map<String, Object> m = JsonFindings.finding(h.finding());
                m.put("why", h.why());
                hidden.add(m);
            }
            fm.put("hidden", hidden);
            root.put("findings", fm);
        }
        Map<String, Object> summary = new LinkedHashMap<>();
        summary.put("guestsAdded", d.guestsAdded().size());
        summary.put("guestsRemoved", d.guestsRemoved().size());
        summary.put("pathsAdded", d.pathsAdded().size());
        summary.put("pathsRemoved", d.pathsRemoved().size());
        summary.put("volumesChanged", d.volumes().size());
        summary.put("spreadBetter", count(d, "better"));
        summary.put("spreadWorse", count(d, "worse"));
        summary.put("spreadMixed", count(d, "mixed"));
        summary.put("findingsNew", f == null ? null : f.fresh().size());
        summary.put("findingsFixed", f == null ? null : f.fixed().size());
        root.put("summary", summary);
        return Json.write(root);
    }

    public static String text(Diff d) {
        StringBuilder b = new StringBuilder();
        b.append("old: ").append(d.oldSide().path()).append(" (").append(d.oldSide().kind().label()).append(")\n");
        b.append("new: ").append(d.newSide().path()).append(" (").append(d.newSide().kind().label()).append(")\n");
        if (d.findings() == null) {
            b.append("A plan names only its guests: other guests are not compared, and findings are not (a plan has"
                    + " none).\n");
        }
        b.append('\n');

        b.append(String.format(Locale.ROOT, "Guests: %d added, %d removed%n", d.guestsAdded().size(),
                d.guestsRemoved().size()));
        d.guestsAdded().forEach(g -> b.append("  + ").append(g).append('\n'));
        d.guestsRemoved().forEach(g -> b.append("  - ").append(g).append('\n'));

        b.append(String.format(Locale.ROOT, "Paths: %d added, %d removed%n", d.pathsAdded().size(),
                d.pathsRemoved().size()));
        d.pathsAdded().forEach(p -> b.append("  + ").append(pathText(p)).append('\n'));
        d.pathsRemoved().forEach(p -> b.append("  - ").append(pathText(p)).append('\n'));

        b.append(String.format(Locale.ROOT, "Volumes: %d moved between guests, ranks or LSS%n", d.volumes().size()));
        for (Diff.VolumeChange v : d.volumes()) {
            List<String> parts = new ArrayList<>();
            for (String c : v.changed()) {
                parts.add(switch (c) {
                    case Diff.GUEST -> "guests " + list(v.before() == null ? List.of() : v.before().guests(), "(no guest)")
                            + " -> " + list(v.after() == null ? List.of() : v.after().guests(), "(no guest)");
                    case Diff.RANK -> "ranks " + list(v.before().ranks(), "") + " -> " + list(v.after().ranks(), "");
                    default -> "LSS " + v.before().lss() + " -> " + v.after().lss();
                });
            }
            b.append("  ").append(v.volume()).append(": ").append(String.join("; ", parts)).append('\n');
        }

        b.append(String.format(Locale.ROOT, "Spread: %d better, %d worse, %d mixed%n", count(d, "better"),
                count(d, "worse"), count(d, "mixed")));
        for (Diff.SpreadChange s : d.spread()) {
            b.append("  ").append(s.guest()).append(' ').append(s.direction()).append(": ")
                    .append(spreadText(s.before(), s.after())).append('\n');
        }

        Diff.FindingChanges f = d.findings();
        if (f == null) {
            b.append("Findings: not compared\n");
        } else {
            b.append(String.format(Locale.ROOT, "Findings: %d new, %d fixed%s%n", f.fresh().size(), f.fixed().size(),
                    f.hidden().isEmpty() ? "" : ", " + f.hidden().size() + " no longer reported"));
            f.fresh().forEach(x -> finding(b, "new", x, null));
            f.fixed().forEach(x -> finding(b, "fixed", x, null));
            f.hidden().forEach(h -> finding(b, "hidden", h.finding(), h.why()));
        }
        if (d.empty()) {
            b.append("\nNo change.\n");
        }
        return b.toString().replace("\r\n", "\n");
    }

    private static void finding(StringBuilder b, String state, Finding f, String why) {
        b.append(String.format(Locale.ROOT, "  %-6s %-7s [%s] ", state, f.severity().label(), f.rule()));
        if (f.location() != null) {
            b.append(f.location()).append(": ");
        }
        b.append(f.message().replace("\n", "\n      "));
        if (why != null) {
            b.append(" (").append(why).append(')');
        }
        b.append('\n');
    }

    private static long count(Diff d, String direction) {
        return d.spread().stream().filter(s -> s.direction().equals(direction)).count();
    }

    private static String pathText(PathRef p) {
        StringBuilder b = new StringBuilder(p.guest()).append(' ').append(p.chpid() == null ? "chpid:?" : p.chpid());
        if (p.fcpDevice() != null) {
            b.append(' ').append(p.fcpDevice());
        }
        b.append(" -> ").append(p.ioPort() == null ? "(port not known)" : p.ioPort());
        return b.toString();
    }

    private static String list(List<String> ids, String none) {
        return ids.isEmpty() ? none : String.join(", ", ids);
    }

    private static String spreadText(Spread o, Spread n) {
        return String.join(", ", metric("ranks", o.ranks(), n.ranks()), metric("LSS", o.lss(), n.lss()),
                metric("servers", o.servers(), n.servers()), metric("DA pairs", o.deviceAdapters(), n.deviceAdapters()),
                metric("host adapters", o.hostAdapters(), n.hostAdapters()), metric("CHPIDs", o.chpids(), n.chpids()));
    }

    private static String metric(String name, int o, int n) {
        return o == n ? name + " " + n : name + " " + o + " -> " + n;
    }

    private static Map<String, Object> side(Diff.Side s) {
        Map<String, Object> m = new LinkedHashMap<>();
        m.put("path", s.path());
        m.put("kind", s.kind().label());
        return m;
    }

    private static Map<String, Object> path(PathRef p) {
        Map<String, Object> m = new LinkedHashMap<>();
        m.put("guest", p.guest());
        m.put("chpid", p.chpid());
        m.put("fcpDevice", p.fcpDevice());
        m.put("ioPort", p.ioPort());
        return m;
    }

    private static Map<String, Object> volume(Snapshot.VolumeState v) {
        if (v == null) {
            return null;
        }
        Map<String, Object> m = new LinkedHashMap<>();
        m.put("guests", v.guests());
        m.put("ranks", v.ranks());
        m.put("lss", v.lss());
        return m;
    }

    private static Map<String, Object> spread(Spread s) {
        Map<String, Object> m = new LinkedHashMap<>();
        m.put("ranks", s.ranks());
        m.put("lss", s.lss());
        m.put("servers", s.servers());
        m.put("deviceAdapters", s.deviceAdapters());
        m.put("hostAdapters", s.hostAdapters());
        m.put("chpids", s.chpids());
        return m;
    }
}
