package io.zlayout.input.dscli;

import io.zlayout.model.Element;
import io.zlayout.model.SourceRef;

import java.lang.reflect.RecordComponent;
import java.util.ArrayList;
import java.util.List;

/**
 * Prints one table (header names and rows) the way DSCLI prints it in each output format, so that every
 * command can be read back in every format from one definition. Shapes follow docs/formats/dscli.md.
 */
final class Render {

    enum Format {
        /** Aligned columns under a header and a {@code ====} line (ls); key/value lines (show). */
        DEFAULT,
        /** {@code -fmt delim -delim | -hdr on}. */
        DELIM,
        /** {@code -fmt delim -delim | -hdr off}: rows only. */
        DELIM_NO_HEADER,
        /** {@code -fmt stanza}: key/value lines, a blank line between objects. */
        STANZA,
        /** {@code -fmt xml}. */
        XML
    }

    private Render() {
    }

    /** The echo line for a command and format. */
    static String echo(String command, String flags, Format format) {
        String f = switch (format) {
            case DEFAULT -> "";
            case DELIM -> " -fmt delim -delim | -hdr on";
            case DELIM_NO_HEADER -> " -fmt delim -delim | -hdr off";
            case STANZA -> " -fmt stanza";
            case XML -> " -fmt xml";
        };
        return "dscli> " + command + (flags.isEmpty() ? "" : " " + flags) + " -dev IBM.2107-75ZL101" + f + " -bnr off\n";
    }

    static String body(Format format, boolean show, List<String> header, List<List<String>> rows, String command) {
        return switch (format) {
            case DEFAULT -> show ? stanza(header, rows) : aligned(header, rows);
            case DELIM -> delim(header, rows, '|', true);
            case DELIM_NO_HEADER -> delim(header, rows, '|', false);
            case STANZA -> stanza(header, rows);
            case XML -> xml(header, rows, command);
        };
    }

    static String aligned(List<String> header, List<List<String>> rows) {
        int[] w = new int[header.size()];
        boolean[] right = new boolean[header.size()];
        for (int i = 0; i < w.length; i++) {
            w[i] = header.get(i).length();
            right[i] = true;
            for (List<String> r : rows) {
                w[i] = Math.max(w[i], r.get(i).length());
                right[i] &= r.get(i).matches("[0-9.]+|-");
            }
        }
        StringBuilder b = new StringBuilder();
        String h = line(header, w, new boolean[w.length]);
        b.append(h).append('\n').append("=".repeat(h.length())).append('\n');
        for (List<String> r : rows) {
            b.append(line(r, w, right)).append('\n');
        }
        return b.toString();
    }

    private static String line(List<String> cells, int[] w, boolean[] right) {
        StringBuilder b = new StringBuilder();
        for (int i = 0; i < cells.size(); i++) {
            if (i > 0) {
                b.append(' ');
            }
            String c = cells.get(i);
            String pad = " ".repeat(w[i] - c.length());
            b.append(right[i] ? pad + c : c + pad);
        }
        return b.toString().stripTrailing();
    }

    static String delim(List<String> header, List<List<String>> rows, char d, boolean withHeader) {
        StringBuilder b = new StringBuilder();
        if (withHeader) {
            String h = String.join(String.valueOf(d), header);
            b.append(h).append('\n').append("=".repeat(h.length())).append('\n');
        }
        for (List<String> r : rows) {
            b.append(String.join(String.valueOf(d), r)).append('\n');
        }
        return b.toString();
    }

    static String stanza(List<String> header, List<List<String>> rows) {
        int kw = header.stream().mapToInt(String::length).max().orElse(0) + 1;
        StringBuilder b = new StringBuilder();
        for (int r = 0; r < rows.size(); r++) {
            if (r > 0) {
                b.append('\n');
            }
            for (int i = 0; i < header.size(); i++) {
                b.append(header.get(i)).append(" ".repeat(kw - header.get(i).length())).append(rows.get(r).get(i))
                        .append('\n');
            }
        }
        return b.toString();
    }

    static String xml(List<String> header, List<List<String>> rows, String command) {
        StringBuilder b = new StringBuilder("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n");
        b.append("<IRETURN NAME=\"").append(command).append("\">\n");
        for (List<String> r : rows) {
            b.append(" <INSTANCE CLASSNAME=\"").append(command).append("\">\n");
            for (int i = 0; i < header.size(); i++) {
                b.append("  <PROPERTY NAME=\"").append(escape(header.get(i))).append("\" TYPE=\"string\"><VALUE>")
                        .append(escape(r.get(i))).append("</VALUE></PROPERTY>\n");
            }
            b.append(" </INSTANCE>\n");
        }
        return b.append("</IRETURN>\n").toString();
    }

    static String escape(String s) {
        return s.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;").replace("\"", "&quot;");
    }

    /** A record with every SourceRef component set to null, to compare facts without places. */
    static Element withoutSource(Element e) {
        try {
            RecordComponent[] comps = e.getClass().getRecordComponents();
            Object[] values = new Object[comps.length];
            Class<?>[] types = new Class<?>[comps.length];
            for (int i = 0; i < comps.length; i++) {
                types[i] = comps[i].getType();
                values[i] = types[i] == SourceRef.class ? null : comps[i].getAccessor().invoke(e);
            }
            return (Element) e.getClass().getDeclaredConstructor(types).newInstance(values);
        } catch (ReflectiveOperationException x) {
            throw new IllegalStateException(x);
        }
    }

    static List<Element> withoutSources(List<Element> elements) {
        List<Element> out = new ArrayList<>();
        elements.forEach(e -> out.add(withoutSource(e)));
        return out;
    }
}
