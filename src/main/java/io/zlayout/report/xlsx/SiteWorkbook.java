package io.zlayout.report.xlsx;

import io.zlayout.plan.Balance;
import io.zlayout.report.site.GuestRow;
import io.zlayout.report.site.PathMatrix;
import io.zlayout.report.site.PlanItem;
import io.zlayout.report.site.ActionItems;
import io.zlayout.report.site.ReportInput;
import io.zlayout.report.site.SiteReport;
import io.zlayout.report.site.VolumeRow;
import io.zlayout.rules.Finding;
import io.zlayout.rules.Severity;
import io.zlayout.topology.Inventory;
import org.apache.poi.ss.usermodel.CellStyle;
import org.apache.poi.ss.usermodel.ConditionalFormattingRule;
import org.apache.poi.ss.usermodel.FillPatternType;
import org.apache.poi.ss.usermodel.PatternFormatting;
import org.apache.poi.ss.usermodel.SheetConditionalFormatting;
import org.apache.poi.ss.util.CellRangeAddress;
import org.apache.poi.ss.util.CellReference;
import org.apache.poi.xssf.usermodel.XSSFColor;
import org.apache.poi.xssf.usermodel.XSSFSheet;
import org.apache.poi.xssf.usermodel.XSSFConditionalFormattingRule;
import org.apache.poi.xssf.usermodel.XSSFSheetConditionalFormatting;

import java.io.IOException;
import java.io.OutputStream;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/**
 * Writes the report workbook: Summary, Findings, Paths, Volumes, Guests, Plan. Rows are streamed into the file
 * ({@link StreamingWorkbook}), never held, so memory stays bounded whatever the number of volumes; the
 * document's dates are fixed, so the same report gives the same bytes.
 */
public final class SiteWorkbook {

    public static final String SUMMARY = "Summary";
    public static final String FINDINGS = "Findings";
    public static final String PATHS = "Paths";
    public static final String VOLUMES = "Volumes";
    public static final String GUESTS = "Guests";
    public static final String PLAN = "Plan";
    public static final String ACTIONS = "Actions";

    /** The document's created and modified date: fixed, so output does not depend on the clock. */

    static final List<String> FINDING_COLUMNS = List.of("Rule", "Severity", "Element", "Message", "Remediation",
            "Source", "Line", "Other elements");
    static final List<String> PATH_COLUMNS = List.of("CHPID", "Type", "Switch", "Host adapter", "I/O ports",
            "FCP devices", "LSS reached", "Paths");
    static final List<String> VOLUME_COLUMNS = List.of("Volume", "Image", "Kind", "Data type", "LSS", "Server",
            "Extent pool", "Rank", "DA pair", "Capacity (GiB)", "Cylinders", "Volser", "Device", "LUN", "Guest",
            "Access", "Virtual device", "Planned guest");
    static final List<String> GUEST_COLUMNS = List.of("Guest", "Access", "Workload", "Disks", "Ranks", "LSS",
            "Servers", "Paths", "FCP devices", "Planned disks", "Planned ranks", "Planned LSS", "Planned servers",
            "Planned paths", "Kept", "Added", "Released", "Moves");
    static final List<String> ACTION_COLUMNS = List.of("#", "Step", "Team", "Guest", "Action", "Command or file",
            "Rollback");
    static final List<String> PLAN_COLUMNS = List.of("Guest", "Layout", "Kind", "#", "Image", "Item", "Rank", "LSS",
            "Server", "DA pair", "Device", "LUN", "FCP device", "Today", "I/O port", "WWPN", "Host adapter");

    private final SiteReport report;
    private final StreamingWorkbook wb;
    private final Styles styles;

    private SiteWorkbook(SiteReport report, StreamingWorkbook wb) {
        this.report = report;
        this.wb = wb;
        this.styles = new Styles(wb.template());
    }

    /** Writes the workbook of {@code report} to {@code out} (not closed). */
    public static void write(SiteReport report, OutputStream out) throws IOException {
        try (StreamingWorkbook wb = new StreamingWorkbook()) {
            wb.describe("zlayout report: " + report.input().siteName());
            wb.template().getProperties().getExtendedProperties().setApplication("zlayout");
            new SiteWorkbook(report, wb).sheets();
            wb.write(out);
        }
    }

    private void sheets() {
        wb.sheet(SheetNames.safe(SUMMARY), this::summary);
        wb.sheet(SheetNames.safe(FINDINGS), this::findings);
        wb.sheet(SheetNames.safe(PATHS), this::paths);
        wb.sheet(SheetNames.safe(VOLUMES), this::volumes);
        wb.sheet(SheetNames.safe(GUESTS), this::guests);
        wb.sheet(SheetNames.safe(PLAN), this::plan);
        wb.sheet(SheetNames.safe(ACTIONS), this::actions);
        wb.template().setActiveSheet(0);
        for (org.apache.poi.ss.usermodel.Sheet s : wb.template()) {
            printed(s);
        }
    }

    /** Printed as people read it: A4 landscape, every column on one page wide, the header row on every page. */
    private static void printed(org.apache.poi.ss.usermodel.Sheet s) {
        s.getPrintSetup().setPaperSize(org.apache.poi.ss.usermodel.PrintSetup.A4_PAPERSIZE);
        s.getPrintSetup().setLandscape(true);
        s.setFitToPage(true);
        s.getPrintSetup().setFitWidth((short) 1);
        s.getPrintSetup().setFitHeight((short) 0);
        s.setRepeatingRows(org.apache.poi.ss.util.CellRangeAddress.valueOf("1:1"));
    }

    // ---- Summary -----------------------------------------------------------------------------------

    private void summary(SheetData sheet) throws IOException {
        ReportInput in = report.input();
        Form f = new Form(sheet);
        f.title("zlayout report: " + in.siteName());
        f.blank();
        f.section("Site");
        f.pair("Name", in.siteName());
        f.pair("zlayout version", in.toolVersion());
        f.pair("Inputs read", report.inventory().inputs().size());
        f.pair("Reader notes and warnings", report.inventory().diagnostics().size());
        f.blank();
        f.section("Counts");
        f.header("Element", "Count");
        for (Map.Entry<String, Integer> e : report.inventory().counts().entrySet()) {
            f.pair(e.getKey(), e.getValue());
        }
        for (Inventory.ImageSummary s : report.inventory().storageImages()) {
            f.pair("volumes of " + s.image(), s.volumesFb() + s.volumesCkd());
        }
        f.blank();
        f.section("Findings");
        f.header("Severity", "Count");
        Map<Severity, Integer> counts = in.severityCounts();
        for (Severity s : Severity.values()) {
            f.pair(s.label(), severityStyle(s), counts.get(s));
        }
        f.pair("total", in.findings().size());
        f.blank();
        io.zlayout.rules.Coverage coverage = in.coverage();
        if (!coverage.rules().isEmpty()) {
            f.section("Coverage: what the rules could not judge, and why");
            f.pair("Rules in force", coverage.rules().size());
            f.pair("Judged", coverage.with(io.zlayout.rules.Coverage.Status.JUDGED).size());
            f.pair("Partly judged", coverage.with(io.zlayout.rules.Coverage.Status.PARTLY).size());
            f.pair("Not judged", coverage.with(io.zlayout.rules.Coverage.Status.NOT_JUDGED).size());
            if (coverage.blind()) {
                f.header("Rule", "Status", "Not judged", "Why");
                for (io.zlayout.rules.Coverage.RuleCoverage r : coverage.rules()) {
                    for (io.zlayout.rules.Coverage.Gap g : r.gaps()) {
                        f.next();
                        f.text(0, r.rule());
                        f.text(1, r.status().label());
                        f.text(2, g.elements() == null ? "everything it judges" : g.elements());
                        f.text(3, g.reason());
                    }
                }
            }
            f.blank();
        }
        f.section("Balance now: guest disks per component (CHPID and host adapter: disks reached through it)");
        balance(f, report.balanceNow(), "Ideal highest");
        if (in.plan() != null) {
            f.blank();
            f.section("Balance planned: planned disks (and paths) per component");
            balance(f, in.plan().balance(), "Lower bound");
        }
        f.blank();
        f.section("Plan");
        if (in.plan() != null) {
            f.pair("Status", "planned " + in.plan().guests().size() + " guest"
                    + (in.plan().guests().size() == 1 ? "" : "s") + " (see the Guests and Plan sheets)");
            for (String n : in.plan().notes()) {
                f.pair("Note", n);
            }
            for (io.zlayout.plan.GuestPlan g : in.plan().guests()) {
                if (g.notWritten() != null) {
                    f.pair("Not written", g.guest() + ": " + g.notWritten());
                }
            }
        } else if (in.planProblem() != null) {
            f.pair("Status", "the intent cannot be met; the Guests and Plan sheets show current layouts only");
            f.pair("Reason", in.planProblem());
        } else {
            f.pair("Status", "no intent (zlayout.yaml 'intent:' or --intent FILE): the Guests and Plan sheets show"
                    + " current layouts only");
        }
        if (in.throughput() != null) {
            f.blank();
            f.section("Predicted throughput");
            f.header("Workload", "MB/s", "Bottleneck");
            f.next();
            f.text(0, in.throughput().workload());
            sheet.number(1, styles.decimal, in.throughput().megabytesPerSecond());
            f.text(2, in.throughput().bottleneck());
        }
        if (sheet.layingOut()) {
            XSSFSheet s = sheet.sheet();
            s.createFreezePane(0, 1);
            s.setColumnWidth(0, 30 * 256);
            for (int i = 1; i < 7; i++) {
                s.setColumnWidth(i, 14 * 256);
            }
        }
    }

    private void balance(Form f, List<Balance> rows, String boundName) throws IOException {
        f.header("Kind", "Components", "Total", "Highest", "Lowest", boundName, "Balanced");
        for (Balance b : rows) {
            f.next();
            f.text(0, b.kind());
            f.number(1, b.components());
            f.number(2, b.total());
            f.number(3, b.highest());
            f.number(4, b.lowest());
            f.number(5, b.lowerBound());
            f.text(6, b.optimal() ? "yes" : "no");
        }
    }

    /** A form sheet: label/value pairs and small blocks with their own headers, no filter. */
    private final class Form {
        private final SheetData sheet;
        private int next;

        Form(SheetData sheet) {
            this.sheet = sheet;
        }

        void next() throws IOException {
            sheet.row(next++);
        }

        void blank() {
            next++;
        }

        void title(String s) throws IOException {
            next();
            String v = CellText.safe(s);
            sheet.text(0, CellText.formulaLike(s) ? styles.quoted : styles.title, v);
        }

        void section(String s) throws IOException {
            next();
            sheet.text(0, styles.section, s);
        }

        void header(String... names) throws IOException {
            next();
            for (int i = 0; i < names.length; i++) {
                sheet.text(i, styles.header, names[i]);
            }
        }

        void pair(String label, String value) throws IOException {
            next();
            text(0, label);
            text(1, value);
        }

        void pair(String label, int value) throws IOException {
            next();
            text(0, label);
            number(1, value);
        }

        /** A pair whose label has a style of its own (the Summary's severity rows). */
        void pair(String label, CellStyle labelStyle, int value) throws IOException {
            next();
            sheet.text(0, labelStyle, CellText.safe(label));
            number(1, value);
        }

        void text(int col, String s) throws IOException {
            if (s == null) {
                return;
            }
            String v = CellText.safe(s);
            sheet.text(col, CellText.formulaLike(v) ? styles.quoted : styles.text, v);
        }

        void number(int col, int n) throws IOException {
            sheet.number(col, styles.integer, n);
        }
    }

    private CellStyle severityStyle(Severity s) {
        return switch (s) {
            case ERROR -> styles.error;
            case WARNING -> styles.warning;
            case INFO -> styles.info;
        };
    }

    // ---- Findings ----------------------------------------------------------------------------------

    private void findings(SheetData sheet) throws IOException {
        Table t = new Table(sheet, styles).header(FINDING_COLUMNS);
        for (Finding f : report.findings()) {
            t.row().text(f.rule()).text(f.severity().label());
            String target = report.target(f).map(this::link).orElse(null);
            t.link(f.element().isEmpty() ? null : f.element(), target);
            t.text(f.message()).text(f.remediation());
            t.text(f.location() == null ? null : f.location().path());
            t.number(f.location() == null || f.location().line() <= 0 ? null : f.location().line());
            List<String> others = f.elements().size() > 1 ? f.elements().subList(1, f.elements().size()) : List.of();
            t.text(others.isEmpty() ? null : String.join(", ", others));
        }
        t.finish(0);
        if (t.rows() > 1 && sheet.layingOut()) {
            severityFormats(sheet.sheet(), new CellRangeAddress(1, t.rows() - 1, 0, t.columns() - 1));
        }
    }

    /** Rows coloured by severity (column B), as conditional formats so a re-sorted sheet keeps them right. */
    private static void severityFormats(XSSFSheet sheet, CellRangeAddress range) {
        SheetConditionalFormatting cf = sheet.getSheetConditionalFormatting();
        int top = range.getFirstRow() + 1;
        List<ConditionalFormattingRule> rules = new ArrayList<>();
        String[][] sev = {{"error", Styles.ERROR_FILL}, {"warning", Styles.WARNING_FILL}, {"info", Styles.INFO_FILL}};
        for (String[] s : sev) {
            ConditionalFormattingRule rule = cf.createConditionalFormattingRule("$B" + top + "=\"" + s[0] + "\"");
            PatternFormatting p = rule.createPatternFormatting();
            p.setFillBackgroundColor(Styles.rgb(s[1]));
            p.setFillPattern(FillPatternType.SOLID_FOREGROUND.getCode());
            rules.add(rule);
        }
        cf.addConditionalFormatting(new CellRangeAddress[] {range},
                rules.toArray(new ConditionalFormattingRule[0]));
    }

    private String link(SiteReport.Target t) {
        String sheet = switch (t.table()) {
            case VOLUMES -> VOLUMES;
            case PATHS -> PATHS;
            case GUESTS -> GUESTS;
        };
        int col = t.row() < 0 ? PATH_COLUMNS.size() + t.column() : 0;
        int row = t.row() < 0 ? 0 : t.row() + 1;
        if (col > MAX_COLUMN || row > MAX_ROW) {
            return null;
        }
        return SheetNames.link(sheet, new CellReference(row, col).formatAsString(false));
    }

    /** Excel's last column and row (0-based). */
    private static final int MAX_COLUMN = 16_383;
    private static final int MAX_ROW = 1_048_575;

    // ---- Paths -------------------------------------------------------------------------------------

    private void paths(SheetData sheet) throws IOException {
        PathMatrix m = report.paths();
        List<String> header = new ArrayList<>(PATH_COLUMNS);
        int room = MAX_COLUMN + 1 - PATH_COLUMNS.size();
        List<String> lss = m.headers().size() > room ? m.headers().subList(0, room) : m.headers();
        header.addAll(lss);
        Table t = new Table(sheet, styles).header(header, PATH_COLUMNS.size());
        for (PathMatrix.Row r : m.rows()) {
            t.row().text(r.chpid()).text(r.type()).text(r.switchId()).text(r.hostAdapter()).text(r.ioPorts())
                    .number(r.fcpDevices() == 0 ? null : r.fcpDevices()).number(r.reached()).number(r.total());
            int[] counts = r.counts();
            for (int i = 0; i < lss.size(); i++) {
                if (counts[i] != 0) {
                    t.at(PATH_COLUMNS.size() + i).number(counts[i]);
                }
            }
        }
        t.finish(1);
        if (t.rows() > 1 && !lss.isEmpty() && sheet.layingOut()) {
            XSSFSheetConditionalFormatting cf = sheet.sheet().getSheetConditionalFormatting();
            XSSFConditionalFormattingRule rule = cf.createConditionalFormattingColorScaleRule();
            var scale = rule.getColorScaleFormatting();
            scale.setNumControlPoints(2);
            scale.getThresholds()[0].setRangeType(org.apache.poi.ss.usermodel.ConditionalFormattingThreshold.RangeType.MIN);
            scale.getThresholds()[1].setRangeType(org.apache.poi.ss.usermodel.ConditionalFormattingThreshold.RangeType.MAX);
            scale.setColors(new XSSFColor[] {Styles.rgb("E8F5E9"), Styles.rgb("2E7D32")});
            cf.addConditionalFormatting(new CellRangeAddress[] {new CellRangeAddress(1, t.rows() - 1,
                    PATH_COLUMNS.size(), PATH_COLUMNS.size() + lss.size() - 1)}, rule);
        }
    }

    // ---- Volumes -----------------------------------------------------------------------------------

    private void volumes(SheetData sheet) throws IOException {
        Table t = new Table(sheet, styles).header(VOLUME_COLUMNS);
        for (VolumeRow v : report.volumes()) {
            t.row().text(v.id()).text(v.image()).text(v.kind()).text(v.dataType()).text(v.lss()).number(v.server())
                    .text(v.pool()).text(v.ranks()).text(v.daPairs()).decimal(v.capacityGib()).number(v.cylinders())
                    .text(v.volser()).text(v.device()).text(v.lun()).text(v.guests()).text(v.access())
                    .text(v.vdevs()).text(v.planned());
        }
        t.finish(1);
        ignoreNumbersAsText(sheet, t);
    }

    /** Hex ids (volume 1000, LSS 10, device 5000) are text on purpose: no green triangles for them. */
    private static void ignoreNumbersAsText(SheetData sheet, Table t) {
        if (t.rows() > 1 && sheet.layingOut()) {
            sheet.sheet().addIgnoredErrors(
                    new CellRangeAddress(1, t.rows() - 1, 0, t.columns() - 1),
                    org.apache.poi.ss.usermodel.IgnoredErrorType.NUMBER_STORED_AS_TEXT);
        }
    }

    // ---- Guests ------------------------------------------------------------------------------------

    private void guests(SheetData sheet) throws IOException {
        Table t = new Table(sheet, styles).header(GUEST_COLUMNS);
        for (GuestRow g : report.guests()) {
            t.row().text(g.guest()).text(g.access()).text(g.workload()).number(g.disks()).number(g.ranks())
                    .number(g.lss()).number(g.servers()).number(g.paths()).number(g.fcpDevices())
                    .number(g.plannedDisks()).number(g.plannedRanks()).number(g.plannedLss())
                    .number(g.plannedServers()).number(g.plannedPaths()).number(g.kept()).number(g.added())
                    .number(g.released()).number(g.moves());
        }
        t.finish(1);
        ignoreNumbersAsText(sheet, t);
    }

    // ---- Plan --------------------------------------------------------------------------------------

    private void plan(SheetData sheet) throws IOException {
        Table t = new Table(sheet, styles).header(PLAN_COLUMNS);
        for (PlanItem p : report.planItems()) {
            t.row().text(p.guest()).text(p.layout()).text(p.kind()).number(p.order()).text(p.image()).text(p.item())
                    .text(p.rank()).text(p.lss()).number(p.server()).number(p.daPair()).text(p.device()).text(p.lun())
                    .text(p.fcpDevice()).text(p.today()).text(p.ioPort()).text(p.wwpn()).text(p.hostAdapter());
        }
        t.finish(1);
        ignoreNumbersAsText(sheet, t);
    }

    // ---- Actions -----------------------------------------------------------------------------------

    /** One row per action of the plan, by team in the order to apply (the page's Actions list shows the same). */
    private void actions(SheetData sheet) throws IOException {
        Table t = new Table(sheet, styles).header(ACTION_COLUMNS);
        int n = 1;
        for (ActionItems.Action a : ActionItems.of(report.input().plan(), report.input().planFiles())) {
            t.row().number(n++).number(a.step()).text(a.team()).text(a.guest()).text(a.what()).text(a.command())
                    .text(a.rollback());
        }
        t.finish(1);
    }
}
