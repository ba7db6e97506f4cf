package io.zlayout.input.dscli;

import io.zlayout.input.InputException;
import io.zlayout.input.ParseResult;
import io.zlayout.input.ReadContext;
import io.zlayout.input.SourceFile;
import io.zlayout.model.Diagnostic;
import io.zlayout.model.IoPort;
import io.zlayout.model.Volume;
import org.junit.jupiter.api.Test;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * Aligned ({@code -fmt default}) and stanza tables a terminal narrower than the table wrapped: every line cut at the
 * terminal's width, the rest in column 1 of the line below. They read to the same records as the table unwrapped,
 * with one note.
 */
class DscliWrappedTablesTest {

    private static final Path SITE = Path.of("samples", "ds8k-site", "storage");

    private static ParseResult read(String text) throws InputException {
        return new DscliReader().read(SourceFile.of("f.txt", text), ReadContext.NONE);
    }

    /**
     * What a terminal of {@code width} columns does to every line longer than it (the lines starting with
     * {@code keep}, and the banner, kept whole when {@code keep} is given).
     */
    private static String wrap(String text, int width, String keep) {
        List<String> out = new ArrayList<>();
        for (String l : text.split("\n", -1)) {
            if (keep != null && (l.startsWith(keep) || l.startsWith("Date/Time"))) {
                out.add(l);
                continue;
            }
            while (l.length() > width) {
                out.add(l.substring(0, width));
                l = l.substring(width);
            }
            out.add(l);
        }
        return String.join("\n", out);
    }

    /** The records of a type as text without their places (the wrapped file's line numbers differ). */
    private static List<String> records(ParseResult r, Class<?> type) {
        return r.elements().stream().filter(type::isInstance).map(DscliWrappedTablesTest::withoutPlace).toList();
    }

    /** A record as text without its places. */
    private static String withoutPlace(Object record) {
        return record.toString().replaceAll("source=[^,\\]]*", "");
    }

    private static List<String> notes(ParseResult r) {
        return r.diagnostics().stream().filter(d -> d.level() == Diagnostic.Level.NOTE).map(Diagnostic::toString)
                .toList();
    }

    @Test
    void anAlignedTableWrappedAtSixtyColumnsReadsAsUnwrapped() throws Exception {
        // given lsioport -l (91 columns wide with its banner) wrapped by a 60-column terminal
        String text = Files.readString(SITE.resolve("lsioport-default.txt"));
        ParseResult whole = read(text);

        // when read wrapped
        ParseResult wrapped = read(wrap(text, 60, null));

        // then the same ports; the banner, the header and each row joined, said once
        assertThat(records(wrapped, IoPort.class)).isNotEmpty().isEqualTo(records(whole, IoPort.class));
        assertThat(notes(wrapped)).contains("f.txt:1: note: 10 row(s) or header(s) wrapped onto the line below (a"
                + " terminal or mail client's line width) read as one each");
    }

    @Test
    void anAlignedTableNarrowerThanTheFileIsNeverJoined() throws Exception {
        // given an unwrapped table whose two longest lines are rows: the header is no wider, so nothing is joined
        String text = "dscli> lsioport -dev IBM.2107-75ZL101\n"
                + "ID    WWPN             State  Type             topo     portgrp\n"
                + "===============================================================\n"
                + "I0000 50050763090000A1 Online Fibre Channel-LW FICON          0\n"
                + "I0001 50050763090040A1 Online Fibre Channel-SW SCSI-FCP       0\n"
                + "I0002 50050763090080A1 Online Fibre Channel-SW SCSI-FCP       0\n";

        ParseResult r = read(text);

        assertThat(r.elements().stream().filter(IoPort.class::isInstance)).hasSize(3);
        assertThat(notes(r)).noneMatch(n -> n.contains("wrapped"));
    }

    @Test
    void stanzaValuesWrappedAtFortyColumnsReadAsUnwrapped() throws Exception {
        // given showfbvol -rank stanzas, their long GUID values wrapped by a 40-column terminal
        String text = Files.readString(SITE.resolve("showfbvol-rank.txt"));
        ParseResult whole = read(text);

        ParseResult wrapped = read(wrap(text, 40, "dscli>"));

        assertThat(records(wrapped, Volume.class)).isNotEmpty().isEqualTo(records(whole, Volume.class));
    }
}
