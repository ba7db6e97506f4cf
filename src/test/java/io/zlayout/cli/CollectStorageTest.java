package io.zlayout.cli;

import io.zlayout.input.catalog.ReaderCatalog;
import io.zlayout.model.ArraySite;
import io.zlayout.model.Element;
import io.zlayout.model.ExtentPool;
import io.zlayout.model.HostConnection;
import io.zlayout.model.IoPort;
import io.zlayout.model.Lss;
import io.zlayout.model.RaidArray;
import io.zlayout.model.Rank;
import io.zlayout.model.StorageImage;
import io.zlayout.model.Volume;
import io.zlayout.model.VolumeGroup;
import io.zlayout.testing.Cli;
import io.zlayout.topology.Site;
import io.zlayout.topology.SiteAssembler;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * {@code zlayout collect --storage} and {@code --zvm}: the DSCLI script's commands, and that zlayout reads a capture
 * in the form the script makes — each command's output after its banner, delimited with headers, with no
 * {@code dscli>} echo lines (a {@code dscli -script} run prints none) — as it reads the sample site's exports; the
 * z/VM list's queries and files.
 */
class CollectStorageTest {

    private static final Path SAMPLE = Path.of("samples/ds8k-site/storage");
    private static final String BANNER = "Date/Time: November 29, 2026 9:00:00 AM UTC IBM DSCLI Version: 7.9.50.92"
            + " DS: IBM.2107-75ZL101";

    @Test
    void theDscliScriptListsEveryCommandZlayoutReadsAndAShowvolgrpPerGroup() {
        Cli.Result r = Cli.run("collect", "--storage", "--dev", "IBM.2107-75zl101", "--volgrp", "V11,v12");
        assertThat(r.exitCode()).as(r.err()).isZero();
        List<String> commands = r.out().lines().filter(l -> !l.startsWith("#")).toList();
        assertThat(commands).containsExactly(
                "setoutput -fmt delim -delim | -hdr on -bnr on",
                "lssi",
                "lsioport -l -dev IBM.2107-75ZL101",
                "lsarraysite -dev IBM.2107-75ZL101",
                "lsarray -l -dev IBM.2107-75ZL101",
                "lsrank -l -dev IBM.2107-75ZL101",
                "lsextpool -l -dev IBM.2107-75ZL101",
                "lslss -dev IBM.2107-75ZL101",
                "lslcu -dev IBM.2107-75ZL101",
                "lsfbvol -l -dev IBM.2107-75ZL101",
                "lsckdvol -l -dev IBM.2107-75ZL101",
                "lshostconnect -l -dev IBM.2107-75ZL101",
                "lsvolgrp -dev IBM.2107-75ZL101",
                "showvolgrp -dev IBM.2107-75ZL101 V11",
                "showvolgrp -dev IBM.2107-75ZL101 V12");
        assertThat(r.out()).startsWith("# zlayout collect --storage").contains("dscli -hmc1");
    }

    @Test
    void withoutVolumeGroupsTheScriptSaysHowToShowThem() {
        Cli.Result r = Cli.run("collect", "--storage");
        assertThat(r.exitCode()).as(r.err()).isZero();
        assertThat(r.out().lines().filter(l -> !l.startsWith("#")).toList()).contains("lsvolgrp", "lshostconnect -l")
                .noneMatch(l -> l.startsWith("showvolgrp") || l.contains("-dev"));
        assertThat(r.out()).contains("zlayout collect --storage --volgrp");
    }

    @Test
    void badValuesAndMisplacedOptionsAreUsageErrors() {
        assertThat(Cli.run("collect", "--storage", "--dev", "75ZL101").exitCode()).isEqualTo(2);
        assertThat(Cli.run("collect", "--storage", "--volgrp", "V11;rmvolgrp V12").exitCode()).isEqualTo(2);
        assertThat(Cli.run("collect", "--volgrp", "V11").exitCode()).isEqualTo(2);
        assertThat(Cli.run("collect", "--storage", "--zvm").exitCode()).isEqualTo(2);
    }

    @Test
    void aCaptureInTheScriptsFormReadsAsTheSampleExports(@TempDir Path dir) throws Exception {
        // given the sample site's DS8000 exports (each output after its dscli> echo line), and the same outputs as
        // dscli -script prints them: no echo lines, each output after its banner
        StringBuilder capture = new StringBuilder();
        for (String file : List.of("lssi.txt", "config.txt", "lsfbvol.txt", "lsckdvol.txt", "hosts.txt")) {
            for (String line : Files.readAllLines(SAMPLE.resolve(file))) {
                if (line.startsWith("dscli> setoutput")) {
                    continue;
                }
                capture.append(line.startsWith("dscli> ") ? BANNER : line).append('\n');
            }
        }
        Path scripted = Files.createDirectories(dir.resolve("scripted"));
        Files.writeString(scripted.resolve("ds8k.txt"), capture.toString());
        Path echoed = Files.createDirectories(dir.resolve("echoed"));
        for (String file : List.of("lssi.txt", "config.txt", "lsfbvol.txt", "lsckdvol.txt", "hosts.txt")) {
            Files.copy(SAMPLE.resolve(file), echoed.resolve(file));
        }

        // when zlayout reads both, then it reads the same storage
        Map<String, Integer> expected = counts(echoed);
        assertThat(expected.values()).allSatisfy(n -> assertThat(n).isPositive());
        assertThat(counts(scripted)).isEqualTo(expected);
    }

    @Test
    void theZvmListNamesEachQueryAndWhereItsResponseGoes() {
        Cli.Result r = Cli.run("collect", "--zvm");
        assertThat(r.exitCode()).as(r.err()).isZero();
        List<String> rows = new ArrayList<>();
        for (CollectScripts.Query q : CollectScripts.ZVM_QUERIES) {
            rows.add(q.command() + " -> " + q.file());
            assertThat(r.out()).contains(q.command()).contains(q.file());
        }
        assertThat(rows).containsExactly(
                "QUERY FCP -> zvm/cp-query-fcp.txt",
                "QUERY PATHS rdev1-rdev2 -> zvm/cp-query-paths.txt",
                "QUERY CHPID nn -> zvm/cp-query-chpid.txt",
                "QUERY CHPID nn PCHID -> zvm/cp-query-chpid.txt",
                "QUERY DASD DETAILS rdev -> zvm/cp-query-dasd-details.txt",
                "QUERY VIRTUAL FCP -> hosts/<GUEST>/cp-query-virtual-fcp.txt",
                "System_WWPN_Query -> zvm/system-wwpn-query.txt");
    }

    private static Map<String, Integer> counts(Path folder) throws Exception {
        Site site = SiteAssembler.assemble(ReaderCatalog.loader(Map.of()).load(List.of(folder)));
        Map<String, Integer> out = new TreeMap<>();
        for (Class<? extends Element> type : List.of(StorageImage.class, IoPort.class, ArraySite.class,
                RaidArray.class, Rank.class, ExtentPool.class, Lss.class, Volume.class, HostConnection.class,
                VolumeGroup.class)) {
            out.put(type.getSimpleName(), site.all(type).size());
        }
        out.put("volumes in groups", site.all(VolumeGroup.class).stream().mapToInt(g -> g.volumes().size()).sum());
        return out;
    }
}
