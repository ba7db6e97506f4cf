package io.zlayout.input;

import io.zlayout.input.catalog.ReaderCatalog;
import io.zlayout.model.Diagnostic;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * Captures a mail client or a terminal wrapped at its line width: each line longer than that goes on at the start
 * of the next. The IOCP deck and the DSCLI delimited rows of the worst-case sample read to the same records as
 * unwrapped, with one note; so do the z/VM directories of the samples, whose long comments and statements a mail
 * client narrower than a record (80 columns) wraps.
 */
class WrappedCapturesTest {

    @TempDir
    Path tmp;

    @ParameterizedTest
    @CsvSource({"samples/worst-case/iocds/IOCDS.deck, 72, card(s)", "samples/worst-case/iocds/IOCDS.deck, 70, card(s)",
        "samples/worst-case/storage/ds8k-wc.txt, 80, row(s) or header(s)",
        "samples/ds8k-site/storage/lsfbvol.txt, 80, row(s) or header(s)",
        "samples/ds8k-site/zvm/USER.DIRECT, 72, record(s)", "samples/ds8900f-site/zvm/USER.DIRECT, 64, record(s)",
        "samples/worst-case-fixed/zvm/USER.DIRECT, 76, record(s)"})
    void aWrappedCaptureReadsAsTheCaptureItself(String sample, int width, String unit) throws Exception {
        Path original = Path.of(sample);
        Path wrapped = tmp.resolve(original.getFileName());
        Files.writeString(wrapped, fold(Files.readString(original), width));

        Inputs before = ReaderCatalog.loader(Map.of()).load(List.of(original));
        Inputs after = ReaderCatalog.loader(Map.of()).load(List.of(wrapped));

        assertThat(RealWorldCorpusTest.counts(after)).as(after.diagnostics().toString()).isEqualTo(RealWorldCorpusTest.counts(before));
        assertThat(after.diagnostics()).filteredOn(d -> d.level() == Diagnostic.Level.NOTE)
                .extracting(Diagnostic::message)
                .anySatisfy(m -> assertThat(m).contains(unit + " wrapped onto the line below"));
        assertThat(after.diagnostics()).filteredOn(d -> d.level() == Diagnostic.Level.WARNING)
                .hasSameSizeAs(before.diagnostics().stream().filter(d -> d.level() == Diagnostic.Level.WARNING)
                        .toList());
    }

    private static String fold(String text, int width) {
        StringBuilder b = new StringBuilder();
        for (String line : SourceFile.lines(text)) {
            if (line.isEmpty()) {
                b.append('\n');
            }
            for (int i = 0; i < line.length(); i += width) {
                b.append(line, i, Math.min(line.length(), i + width)).append('\n');
            }
        }
        return b.toString();
    }

}
