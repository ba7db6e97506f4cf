package io.zlayout.input.dscli;

import io.zlayout.input.InputException;

import java.util.Arrays;

/** The XML of a section ({@code -fmt xml}): each object mapped by its properties' names. */
final class XmlReading {

    private final Reading r;
    private final StanzaReader stanzas;
    private final TableReader tables;

    XmlReading(Reading r, StanzaReader stanzas, TableReader tables) {
        this.r = r;
        this.stanzas = stanzas;
        this.tables = tables;
    }

    /** Reads the XML document from line index i to the next echo or document; returns the index after it. */
    int read(Section s, int i) throws InputException {
        int j = i + 1;
        while (j < r.lines.size() && !Echo.isEcho(r.lines.get(j)) && !r.lines.get(j).stripLeading().startsWith("<?xml")) {
            j++;
        }
        StringBuilder b = new StringBuilder();
        for (int k = i; k < j; k++) {
            if (k > i) {
                b.append('\n');
            }
            b.append(r.lines.get(k));
        }
        stanzas.flush(s);
        tables.end(s);
        XmlOutput.read(b.toString(), r.file, i + 1, new XmlOutput.Sink() {
            @Override
            public void root(String command) {
                s.xmlCommand = command;
            }

            @Override
            public void record(XmlOutput.XmlRecord x) throws InputException {
                object(s, x);
            }
        });
        return j;
    }

    private void object(Section s, XmlOutput.XmlRecord x) throws InputException {
        Columns cols = r.columns(x.names(), x.line(), "property");
        int[] columns = new int[x.values().size()];
        Arrays.fill(columns, x.column());
        Row row = new Row(x.values().toArray(new String[0]), x.line(), null, columns);
        if (cols.has("rank") && cols.has("extents") && !cols.has("ID")) {
            r.records.emit(Command.RANK_EXTENTS, cols, row, s.image);
            return;
        }
        Command c = s.command != null ? s.command
                : s.xmlCommand != null ? Command.byWord(s.xmlCommand) : Command.recognise(cols);
        if (c == null) {
            r.account.warning(x.line(), "skipped an XML object: its properties "
                    + InputException.quote(String.join(", ", x.names())) + " match no command zlayout reads");
            return;
        }
        cols.require(c, r.file.ref(x.line(), x.column()), "XML object", "property");
        r.records.emit(c, cols, row, s.image);
    }
}
