package io.zlayout.input.zvm;

import io.zlayout.input.InputReader;
import io.zlayout.input.catalog.ReaderCatalog;
import io.zlayout.input.SourceFile;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

import java.nio.file.Path;

import static io.zlayout.input.zvm.ZvmFixtures.fixture;
import static io.zlayout.input.zvm.ZvmFixtures.text;
import static org.assertj.core.api.Assertions.assertThat;

/** A directory is recognised by its entries and statements, never by its file name. */
class ZvmDirectorySniffTest {

    private final ZvmDirectoryReader reader = new ZvmDirectoryReader();

    @Test
    void theReaderIsInTheCatalogUnderItsFormatName() {
        assertThat(ReaderCatalog.byFormat("zvm-directory")).get().isInstanceOf(ZvmDirectoryReader.class);
        assertThat(reader.format()).isEqualTo("zvm-directory");
    }

    @Test
    void theSampleSiteDirectoryIsRecognised() throws Exception {
        Path sample = Path.of("samples/ds8k-site/zvm/USER.DIRECT");

        assertThat(reader.sniff(SourceFile.load(sample, "USER.DIRECT"))).isEqualTo(90);
    }

    @ParameterizedTest
    @ValueSource(strings = {"dirmaint-get.direct", "lower-case.direct"})
    void directoryEntriesAreRecognised(String name) {
        assertThat(reader.sniff(fixture(name))).isEqualTo(90);
    }

    @ParameterizedTest
    @ValueSource(strings = {"iocp.deck", "dscli-lsfbvol.txt", "zlayout.yaml", "lsdasd.txt", "prose.txt"})
    void otherFormatsAndProseAreNotClaimed(String name) {
        assertThat(reader.sniff(fixture(name))).isLessThan(InputReader.LIKELY);
    }

    @Test
    void aUserLineInOtherTextIsNotEnough() {
        // given one USER statement and otherwise words the directory does not know
        SourceFile f = text("USER LNX1 PW 4G 8G G\nhello world\nthis is not a directory\nbut it has a USER line\n");

        assertThat(reader.sniff(f)).isEqualTo(10);
    }

    @Test
    void certaintyNeedsAStatementThatOnlyAnEntryHas() {
        // given entries with MACHINE (only an entry has it), and with statements other files might have too
        assertThat(reader.sniff(text("USER LNX1 PW 4G 8G G\n CPU 00\n MACHINE ESA\n"))).isEqualTo(90);
        assertThat(reader.sniff(text("USER LNX1 PW 4G 8G G\n CLASS G\n OPTION APPLMON\n"))).isEqualTo(40);
    }

    @Test
    void emptyAndBinaryFilesAreNotClaimed() {
        assertThat(reader.sniff(text(""))).isZero();
        assertThat(reader.sniff(new SourceFile(Path.of("x"), "x", new byte[]{'U', 'S', 'E', 'R', 0, ' ', 'A'})))
                .isZero();
    }
}
