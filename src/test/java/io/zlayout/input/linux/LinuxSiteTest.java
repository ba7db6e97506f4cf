package io.zlayout.input.linux;

import io.zlayout.input.catalog.ReaderCatalog;
import io.zlayout.input.Inputs;
import io.zlayout.input.InputLoader;
import io.zlayout.input.LoadedInput;
import io.zlayout.input.catalog.ReaderCatalog;
import io.zlayout.model.HostScoped;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;

import static org.assertj.core.api.Assertions.assertThat;

/** The reader in the catalog and in a site: captures are found by sniffing and given the guest of their folder. */
class LinuxSiteTest {

    @Test
    void theCatalogKnowsTheLinuxFormat() {
        assertThat(ReaderCatalog.byFormat("linux")).get().isInstanceOf(LinuxReader.class);
    }

    @Test
    void capturesUnderHostsFolderBelongToThatGuest(@TempDir Path site) throws Exception {
        // given a site with a capture under hosts/lnx1/ and one named in zlayout.yaml hosts:
        Files.writeString(site.resolve("zlayout.yaml"), "hosts:\n  LNX2: captures/second/\n");
        Files.createDirectories(site.resolve("hosts/lnx1"));
        Files.createDirectories(site.resolve("captures/second"));
        Files.writeString(site.resolve("hosts/lnx1/lszfcp.txt"), "0.0.1700 host0\n");
        Files.writeString(site.resolve("captures/second/multipath.txt"),
                Files.readString(LinuxFixturesTest.FIXTURES.resolve("multipath-ll.txt")));

        // when the site is loaded
        Inputs inputs = ReaderCatalog.loader(Map.of()).load(List.of(site));

        // then both are read as linux, each with its guest on every record
        assertThat(inputs.inputs()).extracting(LoadedInput::format, LoadedInput::guest)
                .containsExactly(org.assertj.core.groups.Tuple.tuple("linux", "LNX2"),
                        org.assertj.core.groups.Tuple.tuple("linux", "LNX1"));
        for (LoadedInput in : inputs.inputs()) {
            assertThat(in.result().elements()).allSatisfy(e ->
                    assertThat(((HostScoped) e).guest()).isEqualTo(in.guest()));
        }
        assertThat(inputs.diagnostics()).isEmpty();
    }
}
