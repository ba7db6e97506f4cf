package io.zlayout.cli;

import io.zlayout.testing.Cli;
import io.zlayout.testing.SiteFolders;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;

import java.nio.channels.FileChannel;
import java.nio.channels.FileLock;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.nio.file.attribute.PosixFilePermissions;
import java.util.Map;
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
        SiteFolders.copy(Path.of("samples/ds8k-site"), site);
    }

    /** Every file and folder under the test folder but {@code except}: its mode and the hash of its content. */
    private Map<String, String> snapshot(Path... except) throws Exception {
        return SiteFolders.state(tmp, except);
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
        assertThat(r.err()).isEqualTo("zlayout: error: " + site + "/zlayout.yaml:1:34: expected an I/O port id: "
                + "I and 4 hex digits (I0000), or IMAGE/I0000, found nothing (null)\n");
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
    void aDuplicateKeyInAnIntentFileNamesBothLines() throws Exception {
        Path intent = Files.writeString(tmp.resolve("intent.yaml"), "guests:\n  - name: A\n    disks: 2\n    name: B\n");
        Cli.Result r = Cli.run("plan", site.toString(), "--intent", intent.toString(), "--out",
                tmp.resolve("out").toString());
        assertThat(r.exitCode()).isEqualTo(3);
        assertThat(r.err()).isEqualTo("zlayout: error: " + intent + ":4:5: expected each key once in a mapping, "
                + "found 'name' again (first on line 2)\n");
        assertThat(Files.exists(tmp.resolve("out"))).isFalse();
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
    void utf16WithoutAByteOrderMarkIsReadAsWell() throws Exception {
        String plain = Cli.run("inventory", "--format", "json", site.toString()).out();
        Path deck = site.resolve("iocds/IOCDS01.deck");
        Files.write(deck, Files.readString(deck, StandardCharsets.ISO_8859_1).getBytes(StandardCharsets.UTF_16LE));
        Path lssi = site.resolve("storage/lssi.txt");
        Files.write(lssi, Files.readString(lssi).getBytes(StandardCharsets.UTF_16BE));

        Cli.Result r = Cli.run("inventory", "--format", "json", site.toString());

        assertThat(r.exitCode()).isZero();
        assertThat(r.out()).isEqualTo(plain);
    }

    @Test
    void aFileThatCannotBeDecodedIsAWarningNotSilence() throws Exception {
        Path deck = site.resolve("iocds/IOCDS01.deck");
        byte[] binary = new byte[4096];
        new java.util.Random(16).nextBytes(binary);
        for (int i = 0; i < binary.length; i += 7) {
            binary[i] = 0;
        }
        Files.write(deck, binary);
        Cli.Result r = Cli.run("check", "--fail-on", "never", site.toString());
        assertThat(r.err()).contains(deck + ": warning: skipped: binary data, not text (UTF-16 text needs a "
                + "byte-order mark)").contains("skipped 1 file of the input folders");
        assertThat(Cli.run("check", "--strict", site.toString()).exitCode()).isEqualTo(3);
    }

    @Test
    void aFileWithOneDamagedLineIsReadAndTheLineNamed() throws Exception {
        Path directory = site.resolve("zvm/USER.DIRECT");
        insertLine(directory, 3, "* \u0000\u0001\u0002garbage");

        Cli.Result r = Cli.run("inventory", site.toString());

        assertThat(r.exitCode()).isZero();
        assertThat(r.out()).containsPattern(java.util.regex.Pattern.quote(directory.toString())
                + " +zvm-directory +54 elements");
        assertThat(r.out() + r.err()).contains(directory + ":4: warning: NUL bytes in a text file (damaged, or "
                + "binary data pasted in): this line may have been read wrongly or skipped")
                .doesNotContain("skipped 1 file");
    }

    @Test
    void aDamagedLineAReaderCannotTakeIsAnErrorOnThatLine() throws Exception {
        Path lsfbvol = site.resolve("storage/lsfbvol.txt");
        insertLine(lsfbvol, 5, "\u0000\u0001\u0002garbage");

        Cli.Result r = Cli.run("check", site.toString());

        assertThat(r.exitCode()).isEqualTo(3);
        assertThat(r.err()).isEqualTo("zlayout: error: " + lsfbvol + ":6: expected 18 fields parted by '|' as the "
                + "header at line 2 has, found 1 field\n");
    }

    private static void insertLine(Path file, int index, String line) throws Exception {
        java.util.List<String> lines = new java.util.ArrayList<>(Files.readAllLines(file, StandardCharsets.ISO_8859_1));
        lines.add(index, line);
        Files.write(file, String.join("\n", lines).concat("\n").getBytes(StandardCharsets.ISO_8859_1));
    }

    @Test
    void controlCharactersInFileNamesAreEscaped() throws Exception {
        Files.writeString(site.resolve("storage/evil\u001b[31m\nname.txt"), "\u0000binary");
        Cli.Result r = Cli.run("check", "--fail-on", "never", site.toString());
        assertThat(r.exitCode()).isZero();
        assertThat(r.err()).contains("evil\\x1b[31m\\x0aname.txt: warning: skipped: binary data")
                .doesNotContain("\u001b");
    }

    @Test
    void controlCharactersInValuesAreEscapedInTextOutput() throws Exception {
        Path intent = Files.writeString(tmp.resolve("intent.yaml"),
                "guests:\n  - {name: LNX1, disks: 2, workload: \"seq\\e[31m\\nwrite\"}\n");
        Cli.Result r = Cli.run("plan", site.toString(), "--intent", intent.toString(), "--out",
                tmp.resolve("out").toString());
        assertThat(r.exitCode()).isEqualTo(3);
        assertThat(r.err()).contains("seq\\x1b[31m\\x0awrite").doesNotContain("\u001b").hasLineCount(1);
        assertThat(Files.exists(tmp.resolve("out"))).isFalse();
    }

    @Test
    void xmlNestedBeyondAnyDscliOutputIsRefusedOnItsLine() throws Exception {
        Path xml = tmp.resolve("lsfbvol.xml");
        Files.writeString(xml, "dscli> lsfbvol -fmt xml\n<?xml version=\"1.0\"?>\n<IRETURN NAME=\"lsfbvol\">\n"
                + "<a>".repeat(100_000) + "\n");
        Cli.Result r = Cli.run("inventory", xml.toString());
        assertThat(r.exitCode()).isEqualTo(3);
        assertThat(r.err()).isEqualTo("zlayout: error: " + xml + ":4:193: expected DSCLI XML nested at most 64 "
                + "elements deep, found the element 'a' at depth 65\n");
    }

    /** Runs the CLI in its own JVM with a small heap, as a user with a low -Xmx would. */
    private Cli.Result runWithHeap(String heap, String... args) throws Exception {
        java.util.List<String> cmd = new java.util.ArrayList<>(java.util.List.of(
                Path.of(System.getProperty("java.home"), "bin", "java").toString(), "-Xmx" + heap, "-cp",
                System.getProperty("java.class.path"), Main.class.getName()));
        cmd.addAll(java.util.List.of(args));
        Process p = new ProcessBuilder(cmd).redirectOutput(tmp.resolve("stdout").toFile())
                .redirectError(tmp.resolve("stderr").toFile()).start();
        assertThat(p.waitFor(100, java.util.concurrent.TimeUnit.SECONDS)).isTrue();
        return new Cli.Result(p.exitValue(), Files.readString(tmp.resolve("stdout")),
                Files.readString(tmp.resolve("stderr")));
    }

    @Test
    void millionsOfBlankLinesUnderTheSizeLimitAreRefusedBeforeTheHeapRunsOut() throws Exception {
        Path blank = tmp.resolve("blank.txt");
        byte[] b = new byte[4 << 20];
        java.util.Arrays.fill(b, (byte) '\n');
        System.arraycopy("dscli> lsfbvol\n".getBytes(StandardCharsets.US_ASCII), 0, b, 0, 15);
        Files.write(blank, b);

        Cli.Result r = runWithHeap("64m", "inventory", blank.toString());

        assertThat(r.exitCode()).isEqualTo(3);
        assertThat(r.err()).startsWith("zlayout: error: " + blank + ": expected an input this Java heap of ")
                .contains("found a file of 4194304 bytes in 4194290 lines, which needs about ")
                .contains("give Java more memory").hasLineCount(1);
    }

    @Test
    void anHtmlPageOfMillionsOfElementsIsRefusedBeforeTheHeapRunsOut() throws Exception {
        Path page = tmp.resolve("allocation.html");
        Files.writeString(page, "<HTML><TITLE>IBM Enterprise Storage Server Specialist - Storage Allocation</TITLE>\n"
                + ("<div>".repeat(1000) + "\n").repeat(400));

        Cli.Result r = runWithHeap("64m", "inventory", "--input-format", page + "=ess-allocation", page.toString());

        assertThat(r.exitCode()).isEqualTo(3);
        assertThat(r.err()).startsWith("zlayout: error: " + page + ": expected an input this Java heap of ")
                .contains("found a file whose HTML elements need about ").hasLineCount(1);
    }

    @Test
    void aPlanIntoTheHomeFolderReplacesOnlyItsOwnEarlierPlan() throws Exception {
        Path home = Files.createDirectories(tmp.resolve("home"));
        String was = System.getProperty("user.home");
        System.setProperty("user.home", home.toString());
        try {
            assertThat(Cli.run("plan", site.toString(), "--out", home.toString()).exitCode()).isZero();
            Cli.Result again = Cli.run("plan", site.toString(), "--out", home.toString(), "--force");
            assertThat(again.exitCode()).isZero();
            Files.writeString(home.resolve(".bashrc"), "mine");
            Map<String, String> before = snapshot();

            Cli.Result r = Cli.run("plan", site.toString(), "--out", home.toString(), "--force");

            assertThat(r.exitCode()).isEqualTo(2);
            assertThat(r.err()).isEqualTo("zlayout: --out " + home + " is the home folder and holds files no "
                    + "zlayout plan wrote (.bashrc); write the plan into a folder of its own\n");
            assertThat(snapshot()).isEqualTo(before);
        } finally {
            System.setProperty("user.home", was);
        }
    }

    @Test
    void aRefusedRunIntoAnExistingFolderLeavesNoLockFileBehind() throws Exception {
        Path out = Files.createDirectories(tmp.resolve("out"));
        Files.writeString(out.resolve("README.txt"), "mine");
        Map<String, String> before = snapshot();
        Cli.Result r = Cli.run("plan", site.toString(), "--out", out.toString(), "--force");
        assertThat(r.exitCode()).isEqualTo(2);
        assertThat(r.err()).isEqualTo("zlayout: --out " + out + ": README.txt was not written by an earlier plan; "
                + "zlayout does not replace it\n");
        assertThat(snapshot()).isEqualTo(before);
    }

    @Test
    void aFileThatCannotBeReplacedIsAnEnvironmentErrorAndTheEarlierPlanStays() throws Exception {
        Path out = tmp.resolve("out");
        assertThat(Cli.run("plan", site.toString(), "--out", out.toString()).exitCode()).isZero();
        Path readme = out.resolve("README.txt");
        org.junit.jupiter.api.Assumptions.assumeTrue(chattr("+i", readme), "chattr +i works here (root, ext4)");
        try {
            Map<String, String> before = snapshot();
            Cli.Result r = Cli.run("plan", site.toString(), "--out", out.toString(), "--force");
            assertThat(r.exitCode()).isEqualTo(5);
            assertThat(r.err()).isEqualTo("zlayout: cannot write or read: --out " + out
                    + ": README.txt: Operation not permitted\n");
            assertThat(snapshot()).isEqualTo(before);
        } finally {
            chattr("-i", readme);
        }
    }

    @Test
    void anOutputWhoseFolderTakesNoNewFileSaysSoAndIsLeftAsItWas() throws Exception {
        Path proc = Path.of("/proc/version");
        org.junit.jupiter.api.Assumptions.assumeTrue(Files.isRegularFile(proc), "/proc/version exists here (Linux)");
        String before = Files.readString(proc);
        Cli.Result r = Cli.run("check", site.toString(), "-o", proc.toString());
        assertThat(r.exitCode()).isEqualTo(5);
        assertThat(r.err()).isEqualTo("zlayout: cannot write or read: /proc/version: its folder takes no new file,"
                + " and zlayout writes an output beside it first to replace it whole (no such file or directory)\n");
        assertThat(Files.readString(proc)).isEqualTo(before);
    }

    private static boolean chattr(String flag, Path p) throws Exception {
        try {
            return new ProcessBuilder("chattr", flag, p.toString()).redirectErrorStream(true).start().waitFor() == 0;
        } catch (java.io.IOException e) {
            return false; // no chattr
        }
    }

    @Test
    void aFullDiskIsAnEnvironmentErrorNamingTheOutputAndLeavesNothing() throws Exception {
        Path small = Files.createDirectories(tmp.resolve("small"));
        org.junit.jupiter.api.Assumptions.assumeTrue(run("mount", "-t", "tmpfs", "-o", "size=64k", "tmpfs",
                small.toString()), "a tmpfs can be mounted here (root)");
        try {
            Cli.Result plan = Cli.run("plan", site.toString(), "--out", small.resolve("plan").toString());
            assertThat(plan.exitCode()).isEqualTo(5);
            assertThat(plan.err()).isEqualTo("zlayout: cannot write or read: --out " + small.resolve("plan")
                    + ": No space left on device\n");
            Files.write(small.resolve("fill"), new byte[64 << 10]);
            Cli.Result report = Cli.run("check", site.toString(), "--fail-on", "never", "-o",
                    small.resolve("report.txt").toString());
            assertThat(report.exitCode()).isEqualTo(5);
            assertThat(report.err()).endsWith("zlayout: cannot write or read: " + small.resolve("report.txt")
                    + ": No space left on device\n");
            Path elsewhere = tmp.resolve("site.xlsx");
            Cli.Result both = Cli.run("report", site.toString(), "--xlsx", elsewhere.toString(), "--html",
                    small.resolve("site.html").toString());
            assertThat(both.exitCode()).isEqualTo(5);
            assertThat(both.err()).endsWith("zlayout: cannot write or read: " + small.resolve("site.html")
                    + ": No space left on device\n");
            assertThat(Files.exists(elsewhere)).isFalse();
            try (Stream<Path> s = Files.list(small)) {
                assertThat(s.map(p -> p.getFileName().toString()).toList()).containsExactly("fill");
            }
            try (Stream<Path> s = Files.list(tmp)) {
                assertThat(s.map(p -> p.getFileName().toString()).filter(n -> n.endsWith(".tmp")).toList()).isEmpty();
            }
        } finally {
            run("umount", small.toString());
        }
    }

    private static boolean run(String... cmd) throws Exception {
        try {
            return new ProcessBuilder(cmd).redirectErrorStream(true).start().waitFor() == 0;
        } catch (java.io.IOException e) {
            return false;
        }
    }

    @Test
    void theOutputsOfOneRunLandTogetherOrNotAtAll() throws Exception {
        Path folder = Files.createDirectories(tmp.resolve("folder"));
        Path xlsx = tmp.resolve("site.xlsx");
        Map<String, String> before = snapshot();

        Cli.Result report = Cli.run("report", site.toString(), "--xlsx", xlsx.toString(), "--html", folder.toString());
        Cli.Result check = Cli.run("check", site.toString(), "--create-baseline", tmp.resolve("b.json").toString(),
                "-o", folder.toString());
        Cli.Result plan = Cli.run("plan", site.toString(), "--out", tmp.resolve("plan").toString(), "-o",
                folder.toString());

        assertThat(report.exitCode()).isEqualTo(2);
        assertThat(report.err()).endsWith("zlayout: " + folder + " is a folder; name a file to write\n");
        assertThat(check.exitCode()).isEqualTo(2);
        assertThat(check.err()).endsWith("zlayout: " + folder + " is a folder; name a file to write\n");
        assertThat(plan.exitCode()).isEqualTo(2);
        assertThat(plan.err()).endsWith("zlayout: " + folder + " is a folder; name a file to write\n");
        assertThat(snapshot()).isEqualTo(before);
    }
}
