package io.zlayout.pipeline;

import io.zlayout.report.site.ReportInput;
import org.junit.jupiter.api.Test;

import java.util.List;
import java.util.Map;

import static org.assertj.core.api.Assertions.assertThat;

class ReportFilesOwnerTest {

    @Test
    void planFilesBelongToTheGuestWhoseFolderHoldsThem() {
        // given guests, one with a character the folder name escapes
        Map<String, String> folders = Pipeline.guestFolders(List.of("LNX$01", "LNXA"));
        // then each guest's files are its own, and the rest are the site's
        assertThat(Pipeline.owner(folders, "guests/lnx_2401/zfcp.conf")).isEqualTo("LNX$01");
        assertThat(Pipeline.owner(folders, "guests/lnxa/lvm-setup.sh")).isEqualTo("LNXA");
        assertThat(Pipeline.owner(folders, "guests/lnxab/lvm-setup.sh")).isEqualTo(ReportInput.SITE_FILES);
        assertThat(Pipeline.owner(folders, "guests/lnxa")).isEqualTo(ReportInput.SITE_FILES);
        assertThat(Pipeline.owner(folders, "README.md")).isEqualTo(ReportInput.SITE_FILES);
    }
}
