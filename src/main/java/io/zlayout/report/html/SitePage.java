package io.zlayout.report.html;

import io.zlayout.model.ref.ElementRef;
import io.zlayout.model.ref.VolumeRef;
import io.zlayout.plan.Balance;
import io.zlayout.plan.GuestPlan;
import io.zlayout.plan.Plan;
import io.zlayout.plan.PlannedDisk;
import io.zlayout.plan.PlannedPath;
import io.zlayout.report.site.GuestRow;
import io.zlayout.report.site.PlanItem;
import io.zlayout.report.site.ReportInput;
import io.zlayout.report.site.SiteReport;
import io.zlayout.report.site.Topology;
import io.zlayout.rules.Finding;
import io.zlayout.rules.Rule;
import io.zlayout.rules.catalog.RuleCatalog;
import io.zlayout.rules.Severity;
import io.zlayout.topology.Inventory;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Objects;
import java.util.Locale;
import java.util.Map;
import java.util.TreeMap;

/**
 * Renders the report page: one HTML file, everything inline, nothing fetched (the CSP says so to the
 * browser). Sections: summary figures, topology per storage image, findings (with a filter that JavaScript
 * shows; without it every finding is listed), the rules that fired, guests now and planned, and the plan per
 * guest. Deterministic: the same report gives the same bytes.
 */
public final class SitePage {

    /** Forbids every fetch: only the page's own inline style and script run; images only as data: URLs. */
    public static final String CSP = "default-src 'none'; style-src 'unsafe-inline'; script-src 'unsafe-inline';"
            + " img-src data:";

    /** Other elements of a finding listed in full up to this many. */
    private static final int ALSO_MAX = 6;

    private final SiteReport report;
    private final ReportInput in;
    private final StringBuilder b = new StringBuilder(64 * 1024);

    private SitePage(SiteReport report) {
        this.report = report;
        this.in = report.input();
    }

    public static String render(SiteReport report) {
        return new SitePage(report).page();
    }

    private String page() {
        String title = "zlayout report: " + in.siteName();
        b.append("<!DOCTYPE html>\n<html lang=\"en\">\n<head>\n<meta charset=\"utf-8\">\n");
        b.append("<meta http-equiv=\"Content-Security-Policy\" content=\"").append(CSP).append("\">\n");
        b.append("<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">\n");
        b.append("<meta name=\"generator\" content=\"zlayout ").append(Html.esc(in.toolVersion())).append("\">\n");
        b.append("<title>").append(Html.esc(title)).append("</title>\n");
        b.append("<style>\n").append(CSS).append("</style>\n</head>\n<body>\n");
        b.append("<header>\n<h1>").append(Html.esc(title)).append("</h1>\n");
        Map<Severity, Integer> sev = in.severityCounts();
        b.append("<p class=\"muted\">zlayout ").append(Html.esc(in.toolVersion())).append(" · ")
                .append(plural(report.inventory().inputs().size(), "input")).append(" · ")
                .append(plural(report.volumes().size(), "volume")).append(" · ")
                .append(plural(report.guests().size(), "guest")).append(" · ")
                .append(plural(in.findings().size(), "finding")).append("</p>\n</header>\n");
        b.append("<nav><a href=\"#summary\">Summary</a> <a href=\"#topology\">Topology</a> <a href=\"#findings\">"
                + "Findings</a> <a href=\"#rules\">Rules</a> <a href=\"#guests\">Guests</a> <a href=\"#plan\">Plan"
                + "</a> <a href=\"#actions\">Actions</a></nav>\n<main>\n");
        summary(sev);
        topology();
        findings();
        rules();
        guests();
        plan();
        actions();
        b.append("</main>\n<script>\n").append(SCRIPT).append("</script>\n</body>\n</html>\n");
        return b.toString();
    }

    // ---- summary -----------------------------------------------------------------------------------

    private void summary(Map<Severity, Integer> sev) {
        b.append("<section id=\"summary\">\n<h2>Summary</h2>\n<div class=\"figures\">\n");
        for (Severity s : Severity.values()) {
            b.append("<div class=\"figure sev-").append(s.label()).append("\"><b>").append(sev.get(s))
                    .append("</b>").append(s == Severity.INFO || sev.get(s) == 1 ? s.label() : s.label() + "s")
                    .append("</div>\n");
        }
        Map<String, Integer> counts = report.inventory().counts();
        for (String k : List.of("chpids", "controlUnits", "devices", "storageImages", "hostAdapters", "ranks",
                "volumes", "guests")) {
            if (counts.containsKey(k)) {
                b.append("<div class=\"figure\"><b>").append(counts.get(k)).append("</b>").append(countName(k))
                        .append("</div>\n");
            }
        }
        b.append("</div>\n");
        coverage();
        if (in.throughput() != null) {
            b.append("<p>Predicted throughput (").append(Html.esc(in.throughput().workload())).append("): <b>")
                    .append(String.format(Locale.ROOT, "%.0f", in.throughput().megabytesPerSecond()))
                    .append(" MB/s</b>, limited by ").append(Html.esc(in.throughput().bottleneck())).append(".</p>\n");
        }
        b.append("<h3>Counts</h3>\n<table class=\"counts\"><thead><tr><th>Element</th><th>Count</th></tr></thead>"
                + "<tbody>\n");
        for (Map.Entry<String, Integer> e : counts.entrySet()) {
            b.append("<tr><td>").append(Html.esc(countName(e.getKey()))).append("</td><td class=\"n\">")
                    .append(e.getValue()).append("</td></tr>\n");
        }
        b.append("</tbody></table>\n");
        if (!report.inventory().storageImages().isEmpty()) {
            b.append("<h3>Storage images</h3>\n<table><thead><tr><th>Image</th><th>FB volumes</th><th>CKD volumes"
                    + "</th><th>LSS</th><th>Ranks</th><th>DA pairs</th><th>Host adapters</th><th>I/O ports</th>"
                    + "</tr></thead><tbody>\n");
            for (Inventory.ImageSummary s : report.inventory().storageImages()) {
                b.append("<tr><td class=\"id\">").append(Html.esc(s.image())).append("</td>");
                num(s.volumesFb());
                num(s.volumesCkd());
                num(s.lss());
                num(s.ranks());
                num(s.daPairs());
                num(s.hostAdapters());
                num(s.ioPorts());
                b.append("</tr>\n");
            }
            b.append("</tbody></table>\n");
        }
        b.append("<h3>Balance now</h3>\n<p class=\"muted\">Guest disks per rank, LSS, server and DA pair; per CHPID"
                + " and host adapter, the guest disks reached through it. Balanced when the highest load is at"
                + " most the ideal (the total spread evenly).</p>\n");
        balance(report.balanceNow(), "Ideal highest");
        if (in.plan() != null) {
            b.append("<h3>Balance planned</h3>\n");
            balance(in.plan().balance(), "Lower bound");
        }
        b.append("<h3>Plan</h3>\n");
        planStatus();
        b.append("</section>\n");
    }

    /** What the rules could not judge, and why: a page never reads as a clean bill when it was blind. */
    private void coverage() {
        io.zlayout.rules.Coverage c = in.coverage();
        if (c.rules().isEmpty()) {
            return;
        }
        b.append("<h3>Coverage</h3>\n");
        if (!c.blind()) {
            b.append("<p>All ").append(plural(c.rules().size(), "rule")).append(" in force judged.</p>\n");
            return;
        }
        b.append("<p class=\"problem\"><b>Not everything was judged:</b> ").append(Html.esc(c.summary()))
                .append(".</p>\n<table class=\"coverage\"><thead><tr><th>Rule</th><th>Status</th><th>Not judged"
                        + "</th><th>Why</th></tr></thead><tbody>\n");
        for (io.zlayout.rules.Coverage.RuleCoverage r : c.rules()) {
            for (io.zlayout.rules.Coverage.Gap g : r.gaps()) {
                b.append("<tr><td class=\"id\">").append(Html.esc(r.rule())).append("</td><td>")
                        .append(Html.esc(r.status().label())).append("</td><td>")
                        .append(Html.esc(g.elements() == null ? "everything it judges" : g.elements()))
                        .append("</td><td>").append(Html.esc(g.reason())).append("</td></tr>\n");
            }
        }
        b.append("</tbody></table>\n");
    }

    private void planStatus() {
        if (in.plan() != null) {
            b.append("<p>Planned ").append(plural(in.plan().guests().size(), "guest")).append(".</p>\n");
            if (!in.plan().notes().isEmpty()) {
                b.append("<ul class=\"notes\">\n");
                in.plan().notes().forEach(n -> b.append("<li>").append(Html.esc(n)).append("</li>\n"));
                b.append("</ul>\n");
            }
            for (io.zlayout.plan.GuestPlan g : in.plan().guests()) {
                if (g.notWritten() != null) {
                    b.append("<p class=\"problem not-written\"><b>Not written for ").append(Html.esc(g.guest()))
                            .append(":</b> ").append(Html.esc(g.notWritten())).append("</p>\n");
                }
            }
        } else if (in.planProblem() != null) {
            b.append("<p class=\"problem\"><b>The intent cannot be met:</b> ").append(Html.esc(in.planProblem()))
                    .append("</p>\n<p>The guests below show their current layouts only.</p>\n");
        } else {
            b.append("<p>No intent (zlayout.yaml <code>intent:</code> or <code>--intent FILE</code>): the guests"
                    + " below show their current layouts only.</p>\n");
        }
    }

    private void balance(List<Balance> rows, String bound) {
        if (rows.isEmpty()) {
            b.append("<p class=\"muted\">No components to weigh.</p>\n");
            return;
        }
        b.append("<table><thead><tr><th>Kind</th><th>Components</th><th>Total</th><th>Highest</th><th>Lowest</th>"
                + "<th>").append(bound).append("</th><th>Balanced</th></tr></thead><tbody>\n");
        for (Balance r : rows) {
            b.append("<tr><td>").append(Html.esc(r.kind())).append("</td>");
            num(r.components());
            num(r.total());
            num(r.highest());
            num(r.lowest());
            num(r.lowerBound());
            b.append("<td>").append(r.optimal() ? "yes" : "<b>no</b>").append("</td></tr>\n");
        }
        b.append("</tbody></table>\n");
    }

    // ---- topology ----------------------------------------------------------------------------------

    private void topology() {
        b.append("<section id=\"topology\">\n<h2>Topology</h2>\n");
        List<Topology> pictures = report.topology();
        if (pictures.isEmpty()) {
            b.append("<p>No storage image in the inputs.</p>\n</section>\n");
            return;
        }
        int max = 0;
        for (Topology t : pictures) {
            max = Math.max(max, t.maxLoad());
        }
        b.append("<p class=\"muted\">CHPIDs &rarr; host adapters &rarr; the image's two servers &rarr; ranks."
                + " Every host adapter reaches every rank through both servers. Fill: guest disks carried today,"
                + " as a share of the busiest component (").append(max).append(max == 1 ? " disk" : " disks")
                .append("); outline: the most serious finding. Hover a box for its name and figures.</p>\n");
        legend();
        int i = 0;
        for (Topology t : pictures) {
            b.append("<figure>\n<figcaption>").append(Html.esc(t.image())).append("</figcaption>\n");
            if (!t.fabricKnown() && !t.chpids().isEmpty()) {
                b.append("<p class=\"muted\">Where the CHPIDs land is not known: add <code>fabric:</code> to"
                        + " zlayout.yaml to draw CHPID &rarr; host adapter links.</p>\n");
            }
            b.append(TopologyPicture.svg(t, max, i++));
            b.append("</figure>\n");
        }
        b.append("</section>\n");
    }

    private void legend() {
        b.append("<ul class=\"legend\">\n");
        for (int i = 0; i < TopologyPicture.LOAD_FILLS.length; i++) {
            b.append("<li><span class=\"swatch\" style=\"background:").append(TopologyPicture.LOAD_FILLS[i])
                    .append("\"></span>load ").append(TopologyPicture.LOAD_NAMES[i]).append("</li>\n");
        }
        for (Severity s : Severity.values()) {
            b.append("<li><span class=\"swatch outline\" style=\"border-color:").append(TopologyPicture.outline(s))
                    .append("\"></span>").append(s.label()).append(" finding</li>\n");
        }
        b.append("</ul>\n");
    }

    // ---- findings ----------------------------------------------------------------------------------

    private void findings() {
        List<Finding> fs = in.findings();
        b.append("<section id=\"findings\">\n<h2>Findings (").append(fs.size()).append(")</h2>\n");
        if (fs.isEmpty()) {
            b.append("<p>No findings.</p>\n</section>\n");
            return;
        }
        TreeMap<String, Integer> rules = new TreeMap<>();
        fs.forEach(f -> rules.merge(f.rule(), 1, Integer::sum));
        b.append("<form id=\"filter\" hidden>\n<label>Search <input type=\"search\" id=\"q\" placeholder=\"element,"
                + " message, file\"></label>\n");
        for (Severity s : Severity.values()) {
            b.append("<label><input type=\"checkbox\" name=\"severity\" value=\"").append(s.label())
                    .append("\" checked> ").append(s.label()).append("</label>\n");
        }
        b.append("<label>Rule <select id=\"rule\"><option value=\"\">every rule</option>");
        for (Map.Entry<String, Integer> r : rules.entrySet()) {
            b.append("<option value=\"").append(Html.esc(r.getKey())).append("\">").append(Html.esc(r.getKey()))
                    .append(" (").append(r.getValue()).append(")</option>");
        }
        b.append("</select></label>\n<output id=\"shown\"></output>\n</form>\n");
        b.append("<table id=\"findings-table\"><thead><tr><th>Severity</th><th>Rule</th><th>Element</th>"
                + "<th>Message</th><th>Source</th></tr></thead><tbody>\n");
        for (Finding f : fs) {
            String sev = f.severity().label();
            b.append("<tr data-severity=\"").append(sev).append("\" data-rule=\"").append(Html.esc(f.rule()))
                    .append("\"><td><span class=\"sev sev-").append(sev).append("\">").append(sev)
                    .append("</span></td><td><a href=\"#rule-").append(Html.id(f.rule())).append("\">")
                    .append(Html.esc(f.rule())).append("</a></td><td class=\"id\">").append(Html.esc(f.element()))
                    .append("</td><td>").append(Html.esc(f.message()));
            if (f.elements().size() > 1) {
                List<String> also = f.elements().subList(1, f.elements().size());
                b.append("<div class=\"also\">also: ");
                for (int i = 0; i < Math.min(ALSO_MAX, also.size()); i++) {
                    b.append(i == 0 ? "" : ", ").append("<span class=\"id\">").append(Html.esc(also.get(i)))
                            .append("</span>");
                }
                if (also.size() > ALSO_MAX) {
                    b.append(" and ").append(also.size() - ALSO_MAX).append(" more");
                }
                b.append("</div>");
            }
            b.append("</td><td class=\"id\">").append(f.location() == null ? "" : Html.esc(f.location().toString()))
                    .append("</td></tr>\n");
        }
        b.append("</tbody></table>\n</section>\n");
    }

    private void rules() {
        Map<String, Finding> first = new TreeMap<>();
        Map<String, Integer> count = new TreeMap<>();
        for (Finding f : in.findings()) {
            first.putIfAbsent(f.rule(), f);
            count.merge(f.rule(), 1, Integer::sum);
        }
        b.append("<section id=\"rules\">\n<h2>Rules that fired</h2>\n");
        if (first.isEmpty()) {
            b.append("<p>None.</p>\n</section>\n");
            return;
        }
        b.append("<dl>\n");
        for (Map.Entry<String, Finding> e : first.entrySet()) {
            Rule r = RuleCatalog.bySlug(e.getKey()).orElse(null);
            b.append("<dt id=\"rule-").append(Html.id(e.getKey())).append("\"><span class=\"sev sev-")
                    .append(e.getValue().severity().label()).append("\">").append(e.getValue().severity().label())
                    .append("</span> <b>").append(Html.esc(e.getKey())).append("</b> (")
                    .append(plural(count.get(e.getKey()), "finding")).append(')');
            if (r != null) {
                b.append(": ").append(Html.esc(r.title()));
            }
            b.append("</dt>\n<dd>");
            if (e.getValue().remediation() != null) {
                b.append("<b>Fix:</b> ").append(Html.esc(e.getValue().remediation()));
            }
            b.append("</dd>\n");
        }
        b.append("</dl>\n</section>\n");
    }

    // ---- guests and plan ---------------------------------------------------------------------------

    private void guests() {
        b.append("<section id=\"guests\">\n<h2>Guests (").append(report.guests().size()).append(")</h2>\n");
        if (report.guests().isEmpty()) {
            b.append("<p>No guests in the inputs.</p>\n</section>\n");
            return;
        }
        boolean planned = in.plan() != null;
        b.append("<table><thead><tr><th>Guest</th><th>Access</th><th>Workload</th><th>Disks</th><th>Ranks</th>"
                + "<th>LSS</th><th>Servers</th><th>Paths</th>");
        if (planned) {
            b.append("<th>Planned disks</th><th>Planned ranks</th><th>Planned LSS</th><th>Planned servers</th>"
                    + "<th>Planned paths</th><th>Moves</th>");
        }
        b.append("</tr></thead><tbody>\n");
        for (GuestRow g : report.guests()) {
            b.append("<tr><td class=\"id\">").append(Html.esc(g.guest())).append("</td><td>")
                    .append(Html.esc(g.access())).append("</td><td>").append(Html.esc(g.workload())).append("</td>");
            num(g.disks());
            num(g.ranks());
            num(g.lss());
            num(g.servers());
            num(g.paths());
            if (planned) {
                num(g.plannedDisks());
                num(g.plannedRanks());
                num(g.plannedLss());
                num(g.plannedServers());
                num(g.plannedPaths());
                num(g.moves());
            }
            b.append("</tr>\n");
        }
        b.append("</tbody></table>\n</section>\n");
    }

    private void plan() {
        b.append("<section id=\"plan\">\n<h2>Plan per guest</h2>\n");
        Plan plan = in.plan();
        Map<String, List<String>> files = in.planFiles();
        if (plan == null) {
            planStatus();
            currentLayouts();
        } else {
            for (GuestPlan g : plan.guests()) {
                b.append("<div class=\"guest-plan\">\n<h3 class=\"guest\">").append(Html.esc(g.guest())).append("</h3>\n<p class=\"muted\">")
                        .append(Html.esc(g.access())).append(", ").append(Html.esc(g.workload())).append(", stripe ")
                        .append(Html.esc(g.stripeSize())).append("; spread over ")
                        .append(Html.esc(io.zlayout.report.plan.PlanReport.spreadText(g.spread()))).append("</p>\n");
                b.append("<table class=\"disks\"><thead><tr><th>#</th><th>Volume</th><th>Placement</th><th>LSS</th>"
                        + "<th>Server</th><th>DA pair</th><th>Device</th><th>LUN</th></tr></thead><tbody>\n");
                int i = 1;
                for (PlannedDisk d : g.disks()) {
                    b.append("<tr>");
                    num(i++);
                    b.append("<td class=\"id\">").append(Html.esc(d.volume().identity())).append("</td><td class=\"id\">")
                            .append(Html.esc(d.where()))
                            .append("</td><td class=\"id\">").append(Html.esc(d.lss().display())).append("</td>");
                    num(d.server());
                    num(d.daPair());
                    b.append("<td class=\"id\">").append(Html.esc(Objects.toString(d.device(), null)))
                            .append("</td><td class=\"id\">").append(Html.esc(Objects.toString(d.lun(), null)))
                            .append("</td></tr>\n");
                }
                b.append("</tbody></table>\n");
                b.append("<table class=\"paths\"><thead><tr><th>CHPID</th><th>FCP device</th><th>Today</th>"
                        + "<th>I/O port</th><th>Host adapter</th><th>WWPN</th></tr></thead><tbody>\n");
                for (PlannedPath p : g.paths()) {
                    b.append("<tr><td class=\"id\">").append(Html.esc(p.chpid().display()))
                            .append("</td><td class=\"id\">").append(Html.esc(Objects.toString(p.fcpDevice(), null)))
                            .append("</td><td>").append(p.device() == null ? ""
                                    : Html.esc(io.zlayout.report.site.PlanItems.today(p)))
                            .append("</td><td class=\"id\">").append(Html.esc(ElementRef.display(p.ioPort())))
                            .append("</td><td class=\"id\">").append(Html.esc(ElementRef.display(p.hostAdapter())))
                            .append("</td><td class=\"id\">").append(Html.esc(Objects.toString(p.wwpn(), null)))
                            .append("</td></tr>\n");
                }
                b.append("</tbody></table>\n");
                if (!g.kept().isEmpty() || !g.releases().isEmpty()) {
                    b.append("<p>");
                    if (!g.kept().isEmpty()) {
                        b.append("Kept: <span class=\"id\">").append(Html.esc(identities(g.kept())))
                                .append("</span>. ");
                    }
                    if (!g.releases().isEmpty()) {
                        b.append("Released: <span class=\"id\">").append(Html.esc(identities(g.released())))
                                .append("</span>.");
                    }
                    b.append("</p>\n");
                }
                files(files.get(g.guest()));
                b.append("</div>\n");
            }
        }
        List<String> site = files.get(ReportInput.SITE_FILES);
        if (site != null && !site.isEmpty()) {
            b.append("<h3>Files for the whole site</h3>\n");
            files(site);
        }
        b.append("</section>\n");
    }

    private void currentLayouts() {
        Map<String, List<PlanItem>> byGuest = new LinkedHashMap<>();
        for (PlanItem p : report.planItems()) {
            byGuest.computeIfAbsent(p.guest(), k -> new ArrayList<>()).add(p);
        }
        for (Map.Entry<String, List<PlanItem>> e : byGuest.entrySet()) {
            b.append("<div class=\"guest-plan\">\n<h3 class=\"guest\">").append(Html.esc(e.getKey()))
                    .append(" (current)</h3>\n");
            List<PlanItem> disks = e.getValue().stream().filter(p -> "disk".equals(p.kind())).toList();
            List<PlanItem> paths = e.getValue().stream().filter(p -> "path".equals(p.kind())).toList();
            if (!disks.isEmpty()) {
                b.append("<table class=\"disks\"><thead><tr><th>#</th><th>Volume</th><th>Placement</th><th>LSS</th>"
                        + "<th>Server</th><th>DA pair</th><th>Device</th></tr></thead><tbody>\n");
                for (PlanItem d : disks) {
                    b.append("<tr>");
                    num(d.order());
                    b.append("<td class=\"id\">").append(Html.esc(d.item() == null ? "?" : d.item()))
                            .append("</td><td class=\"id\">").append(Html.esc(d.rank())).append("</td><td class=\"id\">")
                            .append(Html.esc(d.lss())).append("</td>");
                    num(d.server());
                    num(d.daPair());
                    b.append("<td class=\"id\">").append(Html.esc(d.device())).append("</td></tr>\n");
                }
                b.append("</tbody></table>\n");
            }
            if (!paths.isEmpty()) {
                b.append("<p>Paths: ");
                for (int i = 0; i < paths.size(); i++) {
                    PlanItem p = paths.get(i);
                    b.append(i == 0 ? "" : ", ").append("<span class=\"id\">").append(Html.esc(p.item()));
                    if (p.fcpDevice() != null) {
                        b.append(" (FCP device ").append(Html.esc(Objects.toString(p.fcpDevice(), null))).append(')');
                    }
                    b.append("</span>");
                }
                b.append("</p>\n");
            }
            if (disks.isEmpty() && paths.isEmpty()) {
                b.append("<p class=\"muted\">No disks or paths known.</p>\n");
            }
            files(e.getValue().stream().filter(p -> "file".equals(p.kind())).map(PlanItem::item).toList());
            b.append("</div>\n");
        }
    }

    private void files(List<String> files) {
        if (files == null || files.isEmpty()) {
            return;
        }
        b.append("<p>Files:</p>\n<ul class=\"files\">\n");
        files.forEach(f -> b.append("<li class=\"id\">").append(Html.esc(f)).append("</li>\n"));
        b.append("</ul>\n");
    }

    // ---- bits --------------------------------------------------------------------------------------

    private void num(Integer n) {
        b.append("<td class=\"n\">").append(n == null ? "" : n).append("</td>");
    }

    /** The volumes' identities, comma-separated. */
    private static String identities(List<VolumeRef> volumes) {
        return String.join(", ", volumes.stream().map(VolumeRef::identity).toList());
    }

    private static String plural(int n, String word) {
        return n + " " + word + (n == 1 ? "" : "s");
    }

    private static String countName(String key) {
        return switch (key) {
            case "chpids" -> "CHPIDs";
            case "controlUnits" -> "control units";
            case "devices" -> "devices";
            case "storageImages" -> "storage images";
            case "hostAdapters" -> "host adapters";
            case "ioPorts" -> "I/O ports";
            case "ranks" -> "ranks";
            case "extentPools" -> "extent pools";
            case "lss" -> "LSS/LCUs";
            case "volumes" -> "volumes";
            case "guests" -> "guests";
            default -> key;
        };
    }

    /*
     * Each guest's plan is a block the browser lays out only when it nears the view (content-visibility: auto):
     * the plan of 2,000 guests is 4,000 tables, and laying them all out kept Chromium busy for over ten seconds
     * before the first screen. Find-in-page and the accessibility tree still see the skipped blocks; printing
     * lays out everything.
     */
    private static final String CSS = """
            :root { --line: #c8c8c8; }
            * { box-sizing: border-box; }
            body { font: 14px/1.45 system-ui, -apple-system, "Segoe UI", Roboto, "DejaVu Sans", sans-serif;
              color: #1f1f1f; background: #fff; margin: 0 auto; max-width: 1280px; padding: 16px 24px;
              -webkit-print-color-adjust: exact; print-color-adjust: exact; }
            h1 { font-size: 1.6em; margin: 0 0 4px; }
            h2 { border-bottom: 2px solid #333; padding-bottom: 2px; margin: 32px 0 8px; }
            h3 { margin: 20px 0 6px; }
            nav { position: sticky; top: 0; background: #fff; padding: 6px 0; border-bottom: 1px solid var(--line); }
            nav a { margin-right: 14px; }
            table { border-collapse: collapse; margin: 6px 0 12px; }
            th, td { border: 1px solid var(--line); padding: 3px 6px; text-align: left; vertical-align: top; }
            th { background: #eee; }
            td.n { text-align: right; font-variant-numeric: tabular-nums; }
            .muted { color: #555; }
            .id, code { font-family: ui-monospace, "DejaVu Sans Mono", Menlo, Consolas, monospace; font-size: .9em; }
            .figures { display: flex; flex-wrap: wrap; gap: 8px; margin: 8px 0; }
            .figure { border: 1px solid var(--line); border-radius: 4px; padding: 6px 12px; min-width: 110px; }
            .figure b { display: block; font-size: 1.5em; }
            .sev { font-weight: 600; padding: 0 5px; border-radius: 3px; }
            .sev-error { background: #f4c7c3; color: #6d1711; }
            .sev-warning { background: #fce8b2; color: #5c3b00; }
            .sev-info { background: #d2e3fc; color: #123e7c; }
            .problem { border-left: 4px solid #b3261e; padding-left: 8px; }
            .also { color: #555; font-size: .9em; }
            figure { margin: 8px 0 20px; overflow-x: auto; }
            figcaption { font-weight: 600; }
            svg.topology { max-width: 100%; height: auto; }
            svg.topology line { stroke: #9e9e9e; stroke-width: 1; stroke-opacity: .7; }
            svg.topology rect { stroke: #616161; stroke-width: 1; }
            svg.topology rect.server { fill: #eceff1; }
            svg.topology rect.sev-error { stroke: #b3261e; stroke-width: 3; }
            svg.topology rect.sev-warning { stroke: #d08700; stroke-width: 3; }
            svg.topology rect.sev-info { stroke: #1a5fb4; stroke-width: 2; }
            svg.topology text { font: 12px system-ui, "DejaVu Sans", sans-serif; fill: #1f1f1f; }
            svg.topology text.lbl { text-anchor: middle; }
            svg.topology text.cap { font-weight: 600; }
            svg.topology text.none { fill: #757575; font-style: italic; }
            .legend { list-style: none; padding: 0; display: flex; flex-wrap: wrap; gap: 4px 16px; }
            .swatch { display: inline-block; width: 14px; height: 14px; border: 1px solid #616161; margin-right: 5px;
              vertical-align: -2px; }
            .swatch.outline { border-width: 3px; background: #fff; }
            #filter { display: flex; flex-wrap: wrap; gap: 8px 16px; align-items: center; margin: 8px 0; }
            #filter[hidden] { display: none; }
            dt { margin-top: 8px; }
            dd { margin: 2px 0 0 24px; }
            .guest-plan { content-visibility: auto; contain-intrinsic-size: auto 480px; }
            @media print {
              .guest-plan { content-visibility: visible; }
              body { max-width: none; padding: 0; font-size: 9.5pt; }
              nav, #filter { display: none !important; }
              h2 { break-after: avoid; }
              tr, figure, h3 { break-inside: avoid; }
              h3 { break-after: avoid; }
              a { color: inherit; text-decoration: none; }
              thead { display: table-header-group; }
              figure { overflow: visible; }
            }
            @page { margin: 12mm; }
            """;

    private static final String SCRIPT = """
            (function () {
              var form = document.getElementById('filter');
              if (!form) { return; }
              var rows = Array.prototype.slice.call(document.querySelectorAll('#findings-table tbody tr'));
              var texts = rows.map(function (r) { return r.textContent.toLowerCase(); });
              var q = document.getElementById('q');
              var rule = document.getElementById('rule');
              var shown = document.getElementById('shown');
              var boxes = Array.prototype.slice.call(form.querySelectorAll('input[name=severity]'));
              function apply() {
                var s = q.value.toLowerCase(), want = {}, n = 0;
                boxes.forEach(function (b) { want[b.value] = b.checked; });
                rows.forEach(function (r, i) {
                  var ok = want[r.getAttribute('data-severity')] === true
                    && (!rule.value || r.getAttribute('data-rule') === rule.value)
                    && (!s || texts[i].indexOf(s) >= 0);
                  r.hidden = !ok;
                  if (ok) { n++; }
                });
                shown.textContent = n + ' of ' + rows.length + ' shown';
              }
              form.addEventListener('input', apply);
              form.addEventListener('change', apply);
              form.addEventListener('submit', function (e) { e.preventDefault(); });
              form.hidden = false;
              apply();
            })();
            """;

    // ---- actions -----------------------------------------------------------------------------------

    /** The plan's actions by team in the order to apply: the workbook's Actions sheet, row for row. */
    private void actions() {
        List<io.zlayout.report.site.ActionItems.Action> actions = io.zlayout.report.site.ActionItems.of(in.plan(),
                in.planFiles());
        b.append("<section id=\"actions\">\n<h2>Actions (").append(actions.size()).append(")</h2>\n");
        if (actions.isEmpty()) {
            b.append("<p class=\"muted\">").append(in.plan() == null ? "No plan: no action."
                    : "The plan asks for no action.").append("</p>\n</section>\n");
            return;
        }
        b.append("<table class=\"actions\"><thead><tr><th>#</th><th>Step</th><th>Team</th><th>Guest</th>"
                + "<th>Action</th><th>Command or file</th><th>Rollback</th></tr></thead><tbody>\n");
        int n = 1;
        for (io.zlayout.report.site.ActionItems.Action a : actions) {
            b.append("<tr>");
            num(n++);
            num(a.step());
            b.append("<td>").append(Html.esc(a.team())).append("</td><td>").append(Html.esc(a.guest()))
                    .append("</td><td>").append(Html.esc(a.what())).append("</td><td class=\"id\">")
                    .append(Html.esc(a.command())).append("</td><td class=\"id\">").append(Html.esc(a.rollback()))
                    .append("</td></tr>\n");
        }
        b.append("</tbody></table>\n</section>\n");
    }
}
