package io.zlayout.cli;

import io.zlayout.testing.Cli;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Files;
import java.nio.file.LinkOption;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.security.MessageDigest;
import java.util.HexFormat;
import java.util.Map;
import java.util.TreeMap;
import java.util.stream.Stream;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * The hostile-input suite, continued for issue "A gate that never passes blind": each case through the CLI asserts
 * the exit code, the message, and that no file other than zlayout's own outputs changed (every file under the
 * test folder hashed, with its mode, before and after the run).
 */
@Timeout(120)
class HostileInputGateTest {

    @TempDir
    Path tmp;

    Path site;

    @BeforeEach
    void copySite() throws Exception {
        site = tmp.resolve("site");
        Path from = Path.of("samples/ds8k-site");
        try (Stream<Path> s = Files.walk(from)) {
            for (Path p : (Iterable<Path>) s::iterator) {
                Path to = site.resolve(from.relativize(p).toString());
                if (Files.isDirectory(p)) {
                    Files.createDirectories(to);
                } else {
                    Files.copy(p, to);
                }
            }
        }
    }

    /** Every file and folder under the test folder but {@code except}: its mode and the hash of its content. */
    private Map<String, String> snapshot(Path... except) throws Exception {
        Map<String, String> out = new TreeMap<>();
        try (Stream<Path> s = Files.walk(tmp)) {
            for (Path p : (Iterable<Path>) s::iterator) {
                boolean skip = false;
                for (Path e : except) {
                    skip |= p.startsWith(e);
                }
                if (skip) {
                    continue;
                }
                String mode = PosixFilePermissions.toString(Files.getPosixFilePermissions(p, LinkOption.NOFOLLOW_LINKS));
                String content = Files.isRegularFile(p, LinkOption.NOFOLLOW_LINKS)
                        ? HexFormat.of().formatHex(MessageDigest.getInstance("SHA-256").digest(Files.readAllBytes(p)))
                        : Files.isSymbolicLink(p) ? "link" : Files.isDirectory(p) ? "dir" : "special";
                out.put(tmp.relativize(p).toString(), mode + " " + content);
            }
        }
        return out;
    }

    /** Runs zlayout and expects a usage error with {@code message}, nothing changed. */
    private void refused(String message, String... args) throws Exception {
        Map<String, String> before = snapshot();
        Cli.Result r = Cli.run(args);
        assertThat(r.exitCode()).as(r.err()).isEqualTo(2);
        assertThat(r.err()).isEqualTo("zlayout: " + message + "\n");
        assertThat(snapshot()).isEqualTo(before);
    }

    // ---- outputs never land on inputs ------------------------------------------------------------------

    @Test
    void checkOutputOverAnInputFileIsRefused() throws Exception {
        Path lsfbvol = site.resolve("storage/lsfbvol.txt");
        refused("--output " + lsfbvol + " is inside the input " + site + " of this run; write it outside the inputs",
                "check", site.toString(), "-o", lsfbvol.toString());
    }

    @Test
    void checkOutputOverALooseInputFileIsRefused() throws Exception {
        Path deck = site.resolve("iocds/IOCDS01.deck");
        refused("--output " + deck + " is the input " + deck + " of this run; write it outside the inputs",
                "check", deck.toString(), "--format", "json", "--output", deck.toString());
    }

    @Test
    void anOutputReachedThroughALinkIsStillTheInput() throws Exception {
        Path link = Files.createSymbolicLink(tmp.resolve("link.txt"), site.resolve("storage/lsfbvol.txt"));
        refused("--output " + link + " is inside the input " + site + " of this run; write it outside the inputs",
                "inventory", site.toString(), "-o", link.toString());
    }

    @Test
    void reportOverAnInputIsRefused() throws Exception {
        Path deck = site.resolve("iocds/IOCDS01.deck");
        refused("--html " + deck + " is inside the input " + site + " of this run; write it outside the inputs",
                "report", site.toString(), "--html", deck.toString());
        refused("--xlsx " + site.resolve("zlayout.yaml") + " is inside the input " + site
                + " of this run; write it outside the inputs",
                "report", site.toString(), "--xlsx", site.resolve("zlayout.yaml").toString());
    }

    @Test
    void createBaselineOverAnInputIsRefused() throws Exception {
        Path yaml = site.resolve("zlayout.yaml");
        refused("--create-baseline " + yaml + " is inside the input " + site
                + " of this run; write it outside the inputs",
                "check", site.toString(), "--create-baseline", yaml.toString());
    }

    @Test
    void diffOutputOverEitherSideIsRefused() throws Exception {
        Path deck = site.resolve("iocds/IOCDS01.deck");
        refused("--output " + deck + " is inside the input " + site + " of this run; write it outside the inputs",
                "diff", site.toString(), site.toString(), "-o", deck.toString());
    }

    @Test
    void modelAndPlanPrintedOutputOverAnInputIsRefused() throws Exception {
        Path deck = site.resolve("iocds/IOCDS01.deck");
        refused("--output " + deck + " is inside the input " + site + " of this run; write it outside the inputs",
                "model", site.toString(), "-o", deck.toString());
        refused("--output " + deck + " is inside the input " + site + " of this run; write it outside the inputs",
                "plan", site.toString(), "--out-dir", tmp.resolve("out").toString(), "-o", deck.toString());
    }

    @Test
    void aBaselineKeptInTheSiteIsNotAnInputAndStrictStillPasses() throws Exception {
        // given the baseline where docs/change-management.md keeps it: in the site folder
        Path baseline = site.resolve("zlayout.baseline.json");
        Cli.Result created = Cli.run("check", site.toString(), "--create-baseline", baseline.toString());
        assertThat(created.exitCode()).as(created.err()).isZero();

        // when the site is checked against it, strictly
        Cli.Result r = Cli.run("check", site.toString(), "--baseline", baseline.toString(), "--strict");

        // then the baseline is not read as an input (no skipped file for --strict), and nothing is new
        assertThat(r.exitCode()).as(r.err()).isZero();
        assertThat(r.out()).contains("baseline: 0 new");
        Cli.Result inventory = Cli.run("inventory", site.toString());
        assertThat(inventory.out() + inventory.err()).contains("left out: a zlayout.baseline/1 file zlayout wrote,"
                + " not an input");

        // and the ratchet replaces the baseline it compares with
        Cli.Result ratchet = Cli.run("check", site.toString(), "--baseline", baseline.toString(),
                "--create-baseline", baseline.toString());
        assertThat(ratchet.exitCode()).as(ratchet.err()).isZero();
    }
}
