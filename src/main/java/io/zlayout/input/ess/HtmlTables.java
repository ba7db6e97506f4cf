package io.zlayout.input.ess;

import org.jsoup.Jsoup;
import org.jsoup.nodes.Document;
import org.jsoup.nodes.Element;
import org.jsoup.nodes.Node;
import org.jsoup.nodes.Range;
import org.jsoup.nodes.TextNode;
import org.jsoup.parser.Parser;
import org.jsoup.select.NodeTraversor;
import org.jsoup.select.NodeVisitor;

import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Map;

/**
 * Every {@code <table>} of an HTML page as rows of cell texts, with the line and column each row and cell
 * starts on. A cell's text is its own: the text of a table nested in it belongs to that table's cells, so
 * one pass over the page gives every cell's text (linear however deep tables nest). {@code <br>} and block
 * elements separate words; a {@code colspan} is expanded to that many cells.
 */
final class HtmlTables {

    private static final int MAX_SPAN = 64;

    /** Heap held per element of the parsed page, with its source position (measured: 1 million nested
     * elements need more than 512 MiB and less than 1 GiB). */
    static final long HEAP_PER_ELEMENT = 700;

    /** How many elements a page can have at most: each starts with '<' and a letter. */
    static long elements(String html) {
        long n = 0;
        for (int i = 0, len = html.length() - 1; i < len; i++) {
            if (html.charAt(i) == '<' && Character.isLetter(html.charAt(i + 1))) {
                n++;
            }
        }
        return n;
    }

    private HtmlTables() {
    }

    static List<List<Row>> read(String html) {
        Document doc = Jsoup.parse(html, "", Parser.htmlParser().setTrackPosition(true));
        Map<Element, StringBuilder> texts = cellTexts(doc);
        List<List<Row>> tables = new ArrayList<>();
        for (Element table : doc.getElementsByTag("table")) {
            List<Row> rows = new ArrayList<>();
            for (Element child : table.children()) {
                String tag = child.normalName();
                if (tag.equals("tr")) {
                    rows.add(row(child, texts));
                } else if (tag.equals("thead") || tag.equals("tbody") || tag.equals("tfoot")) {
                    for (Element tr : child.children()) {
                        if (tr.normalName().equals("tr")) {
                            rows.add(row(tr, texts));
                        }
                    }
                }
            }
            tables.add(rows);
        }
        return tables;
    }

    private static Row row(Element tr, Map<Element, StringBuilder> texts) {
        List<Row.Cell> cells = new ArrayList<>();
        Range.Position at = tr.sourceRange().start();
        int line = at.isTracked() ? at.lineNumber() : 0;
        int column = at.isTracked() ? at.columnNumber() : 0;
        for (Element cell : tr.children()) {
            String tag = cell.normalName();
            if (!tag.equals("td") && !tag.equals("th")) {
                continue;
            }
            Range.Position start = cell.sourceRange().start();
            int cellLine = start.isTracked() ? start.lineNumber() : line;
            int col = start.isTracked() ? start.columnNumber() : 0;
            StringBuilder text = texts.get(cell);
            cells.add(new Row.Cell(text == null ? "" : Row.collapse(text), cellLine, col));
            for (int i = 1; i < span(cell.attr("colspan")); i++) {
                cells.add(new Row.Cell("", cellLine, col));
            }
            if (line == 0) {
                line = cellLine;
            }
        }
        return new Row(line, column, cells);
    }

    private static int span(String attr) {
        String s = attr.trim();
        if (s.isEmpty() || s.length() > 3) {
            return 1;
        }
        int n = 0;
        for (int i = 0; i < s.length(); i++) {
            char c = s.charAt(i);
            if (c < '0' || c > '9') {
                return 1;
            }
            n = n * 10 + (c - '0');
        }
        return Math.max(1, Math.min(n, MAX_SPAN));
    }

    /** The own text of every td/th, in one iterative pass over the page. */
    private static Map<Element, StringBuilder> cellTexts(Document doc) {
        Map<Element, StringBuilder> texts = new IdentityHashMap<>();
        StringBuilder outside = new StringBuilder(0); // marks "inside a table, outside any cell": text dropped
        Deque<StringBuilder> open = new ArrayDeque<>();
        NodeTraversor.traverse(new NodeVisitor() {
            @Override
            public void head(Node node, int depth) {
                if (node instanceof TextNode t) {
                    StringBuilder top = open.peek();
                    if (top != null && top != outside) {
                        top.append(t.getWholeText());
                    }
                } else if (node instanceof Element e) {
                    String tag = e.normalName();
                    if (tag.equals("td") || tag.equals("th")) {
                        StringBuilder b = new StringBuilder();
                        texts.put(e, b);
                        open.push(b);
                    } else if (tag.equals("table")) {
                        open.push(outside);
                    } else if (tag.equals("br") || e.isBlock()) {
                        separate(open.peek(), outside);
                    }
                }
            }

            @Override
            public void tail(Node node, int depth) {
                if (node instanceof Element e) {
                    String tag = e.normalName();
                    if (tag.equals("td") || tag.equals("th") || tag.equals("table")) {
                        open.pop();
                    } else if (e.isBlock()) {
                        separate(open.peek(), outside);
                    }
                }
            }
        }, doc);
        return texts;
    }

    private static void separate(StringBuilder top, StringBuilder outside) {
        if (top != null && top != outside) {
            top.append(' ');
        }
    }
}
