package io.zlayout.report.xlsx;

import io.zlayout.diff.Diff;
import io.zlayout.diff.PathRef;
import io.zlayout.plan.Spread;
import io.zlayout.rules.Finding;

import java.io.IOException;
import java.io.OutputStream;
import java.util.List;

/**
 * {@code zlayout diff --format xlsx}: what a change changes, for a change board's spreadsheet — Paths
 * (added, removed), Volumes (moved between guests, ranks or LSS), Spread (better, worse), Findings (new,
 * fixed, hidden). Same manners as the report workbook: frozen header, autofilter, text safe from formulas.
 */
public final class DiffWorkbook {

    private DiffWorkbook() {
    }

    public static void write(Diff diff, OutputStream out) throws IOException {
        try (StreamingWorkbook wb = new StreamingWorkbook()) {
            wb.describe("zlayout diff: " + diff.oldSide().path() + " -> " + diff.newSide().path());
            Styles styles = new Styles(wb.template());
            wb.sheet(SheetNames.safe("Paths"), d -> paths(d, styles, diff));
            wb.sheet(SheetNames.safe("Volumes"), d -> volumes(d, styles, diff));
            wb.sheet(SheetNames.safe("Spread"), d -> spread(d, styles, diff));
            wb.sheet(SheetNames.safe("Findings"), d -> findings(d, styles, diff));
            wb.template().setActiveSheet(0);
            wb.write(out);
        }
    }

    private static void paths(SheetData sheet, Styles styles, Diff diff) throws IOException {
        Table t = new Table(sheet, styles).header(List.of("change", "guest", "chpid", "fcp device", "I/O port"));
        for (PathRef p : diff.pathsAdded()) {
            t.row().text("added").text(p.guest()).text(p.chpid()).text(p.fcpDevice()).text(p.ioPort());
        }
        for (PathRef p : diff.pathsRemoved()) {
            t.row().text("removed").text(p.guest()).text(p.chpid()).text(p.fcpDevice()).text(p.ioPort());
        }
        for (String g : diff.guestsAdded()) {
            t.row().text("guest added").text(g);
        }
        for (String g : diff.guestsRemoved()) {
            t.row().text("guest removed").text(g);
        }
        t.finish(1);
    }

    private static void volumes(SheetData sheet, Styles styles, Diff diff) throws IOException {
        Table t = new Table(sheet, styles).header(List.of("volume", "changed", "guests before", "guests after",
                "ranks before", "ranks after", "LSS before", "LSS after"));
        for (Diff.VolumeChange v : diff.volumes()) {
            t.row().text(v.volume()).text(String.join(", ", v.changed()))
                    .text(v.before() == null ? null : String.join(", ", v.before().guests()))
                    .text(v.after() == null ? null : String.join(", ", v.after().guests()))
                    .text(v.before() == null ? null : String.join(", ", v.before().ranks()))
                    .text(v.after() == null ? null : String.join(", ", v.after().ranks()))
                    .text(v.before() == null ? null : v.before().lss())
                    .text(v.after() == null ? null : v.after().lss());
        }
        t.finish(1);
    }

    private static void spread(SheetData sheet, Styles styles, Diff diff) throws IOException {
        Table t = new Table(sheet, styles).header(List.of("guest", "direction", "ranks", "ranks after", "LSS",
                "LSS after", "servers", "servers after", "DA pairs", "DA pairs after", "host adapters",
                "host adapters after", "CHPIDs", "CHPIDs after"));
        for (Diff.SpreadChange s : diff.spread()) {
            Spread a = s.before();
            Spread b = s.after();
            t.row().text(s.guest()).text(s.direction())
                    .number(a.ranks()).number(b.ranks()).number(a.lss()).number(b.lss())
                    .number(a.servers()).number(b.servers()).number(a.deviceAdapters()).number(b.deviceAdapters())
                    .number(a.hostAdapters()).number(b.hostAdapters()).number(a.chpids()).number(b.chpids());
        }
        t.finish(1);
    }

    private static void findings(SheetData sheet, Styles styles, Diff diff) throws IOException {
        Table t = new Table(sheet, styles).header(List.of("change", "rule", "severity", "element", "message",
                "why", "source"));
        if (diff.findings() != null) {
            for (Finding f : diff.findings().fresh()) {
                finding(t, "new", f, null);
            }
            for (Finding f : diff.findings().fixed()) {
                finding(t, "fixed", f, null);
            }
            for (Diff.Hidden h : diff.findings().hidden()) {
                finding(t, "hidden", h.finding(), h.why());
            }
        }
        t.finish(1);
    }

    private static void finding(Table t, String change, Finding f, String why) throws IOException {
        t.row().text(change).text(f.rule()).text(f.severity().label()).text(f.element()).text(f.message()).text(why)
                .text(f.location() == null ? null : f.location().toString());
    }
}
