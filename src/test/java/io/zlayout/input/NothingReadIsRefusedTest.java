package io.zlayout.input;

import io.zlayout.input.catalog.ReaderCatalog;
import io.zlayout.model.Diagnostic;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

/**
 * A file of a format zlayout claims is read to records or refused with exit 3 at the line that made its reader
 * refuse it; "nothing read" with exit 0 happens only to a file its reader understood and found empty, and then
 * {@code --strict} counts it as a skipped file.
 */
class NothingReadIsRefusedTest {

    @TempDir
    Path dir;

    private Path write(String name, String text) throws Exception {
        Path p = dir.resolve(name);
        Files.writeString(p, text);
        return p;
    }

    @Test
    void aDirectoryWhoseOnlyUserEntryIsBrokenIsRefusedAtItsLine() throws Exception {
        // given a z/VM directory whose one USER statement has a user ID of 15 characters
        Path p = write("user.direct", "USER LNX1TOOLONGNAME PW 512M 1G G\n MDISK 0100 3390 0001 1000 VOL001 MR\n");

        // when read as a z/VM directory, then it is refused at that line (exit 3), never an empty site
        assertThatThrownBy(() -> ReaderCatalog.loader(Map.of(p, "zvm-directory")).load(List.of(p)))
                .isInstanceOf(InputException.class)
                .hasMessage(InputLoader.display(p) + ":1:6: expected a user ID (1-8 characters), found"
                        + " 'LNX1TOOLONGNAME'; the USER entry is skipped up to the next entry (nothing was read from this"
                        + " file as zvm-directory)");
    }

    @Test
    void aDirectoryWithOneGoodEntryBesideABrokenOneIsReadWithAWarning() throws Exception {
        Path p = write("user.direct", "USER LN(X1 PW 512M 1G G\n MDISK 0100 3390 0001 1000 VOL001 MR\n"
                + "USER LNX2 PW 512M 1G G\n");

        Inputs in = ReaderCatalog.loader(Map.of(p, "zvm-directory")).load(List.of(p));

        assertThat(in.inputs()).singleElement().satisfies(i -> assertThat(i.result().elements()).isNotEmpty());
        assertThat(in.diagnostics()).filteredOn(d -> d.level() == Diagnostic.Level.WARNING).singleElement()
                .satisfies(d -> assertThat(d.message()).startsWith("expected a user ID (1-8 characters), found"));
        assertThat(in.skipped()).isEmpty();
    }

    @Test
    void aCaptureUnderstoodAndEmptyStaysAWarningThatStrictCounts() throws Exception {
        // given multipath -ll of a host without maps: nothing to read, nothing refused
        Path p = write("multipath.txt", "# multipath -ll\n");

        // when read, then it is kept with a warning and counted as skipped
        Inputs in = ReaderCatalog.loader(Map.of()).load(List.of(p));
        assertThat(in.inputs()).hasSize(1);
        assertThat(in.skipped()).containsExactly(InputLoader.display(p));

        // and --strict refuses the run
        assertThatThrownBy(() -> ReaderCatalog.loader(Map.of()).strict(true).load(List.of(p)))
                .isInstanceOf(InputException.class).hasMessageContaining("--strict");
    }

    @Test
    void anXcatPrefixAfterLeadingBlanksIsCut() throws Exception {
        // given a directory entry as an xCAT log indents its node-prefixed lines
        Path p = write("xcat.direct", "  gpok3: USER LNX1 PW 512M 1G G\n  gpok3:  MDISK 0100 3390 0001 1000 VOL001 MR\n");

        Inputs in = ReaderCatalog.loader(Map.of()).load(List.of(p));

        assertThat(in.inputs()).singleElement().satisfies(i -> {
            assertThat(i.format()).isEqualTo("zvm-directory");
            assertThat(i.result().elements()).hasSize(2);
        });
    }

    @Test
    void dscliNoObjectsIsAnEmptyAnswerNotARefusal() throws Exception {
        // given lsfbvol of a CKD-only image: DSCLI's own "no objects" answer
        Path p = write("lsfbvol.txt", "dscli> lsfbvol -dev IBM.2107-75ZL101\nCMUC00234I lsfbvol: No FB Volume found.\n");

        // when read, then it is a warning about the file, counted as skipped
        Inputs in = ReaderCatalog.loader(Map.of()).load(List.of(p));
        assertThat(in.diagnostics()).filteredOn(d -> d.level() == Diagnostic.Level.WARNING).singleElement()
                .satisfies(d -> assertThat(d.source().line()).isZero());
        assertThat(in.skipped()).containsExactly(InputLoader.display(p));
    }

    @Test
    void dscliOutputOfOtherCommandsOnlyIsRefused() throws Exception {
        Path p = write("user.txt", "dscli> lsuser\nName  Group State\n===================\nadmin admin active\n");

        assertThatThrownBy(() -> ReaderCatalog.loader(Map.of(p, "dscli")).load(List.of(p)))
                .isInstanceOf(InputException.class)
                .hasMessageStartingWith(InputLoader.display(p) + ":1: nothing read from this DSCLI output: it holds the"
                        + " output of commands zlayout does not read (lsuser)");
    }
}
