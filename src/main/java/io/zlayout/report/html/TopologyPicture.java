package io.zlayout.report.html;

import io.zlayout.report.site.Topology;
import io.zlayout.rules.Severity;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;

/**
 * Draws one storage image as SVG: CHPIDs -> host adapters -> the image's two servers -> ranks. Fill shows
 * load (guest disks carried, in five classes of the highest load on the page), the outline the most serious
 * finding naming the component. A column of more than {@value #LIST_MAX} components is drawn as a grid of
 * tiles whose names are in their tooltips, so the picture of a large site stays a picture.
 */
final class TopologyPicture {

    static final int LIST_MAX = 40;

    /** Load classes, lightest first; index 0 is "no load". */
    static final String[] LOAD_FILLS = {"#f2f2f2", "#d9f0d3", "#a6dba0", "#fee08b", "#fdae61", "#f46d43"};
    static final String[] LOAD_NAMES = {"none", "up to 20%", "up to 40%", "up to 60%", "up to 80%", "up to 100%"};

    private static final int NODE_W = 96;
    private static final int NODE_H = 20;
    private static final int NODE_PITCH = 26;
    private static final int TILE = 12;
    private static final int TILE_PITCH = 15;
    private static final int TILES_PER_ROW = 16;
    private static final int GAP = 110;
    private static final int TOP = 40;
    private static final int SERVER_W = 64;

    /** A placed node: its box. */
    private record Box(int x, int y, int w, int h) {
        int midY() {
            return y + h / 2;
        }

        int right() {
            return x + w;
        }
    }

    /** A laid-out column. */
    private record Column(List<Box> boxes, int width, int height, boolean grid) {
    }

    private TopologyPicture() {
    }

    static String svg(Topology t, int maxLoad, int index) {
        List<Topology.Node> ranks = new ArrayList<>(t.ranks());
        // ranks by server so their links to the two server boxes do not cross
        ranks.sort(Comparator.comparingInt((Topology.Node n) -> n.group() < 0 ? 2 : n.group()));
        int x = 0;
        Column chpids = layout(t.chpids().size(), x);
        x += chpids.width() + GAP;
        Column adapters = layout(t.adapters().size(), x);
        x += adapters.width() + GAP / 2;
        int serverX = x;
        x += SERVER_W + GAP / 2;
        Column rankCol = layout(ranks.size(), x);
        int width = x + rankCol.width() + 4;
        int inner = Math.max(Math.max(chpids.height(), adapters.height()), Math.max(rankCol.height(), 2 * NODE_PITCH + 20));
        int height = TOP + inner + 10;
        Box server0 = new Box(serverX, TOP, SERVER_W, inner / 2 - 6);
        Box server1 = new Box(serverX, TOP + inner / 2 + 6, SERVER_W, inner / 2 - 6);

        StringBuilder b = new StringBuilder();
        String titleId = "topo-title-" + index;
        b.append("<svg xmlns=\"http://www.w3.org/2000/svg\" class=\"topology\" width=\"").append(width)
                .append("\" height=\"").append(height).append("\" viewBox=\"0 0 ").append(width).append(' ')
                .append(height).append("\" role=\"img\" aria-labelledby=\"").append(titleId).append("\">\n");
        b.append("<title id=\"").append(titleId).append("\">Topology of ").append(Html.esc(t.image())).append(": ")
                .append(t.chpids().size()).append(" CHPIDs, ").append(t.adapters().size()).append(" host adapters, ")
                .append(ranks.size()).append(" ranks</title>\n");
        caption(b, 0, "CHPIDs (" + t.chpids().size() + ")");
        caption(b, adapters.boxes().isEmpty() ? chpids.width() + GAP : adapters.boxes().get(0).x(),
                "Host adapters (" + t.adapters().size() + ")");
        caption(b, serverX, "Servers");
        caption(b, rankCol.boxes().isEmpty() ? serverX + SERVER_W + GAP / 2 : rankCol.boxes().get(0).x(),
                "Ranks (" + ranks.size() + ")");

        b.append("<g class=\"links\">\n");
        for (Topology.Edge e : t.edges()) {
            Box c = chpids.boxes().get(e.chpid());
            Box a = adapters.boxes().get(e.adapter());
            line(b, c.right(), c.midY(), a.x(), a.midY());
        }
        for (Box a : adapters.boxes()) {
            line(b, a.right(), a.midY(), server0.x(), server0.midY());
            line(b, a.right(), a.midY(), server1.x(), server1.midY());
        }
        for (int i = 0; i < ranks.size(); i++) {
            Box r = rankCol.boxes().get(i);
            int g = ranks.get(i).group();
            if (g == 0 || g == 1) {
                Box s = g == 0 ? server0 : server1;
                line(b, s.right(), s.midY(), r.x(), r.midY());
            }
        }
        b.append("</g>\n");
        server(b, server0, "Server 0");
        server(b, server1, "Server 1");
        nodes(b, "chpid", t.chpids(), chpids, maxLoad);
        nodes(b, "adapter", t.adapters(), adapters, maxLoad);
        nodes(b, "rank", ranks, rankCol, maxLoad);
        if (t.chpids().isEmpty()) {
            empty(b, 0, "none reach this image");
        }
        if (t.adapters().isEmpty()) {
            empty(b, chpids.width() + GAP, "no I/O ports in the exports");
        }
        if (ranks.isEmpty()) {
            empty(b, serverX + SERVER_W + GAP / 2, "none in the exports");
        }
        b.append("</svg>\n");
        return b.toString();
    }

    private static Column layout(int n, int x) {
        List<Box> boxes = new ArrayList<>(n);
        if (n <= LIST_MAX) {
            for (int i = 0; i < n; i++) {
                boxes.add(new Box(x, TOP + i * NODE_PITCH, NODE_W, NODE_H));
            }
            return new Column(boxes, NODE_W, n * NODE_PITCH, false);
        }
        for (int i = 0; i < n; i++) {
            boxes.add(new Box(x + (i % TILES_PER_ROW) * TILE_PITCH, TOP + (i / TILES_PER_ROW) * TILE_PITCH, TILE, TILE));
        }
        int rows = (n + TILES_PER_ROW - 1) / TILES_PER_ROW;
        return new Column(boxes, TILES_PER_ROW * TILE_PITCH, rows * TILE_PITCH, true);
    }

    private static void caption(StringBuilder b, int x, String text) {
        b.append("<text class=\"cap\" x=\"").append(x).append("\" y=\"").append(TOP - 14).append("\">")
                .append(Html.esc(text)).append("</text>\n");
    }

    private static void empty(StringBuilder b, int x, String text) {
        b.append("<text class=\"none\" x=\"").append(x).append("\" y=\"").append(TOP + 14).append("\">")
                .append(Html.esc(text)).append("</text>\n");
    }

    private static void line(StringBuilder b, int x1, int y1, int x2, int y2) {
        b.append("<line x1=\"").append(x1).append("\" y1=\"").append(y1).append("\" x2=\"").append(x2)
                .append("\" y2=\"").append(y2).append("\"/>\n");
    }

    private static void server(StringBuilder b, Box s, String label) {
        b.append("<rect class=\"server\" x=\"").append(s.x()).append("\" y=\"").append(s.y()).append("\" width=\"")
                .append(s.w()).append("\" height=\"").append(Math.max(10, s.h())).append("\" rx=\"4\"/>\n");
        b.append("<text class=\"lbl\" x=\"").append(s.x() + s.w() / 2).append("\" y=\"").append(s.midY() + 4)
                .append("\">").append(label).append("</text>\n");
    }

    private static void nodes(StringBuilder b, String kind, List<Topology.Node> nodes, Column col, int maxLoad) {
        b.append("<g class=\"").append(kind).append("\">\n");
        for (int i = 0; i < nodes.size(); i++) {
            Topology.Node n = nodes.get(i);
            Box box = col.boxes().get(i);
            int cls = loadClass(n.load(), maxLoad);
            b.append("<g><title>").append(Html.esc(tooltip(n))).append("</title>");
            b.append("<rect x=\"").append(box.x()).append("\" y=\"").append(box.y()).append("\" width=\"")
                    .append(box.w()).append("\" height=\"").append(box.h()).append("\" rx=\"")
                    .append(col.grid() ? 2 : 3).append("\" fill=\"").append(LOAD_FILLS[cls]).append('"');
            if (n.severity() != null) {
                b.append(" class=\"sev-").append(n.severity().label()).append('"');
            }
            b.append("/>");
            if (!col.grid()) {
                b.append("<text class=\"lbl\" x=\"").append(box.x() + box.w() / 2).append("\" y=\"")
                        .append(box.y() + 14).append("\">").append(Html.esc(n.label())).append("</text>");
            }
            b.append("</g>\n");
        }
        b.append("</g>\n");
    }

    /** 0 for no load, else 1..5 by the share of the highest load. */
    static int loadClass(int load, int maxLoad) {
        if (load <= 0 || maxLoad <= 0) {
            return 0;
        }
        int c = (int) Math.ceil(5.0 * load / maxLoad);
        return Math.max(1, Math.min(5, c));
    }

    private static String tooltip(Topology.Node n) {
        StringBuilder s = new StringBuilder(n.identity());
        if (n.detail() != null) {
            s.append(" (").append(n.detail()).append(')');
        }
        s.append(": ").append(n.load()).append(n.load() == 1 ? " guest disk" : " guest disks");
        if (n.findings() > 0) {
            s.append("; ").append(n.findings()).append(n.findings() == 1 ? " finding" : " findings")
                    .append(", the most serious ").append(n.severity().label());
        }
        return s.toString();
    }

    /** The outline colour of a severity, shared with the legend. */
    static String outline(Severity s) {
        return switch (s) {
            case ERROR -> "#b3261e";
            case WARNING -> "#d08700";
            case INFO -> "#1a5fb4";
        };
    }
}
