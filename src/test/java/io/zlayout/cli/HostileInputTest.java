package io.zlayout.cli;

import io.zlayout.testing.Cli;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;

import java.nio.channels.FileChannel;
import java.nio.channels.FileLock;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.LinkOption;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.nio.file.attribute.PosixFilePermissions;
import java.security.MessageDigest;
import java.util.HexFormat;
import java.util.Map;
import java.util.TreeMap;
import java.util.stream.Stream;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * One case per class of hostile input or destructive output of issue "Safe outputs and hostile inputs",
 * through the CLI: each asserts the exit code, the message, and that no file outside zlayout's own outputs
 * changed (every file under the test folder is hashed, with its mode, before and after the run).
 */
@Timeout(120)
class HostileInputTest {

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

    private static void mkfifo(Path p) throws Exception {
        assertThat(new ProcessBuilder("mkfifo", p.toString()).start().waitFor()).isZero();
    }

    // ---- outputs ----------------------------------------------------------------------------------------

    @Test
    void planIntoTheSiteItselfIsRefused() throws Exception {
        Map<String, String> before = snapshot();
        Cli.Result r = Cli.run("plan", site.toString(), "--out", site.toString(), "--force");
        assertThat(r.exitCode()).isEqualTo(2);
        assertThat(r.err()).isEqualTo("zlayout: --out " + site + " is the input " + site
                + "; write the plan into a folder of its own\n");
        assertThat(snapshot()).isEqualTo(before);
    }

    @Test
    void planIntoTheFolderHoldingTheSiteIsRefused() throws Exception {
        Map<String, String> before = snapshot();
        Cli.Result r = Cli.run("plan", site.toString(), "--out", tmp.toString(), "--force");
        assertThat(r.exitCode()).isEqualTo(2);
        assertThat(r.err()).contains("--out " + tmp + " holds the input " + site);
        assertThat(snapshot()).isEqualTo(before);
    }

    @Test
    void aSiteNamedByAPathOutsideTheRootFolderStillCannotPlanIntoTheRootFolder() {
        Cli.Result r = Cli.run("plan", "samples/ds8k-site", "--out", "/", "--force");
        assertThat(r.exitCode()).isEqualTo(2);
        assertThat(r.err()).startsWith("zlayout: --out / ").doesNotContain("Exception");
        assertThat(Files.exists(Path.of("/.zlayout.lock"))).isFalse();
    }

    @Test
    void planIntoTheRootFolderIsRefusedWithoutAStackTrace() throws Exception {
        Cli.Result r = Cli.run("plan", site.toString(), "--out", "/", "--force");
        assertThat(r.exitCode()).isEqualTo(2);
        assertThat(r.err()).isEqualTo("zlayout: --out / holds the input " + site
                + "; write the plan into a folder of its own\n");
        assertThat(Files.exists(Path.of("/.zlayout.lock"))).isFalse();
    }

    @Test
    void forceReplacesTheEarlierPlanAndKeepsEveryOtherFileAndTheFolderMode() throws Exception {
        Path out = Files.createDirectories(tmp.resolve("out"));
        Files.setPosixFilePermissions(out, PosixFilePermissions.fromString("rwxrwxrwx"));
        assertThat(Cli.run("plan", site.toString(), "--out", out.toString()).exitCode()).isZero();
        Files.writeString(out.resolve("notes.txt"), "mine");
        Map<String, String> before = snapshot(out);

        Cli.Result r = Cli.run("plan", site.toString(), "--out", out.toString(), "--force");

        assertThat(r.exitCode()).isZero();
        assertThat(Files.readString(out.resolve("notes.txt"))).isEqualTo("mine");
        assertThat(PosixFilePermissions.toString(Files.getPosixFilePermissions(out))).isEqualTo("rwxrwxrwx");
        assertThat(snapshot(out)).isEqualTo(before);
    }

    @Test
    void aRunThatFailsLateLeavesTheEarlierPlanAsItWas() throws Exception {
        Path out = tmp.resolve("out");
        assertThat(Cli.run("plan", site.toString(), "--out", out.toString()).exitCode()).isZero();
        Files.writeString(site.resolve("zlayout.yaml"), Files.readString(site.resolve("zlayout.yaml"))
                + "capacities: {queue-depth: -1}\n");
        Map<String, String> before = snapshot();

        Cli.Result r = Cli.run("plan", site.toString(), "--out", out.toString(), "--force");

        assertThat(r.exitCode()).isEqualTo(3);
        assertThat(r.err()).startsWith("zlayout: error: " + site + "/zlayout.yaml").contains("queue-depth");
        assertThat(snapshot()).isEqualTo(before);
    }

    @Test
    void aSecondRunIntoALockedFolderSaysWhyWithExitCode5() throws Exception {
        Path out = Files.createDirectories(tmp.resolve("out"));
        try (FileChannel ch = FileChannel.open(out.resolve(".zlayout.lock"), StandardOpenOption.CREATE,
                StandardOpenOption.WRITE); FileLock held = ch.lock()) {
            Map<String, String> before = snapshot();
            Cli.Result r = Cli.run("plan", site.toString(), "--out", out.toString());
            assertThat(r.exitCode()).isEqualTo(5);
            assertThat(r.err()).isEqualTo("zlayout: cannot write or read: --out " + out
                    + " is being written by another zlayout run (it holds " + out
                    + "/.zlayout.lock); run again when it has finished\n");
            assertThat(snapshot()).isEqualTo(before);
        }
    }

    @Test
    void aReportOntoAFolderIsAClearError() throws Exception {
        Path folder = Files.createDirectories(tmp.resolve("reports"));
        Map<String, String> before = snapshot();
        Cli.Result r = Cli.run("check", site.toString(), "--fail-on", "never", "-o", folder.toString());
        assertThat(r.exitCode()).isEqualTo(2);
        assertThat(r.err()).endsWith("zlayout: " + folder + " is a folder; name a file to write\n");
        assertThat(snapshot()).isEqualTo(before);
    }

    @Test
    void aFolderThatCannotBeMadeIsAnEnvironmentErrorInOneLine() throws Exception {
        Path file = Files.writeString(tmp.resolve("a-file"), "x");
        Map<String, String> before = snapshot();
        Cli.Result r = Cli.run("plan", site.toString(), "--out", file.resolve("plan").toString());
        assertThat(r.exitCode()).isEqualTo(5);
        assertThat(r.err()).startsWith("zlayout: cannot write or read: " + file).doesNotContain("Exception")
                .hasLineCount(1);
        assertThat(snapshot()).isEqualTo(before);
    }

    // ---- inputs -----------------------------------------------------------------------------------------

    @Test
    void aFifoNamedAsInputIsRefusedAtOnce() throws Exception {
        Path fifo = tmp.resolve("deck.fifo");
        mkfifo(fifo);
        Cli.Result r = Cli.run("check", fifo.toString());
        assertThat(r.exitCode()).isEqualTo(3);
        assertThat(r.err()).isEqualTo("zlayout: error: " + fifo
                + ": expected a regular file or a folder, found a FIFO (zlayout reads only regular files)\n");
    }

    @Test
    void aFifoAsIntentOrConfigIsRefusedAtOnce() throws Exception {
        Path fifo = tmp.resolve("intent.fifo");
        mkfifo(fifo);
        Cli.Result r = Cli.run("plan", site.toString(), "--intent", fifo.toString(), "--out",
                tmp.resolve("out").toString());
        assertThat(r.exitCode()).isEqualTo(3);
        assertThat(r.err()).contains(fifo.toString());
        Cli.Result c = Cli.run("check", site.toString(), "--config", fifo.toString());
        assertThat(c.exitCode()).isEqualTo(3);
        assertThat(c.err()).isEqualTo("zlayout: error: " + fifo
                + ": expected a regular file, found a FIFO (zlayout reads only regular files)\n");
        assertThat(Files.exists(tmp.resolve("out"))).isFalse();
    }

    @Test
    void devZeroAsInputIsRefused() {
        Cli.Result r = Cli.run("inventory", "/dev/zero");
        assertThat(r.exitCode()).isEqualTo(3);
        assertThat(r.err()).isEqualTo("zlayout: error: /dev/zero: expected a regular file or a folder, found a "
                + "character device (zlayout reads only regular files)\n");
    }

    @Test
    void aFifoInsideASiteIsSkippedWithAWarning() throws Exception {
        mkfifo(site.resolve("storage/pipe"));
        Cli.Result r = Cli.run("check", "--fail-on", "never", site.toString());
        assertThat(r.exitCode()).isZero();
        assertThat(r.err()).contains(site + "/storage/pipe: warning: skipped: a FIFO, not a regular file")
                .contains("skipped 1 file of the input folders");
    }

    @Test
    void aNullGuestFolderIsAPositionedError() throws Exception {
        Files.writeString(site.resolve("zlayout.yaml"), "hosts: {LNX1: null}\n");
        Cli.Result r = Cli.run("check", site.toString());
        assertThat(r.exitCode()).isEqualTo(3);
        assertThat(r.err()).isEqualTo("zlayout: error: " + site + "/zlayout.yaml:1:15: expected the folder of the "
                + "guest's Linux captures for 'LNX1:', found nothing (null)\n");
    }

    @Test
    void aNullIoPortIsAPositionedError() throws Exception {
        Files.writeString(site.resolve("zlayout.yaml"), "fabric: [{chpid: \"50\", ioports: [null]}]\n");
        Cli.Result r = Cli.run("check", site.toString());
        assertThat(r.exitCode()).isEqualTo(3);
        assertThat(r.err()).isEqualTo("zlayout: error: " + site + "/zlayout.yaml:1:34: expected an I/O port id "
                + "such as I0000, found nothing (null)\n");
    }

    @Test
    void aDuplicateKeyNamesBothLines() throws Exception {
        Files.writeString(site.resolve("zlayout.yaml"), "intent:\n  guests:\n    - {name: A, name: B, disks: 2}\n");
        Cli.Result r = Cli.run("check", site.toString());
        assertThat(r.exitCode()).isEqualTo(3);
        assertThat(r.err()).isEqualTo("zlayout: error: " + site + "/zlayout.yaml:3:17: expected each key once in a "
                + "mapping, found 'name' again (first on line 3)\n");
    }

    @Test
    void aHugeYamlValueIsRefusedFastAndNotEchoed() throws Exception {
        Files.writeString(site.resolve("zlayout.yaml"), "storage: " + "X".repeat(10 << 20) + "\n");
        long start = System.nanoTime();
        Cli.Result r = Cli.run("check", site.toString());
        assertThat((System.nanoTime() - start) / 1_000_000_000).isLessThan(10);
        assertThat(r.exitCode()).isEqualTo(3);
        assertThat(r.err()).isEqualTo("zlayout: error: " + site + "/zlayout.yaml: expected a YAML document of at "
                + "most 4194304 characters, found one of 10485770 characters\n");
    }

    @Test
    void aSymlinkLeadingOutsideTheSiteIsSkippedAndNotPrinted() throws Exception {
        Path secret = Files.writeString(tmp.resolve("secret.txt"), "SECRET-TOKEN dscli> lssi\n");
        Files.createSymbolicLink(site.resolve("storage/lssi-link.txt"), secret);

        Cli.Result r = Cli.run("check", "--fail-on", "never", site.toString());

        assertThat(r.exitCode()).isZero();
        assertThat(r.err()).contains(site + "/storage/lssi-link.txt: warning: skipped: a symbolic link leading "
                + "outside " + site + " (add --follow-symlinks to read it)");
        assertThat(r.out() + r.err()).doesNotContain("SECRET-TOKEN");
        Cli.Result strict = Cli.run("inventory", "--strict", site.toString());
        assertThat(strict.exitCode()).isEqualTo(3);
        assertThat(strict.err()).startsWith("zlayout: error: " + site + "/storage/lssi-link.txt: --strict:");
    }

    @Test
    void aManifestLinkedFromElsewhereIsNotReadNorPrinted() throws Exception {
        Path elsewhere = Files.writeString(tmp.resolve("shadow"), "root:SECRET-HASH:0:0::/root:/bin/sh\n");
        Files.delete(site.resolve("zlayout.yaml"));
        Files.createSymbolicLink(site.resolve("zlayout.yaml"), elsewhere);

        Cli.Result r = Cli.run("check", site.toString());

        assertThat(r.exitCode()).isEqualTo(3);
        assertThat(r.err()).isEqualTo("zlayout: error: " + site + "/zlayout.yaml: expected a zlayout.yaml inside the "
                + "site folder, found a symbolic link leading outside it (add --follow-symlinks to read it)\n");
    }

    @Test
    void utf16AndUtf8WithByteOrderMarksReadAsPlainText() throws Exception {
        String plain = Cli.run("inventory", "--format", "json", site.toString()).out();
        Path deck = site.resolve("iocds/IOCDS01.deck");
        String text = Files.readString(deck, StandardCharsets.ISO_8859_1);
        Files.write(deck, ("\uFEFF" + text).getBytes(StandardCharsets.UTF_16LE));
        Path lssi = site.resolve("storage/lssi.txt");
        Files.write(lssi, ("\uFEFF" + Files.readString(lssi)).getBytes(StandardCharsets.UTF_8));

        Cli.Result r = Cli.run("inventory", "--format", "json", site.toString());

        assertThat(r.exitCode()).isZero();
        assertThat(r.out()).isEqualTo(plain);
    }

    @Test
    void aFileThatCannotBeDecodedIsAWarningNotSilence() throws Exception {
        Path deck = site.resolve("iocds/IOCDS01.deck");
        Files.write(deck, Files.readString(deck, StandardCharsets.ISO_8859_1).getBytes(StandardCharsets.UTF_16LE));
        Cli.Result r = Cli.run("check", "--fail-on", "never", site.toString());
        assertThat(r.err()).contains(deck + ": warning: skipped: binary data, not text (UTF-16 text needs a "
                + "byte-order mark)").contains("skipped 1 file of the input folders");
        assertThat(Cli.run("check", "--strict", site.toString()).exitCode()).isEqualTo(3);
    }

    @Test
    void controlCharactersInFileNamesAreEscaped() throws Exception {
        Files.writeString(site.resolve("storage/evil\u001b[31m\nname.txt"), "\u0000binary");
        Cli.Result r = Cli.run("check", "--fail-on", "never", site.toString());
        assertThat(r.exitCode()).isZero();
        assertThat(r.err()).contains("evil\\x1b[31m\\x0aname.txt: warning: skipped: binary data")
                .doesNotContain("\u001b");
    }
}
