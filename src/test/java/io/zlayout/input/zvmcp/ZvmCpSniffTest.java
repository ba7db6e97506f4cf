package io.zlayout.input.zvmcp;

import io.zlayout.input.InputReader;
import io.zlayout.input.catalog.ReaderCatalog;
import io.zlayout.input.SourceFile;
import io.zlayout.input.linux.LinuxReader;
import io.zlayout.input.zvm.ZvmDirectoryReader;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

import java.nio.file.Files;
import java.nio.file.Path;

import static org.assertj.core.api.Assertions.assertThat;

/** CP output is recognised by its responses' first lines, never by a file name; other formats are not claimed. */
class ZvmCpSniffTest {

    private final ZvmCpReader reader = new ZvmCpReader();

    private static SourceFile load(String path) throws Exception {
        Path p = Path.of(path);
        return new SourceFile(p, p.getFileName().toString(), Files.readAllBytes(p));
    }

    @Test
    void theReaderIsInTheCatalogUnderItsFormatName() {
        assertThat(ReaderCatalog.byFormat("zvm-cp")).get().isInstanceOf(ZvmCpReader.class);
    }

    @ParameterizedTest
    @ValueSource(strings = {"ibm_zvm72_query_paths_usage_note.txt", "feilong_test_smtclient_fcp_info_by_status.txt",
            "feilong_test_volumeop_raw_fcp_info_xcat_prefix.txt", "feilong_test_utils_vmcp_query_chpid_pchid.txt"})
    void cpResponsesAreCertain(String name) throws Exception {
        assertThat(reader.sniff(load("src/test/resources/realworld/zvm-cp/" + name))).isEqualTo(90);
    }

    @Test
    void aPastedSessionWithOtherCommandsIsLikely() throws Exception {
        SourceFile f = load("src/test/resources/realworld/zvm-cp/rhel5_installation_guide_scsi_ipl_q_fcp.txt");

        assertThat(reader.sniff(f)).isEqualTo(70);
        assertThat(new LinuxReader().sniff(f)).isLessThan(70);
    }

    @ParameterizedTest
    @ValueSource(strings = {"samples/ds8k-site/zvm/USER.DIRECT",
            "src/test/resources/io/zlayout/input/linux/lszfcp-PHD.txt",
            "src/test/resources/io/zlayout/input/linux/multipath-ll.txt",
            "src/test/resources/io/zlayout/input/linux/lsdasd-l.txt",
            "src/test/resources/io/zlayout/input/zvm-directory/iocp.deck",
            "src/test/resources/io/zlayout/input/zvm-directory/prose.txt"})
    void otherFormatsAreNotClaimed(String path) throws Exception {
        assertThat(reader.sniff(load(path))).isLessThan(InputReader.LIKELY);
    }

    @Test
    void theDirectoryReaderDoesNotClaimCpOutput() throws Exception {
        SourceFile f = load("src/test/resources/realworld/zvm-cp/feilong_test_smtclient_fcp_info_by_status.txt");

        assertThat(new ZvmDirectoryReader().sniff(f)).isLessThan(InputReader.LIKELY);
    }
}
