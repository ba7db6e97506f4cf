package io.zlayout.cli;

import io.zlayout.input.catalog.ReaderCatalog;
import io.zlayout.input.InputLoader;
import io.zlayout.input.Inputs;
import io.zlayout.input.LoadedInput;
import io.zlayout.model.Element;
import io.zlayout.model.ZvmVirtualFcp;
import io.zlayout.testing.Cli;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.concurrent.TimeUnit;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assumptions.assumeThat;

/**
 * {@code zlayout collect}: the script is valid POSIX sh, and on a fake guest (stub commands printing real
 * published outputs) it writes captures that zlayout reads back to the expected records.
 */
class CollectCommandTest {

    private static final Path STUBS = Path.of("src/test/resources/io/zlayout/cli/collect").toAbsolutePath();

    /** The tools the script itself needs, linked into a folder so that PATH holds nothing else of the host. */
    private static final List<String> TOOLS = List.of("sh", "awk", "cat", "cp", "cut", "mkdir", "rm", "sort", "tr",
            "tar", "gzip");

    private static Result sh(Path dir, Map<String, String> env, String... command) throws Exception {
        ProcessBuilder pb = new ProcessBuilder(command).directory(dir.toFile()).redirectErrorStream(true);
        pb.environment().putAll(env);
        Process p = pb.start();
        String out = new String(p.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
        assertThat(p.waitFor(60, TimeUnit.SECONDS)).as("the script ends").isTrue();
        return new Result(p.exitValue(), out);
    }

    private record Result(int exitCode, String out) {
    }

    private static Path script(Path dir) throws IOException {
        Cli.Result r = Cli.run("collect");
        assertThat(r.exitCode()).as(r.err()).isZero();
        Path script = dir.resolve("zlayout-collect.sh");
        Files.writeString(script, r.out());
        return script;
    }

    @Test
    void theScriptIsWhatTheJarShipsAndPassesShN(@TempDir Path dir) throws Exception {
        Path script = script(dir);

        assertThat(Files.readString(script)).isEqualTo(CollectCommand.script()).startsWith("#!/bin/sh\n");
        Result check = sh(dir, Map.of(), "sh", "-n", script.toString());
        assertThat(check.exitCode()).as(check.out()).isZero();
    }

    @Test
    void shellcheckFindsNothing(@TempDir Path dir) throws Exception {
        assumeThat(Files.isExecutable(Path.of("/usr/bin/shellcheck"))).as("shellcheck installed").isTrue();
        Path script = script(dir);

        Result check = sh(dir, Map.of(), "/usr/bin/shellcheck", "-s", "sh", script.toString());

        assertThat(check.exitCode()).as(check.out()).isZero();
    }

    @Test
    void onAFakeGuestTheCapturesReadBackAsItsRecords(@TempDir Path dir) throws Exception {
        // given a guest whose commands print real published outputs; lsscsi, lsdasd, lvs and the s390-tools
        // listings are missing, and CP refuses the privileged QUERY FCP
        Path bin = Files.createDirectories(dir.resolve("bin"));
        for (String tool : TOOLS) {
            Path real = Path.of("/usr/bin", tool);
            if (!Files.exists(real)) {
                real = Path.of("/bin", tool);
            }
            Files.createSymbolicLink(bin.resolve(tool), real);
        }
        stub(bin, "hostname", "echo lnx1.example.com");
        stub(bin, "lszfcp", "case \"$*\" in \"-P -H -D\") cat " + STUBS.resolve("lszfcp.out") + ";; *) exit 3;; esac");
        stub(bin, "lsluns", "cat " + STUBS.resolve("lsluns.out"));
        stub(bin, "multipath", "cat " + STUBS.resolve("multipath.out"));
        stub(bin, "vmcp", """
                case "$*" in
                  "q userid") echo "LNX1     AT ZVMSYS1" ;;
                  "q v fcp") cat %s ;;
                  "q paths 010A") cat %s ;;
                  "q chpid C1 pchid") cat %s ;;
                  *) echo "HCPCQV003E Invalid option"; exit 1 ;;
                esac""".formatted(STUBS.resolve("vmcp-q-v-fcp.out"), STUBS.resolve("vmcp-q-paths.out"),
                STUBS.resolve("vmcp-q-chpid-pchid.out")));
        Path etc = Files.createDirectories(dir.resolve("root/etc"));
        Files.writeString(etc.resolve("zfcp.conf"), "0.0.3d0c 0x500507630300c562 0x4010403300000000\n");
        Path script = script(dir);

        // when
        Result run = sh(dir, Map.of("PATH", bin.toString(), "ZLAYOUT_ROOT", dir.resolve("root").toString()),
                "sh", script.toString(), "out");

        // then the captures land in hosts/LNX1/, and the archive beside them
        assertThat(run.exitCode()).as(run.out()).isZero();
        Path host = dir.resolve("out/hosts/LNX1");
        try (var files = Files.list(host)) {
            assertThat(files.map(p -> p.getFileName().toString()).sorted().toList()).containsExactly(
                    "cp-query-chpid.txt", "cp-query-paths.txt", "cp-query-virtual-fcp.txt", "lsluns.txt",
                    "lszfcp.txt", "multipath-ll.txt", "zfcp.conf");
        }
        assertThat(dir.resolve("out.tar.gz")).isRegularFile();
        assertThat(run.out()).contains("lsscsi not found, 'lsscsi' skipped", "'vmcp q fcp' failed or printed"
                + " nothing, skipped");

        // and zlayout reads every capture back, each as the guest's
        Inputs inputs = ReaderCatalog.loader(Map.of()).load(List.of(dir.resolve("out")));
        Map<String, String> formats = new TreeMap<>();
        Map<String, Integer> counts = new TreeMap<>();
        List<Element> all = new ArrayList<>();
        for (LoadedInput in : inputs.inputs()) {
            formats.put(Path.of(in.path()).getFileName().toString(), in.format());
            for (Element e : in.result().elements()) {
                counts.merge(e.getClass().getSimpleName(), 1, Integer::sum);
                all.add(e);
            }
        }
        assertThat(formats).containsExactlyEntriesOf(new TreeMap<>(Map.of(
                "cp-query-chpid.txt", "zvm-cp", "cp-query-paths.txt", "zvm-cp", "cp-query-virtual-fcp.txt", "zvm-cp",
                "lsluns.txt", "linux", "lszfcp.txt", "linux", "multipath-ll.txt", "linux", "zfcp.conf", "linux")));
        assertThat(counts).containsEntry("ZvmVirtualFcp", 1).containsEntry("ZvmDevicePaths", 1)
                .containsEntry("ZvmChpid", 1).containsEntry("ZfcpHost", 1).containsEntry("MultipathMap", 2);
        ZvmVirtualFcp v = all.stream().filter(ZvmVirtualFcp.class::isInstance).map(ZvmVirtualFcp.class::cast)
                .findFirst().orElseThrow();
        assertThat(List.of(v.guest(), v.vdev(), v.rdev(), v.chpid())).containsExactly("LNX1", "010A", "010A", "C1");
    }

    private static void stub(Path bin, String name, String body) throws IOException {
        Path p = bin.resolve(name);
        Files.writeString(p, "#!/bin/sh\n" + body + "\n");
        Files.setPosixFilePermissions(p, PosixFilePermissions.fromString("rwxr-xr-x"));
    }
}
