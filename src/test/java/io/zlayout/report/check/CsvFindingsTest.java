package io.zlayout.report.check;

import io.zlayout.model.SourceRef;
import io.zlayout.testing.Golden;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;

class CsvFindingsTest {

    static final Path GOLDEN = Path.of("src/test/resources/io/zlayout/report/check/findings.csv");

    @Test
    void sampleReportMatchesTheGolden() {
        Golden.assertMatches(GOLDEN, CsvFindings.render(SampleReport.report()));
    }

    @Test
    void readsBackAsTheHeaderAndOneRowPerFindingInReportOrder() {
        // given
        CheckReport report = SampleReport.report();

        // when
        List<List<String>> rows = Rfc4180.parse(CsvFindings.render(report));

        // then
        assertThat(rows).containsExactly(
                List.of("rule", "severity", "element", "elements", "path", "line", "message", "remediation"),
                List.of("alpha-paths", "error", "cu:5000", "cu:5000 lss:IBM.2107-75AB121/00 chpid:0.50",
                        "iocds/main.iocp", "42", "cu:5000 (LCU 00) is reached through CHPID 0.50 only",
                        "Add a second CHPID, on another channel card."),
                List.of("alpha-paths", "error", "cu:5100", "cu:5100 chpid:0.51", "iocds/main.iocp", "57",
                        "CNTLUNIT 5100 says \"PATH=(51)\", <only> one & no other,\\x0asee the second card",
                        "Add a second CHPID, on another channel card."),
                List.of("beta-balance", "warning", SampleReport.ODD_GUEST,
                        SampleReport.ODD_GUEST + " volume:IBM.2107-75AB121/1100", "/srv/site/storage/lsfbvol.txt", "12",
                        "volumes of guest LNX2 all sit on server 1", "'=Spread the group over even and odd LSS."),
                List.of("beta-balance", "warning", "guest:LNX1",
                        "guest:LNX1 volume:IBM.2107-75AB121/1000 volume:IBM.2107-75AB121/1001",
                        "storage/ds8k export/lsfbvol.txt", "", "'=SUM(A1:A9) volumes of guest LNX1 all sit on server 0",
                        "'=Spread the group over even and odd LSS."),
                List.of("gamma-notes", "info", "guest:LNX1", "guest:LNX1", "zvm/user.direct", "3",
                        "'-minidisk cache is on for LNX1: it helps re-reads and costs on writes", "Read the note."),
                List.of("gamma-notes", "info", "guest:LNX3", "guest:LNX3", "", "",
                        "guest LNX3 has no host captures", "Read the note."));
    }

    @Test
    void recordsEndWithLfOnly() {
        String csv = CsvFindings.render(SampleReport.report());

        assertThat(csv).doesNotContain("\r").endsWith("\n");
        assertThat(csv.lines().findFirst()).hasValue("rule,severity,element,elements,path,line,message,remediation");
    }

    @Test
    void noFindingsIsTheHeaderAlone() {
        assertThat(CsvFindings.render(SampleReport.of(List.of())))
                .isEqualTo("rule,severity,element,elements,path,line,message,remediation\n");
    }

    @ParameterizedTest
    @ValueSource(strings = {"=", "+", "-", "@", "\t", "\r"})
    void aFieldAFormulaCouldStartWithGetsAQuoteFirst(String lead) {
        // given a message an input file could have planted
        String planted = lead + "HYPERLINK(\"http://x\")";
        CheckReport report = SampleReport.of(List.of(
                SampleReport.finding(SampleReport.ALPHA, planted, List.of("cu:5000"), SourceRef.at("a.iocp", 1))));

        // when
        List<List<String>> rows = Rfc4180.parse(CsvFindings.render(report));

        // then the spreadsheet sees text: the field starts with a single quote (a carriage return shown escaped)
        assertThat(rows.get(1).get(6)).isEqualTo("'" + planted.replace("\r", "\\x0d"));
    }

    @Test
    void theDefusingQuoteGoesInsideTheDoubleQuotes() {
        assertThat(CsvFindings.field("=1+1,2")).isEqualTo("\"'=1+1,2\"");
        assertThat(CsvFindings.field("-2")).isEqualTo("'-2");
    }

    @Test
    void fieldsAreQuotedOnlyWhereRfc4180NeedsIt() {
        assertThat(CsvFindings.field("plain text: ok; fine")).isEqualTo("plain text: ok; fine");
        assertThat(CsvFindings.field("a,b")).isEqualTo("\"a,b\"");
        assertThat(CsvFindings.field("say \"hi\"")).isEqualTo("\"say \"\"hi\"\"\"");
        assertThat(CsvFindings.field("two\nlines")).as("a line break is shown, never kept").isEqualTo("two\\x0alines");
        assertThat(CsvFindings.field("cr\rinside")).isEqualTo("cr\\x0dinside");
        assertThat(CsvFindings.field("")).isEmpty();
        assertThat(CsvFindings.field(null)).isEmpty();
    }

    @Test
    void theTestReaderFollowsRfc4180() {
        assertThat(Rfc4180.parse("a,\"b,\"\"c\"\"\nd\",\n\"\",e\n"))
                .containsExactly(List.of("a", "b,\"c\"\nd", ""), List.of("", "e"));
    }

    /** A strict RFC 4180 reader (LF or CRLF record ends), only for reading the output back. */
    static final class Rfc4180 {

        static List<List<String>> parse(String text) {
            List<List<String>> rows = new ArrayList<>();
            List<String> row = new ArrayList<>();
            StringBuilder field = new StringBuilder();
            int i = 0;
            int n = text.length();
            while (i < n) {
                char c = text.charAt(i);
                if (c == '"' && field.length() == 0) {
                    i++;
                    while (true) {
                        if (i >= n) {
                            throw new IllegalArgumentException("unterminated quoted field");
                        }
                        char q = text.charAt(i);
                        if (q == '"') {
                            if (i + 1 < n && text.charAt(i + 1) == '"') {
                                field.append('"');
                                i += 2;
                                continue;
                            }
                            i++;
                            break;
                        }
                        field.append(q);
                        i++;
                    }
                    if (i < n && text.charAt(i) != ',' && text.charAt(i) != '\n' && text.charAt(i) != '\r') {
                        throw new IllegalArgumentException("text after a closing quote at " + i);
                    }
                    continue;
                }
                if (c == '"') {
                    throw new IllegalArgumentException("quote inside an unquoted field at " + i);
                }
                if (c == ',') {
                    row.add(field.toString());
                    field.setLength(0);
                    i++;
                } else if (c == '\n' || (c == '\r' && i + 1 < n && text.charAt(i + 1) == '\n')) {
                    row.add(field.toString());
                    field.setLength(0);
                    rows.add(row);
                    row = new ArrayList<>();
                    i += c == '\r' ? 2 : 1;
                } else if (c == '\r') {
                    throw new IllegalArgumentException("bare CR in an unquoted field at " + i);
                } else {
                    field.append(c);
                    i++;
                }
            }
            if (field.length() > 0 || !row.isEmpty()) {
                throw new IllegalArgumentException("last record has no line end");
            }
            return rows;
        }
    }
}
