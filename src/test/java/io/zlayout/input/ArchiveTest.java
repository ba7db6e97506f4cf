package io.zlayout.input;

import io.zlayout.input.catalog.ReaderCatalog;
import io.zlayout.model.Diagnostic;
import io.zlayout.testing.Cli;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.zip.GZIPOutputStream;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

/**
 * Archives read as the files inside them: dbginfo.sh's {@code DBGINFO-*.tgz}, zlayout collect's {@code .tar.gz},
 * one gzip-compressed capture; and every way an archive can be damaged or hostile giving a clear error or a
 * warning, never a file written or a hang.
 */
public class ArchiveTest {

    /**
     * A dbginfo.sh archive made with GNU tar and gzip (README.md beside it): runtime.out and zvm_runtime.out in
     * dbginfo.sh's frame around published outputs, copies of /etc, and sysfs, /proc and a nested sysfs.tgz that
     * zlayout passes over; one member's name is longer than tar's 100 characters.
     */
    private static final Path DBGINFO = Path.of("src/test/resources/io/zlayout/input/archive/"
            + "DBGINFO-2026-11-26-101500-lnx1-0A1B2C.tgz");

    @TempDir
    Path tmp;

    @Test
    void aDbginfoArchiveIsReadAsTheCapturesInsideIt() throws Exception {
        // when the archive is read as it comes from dbginfo.sh
        Inputs in = ReaderCatalog.loader(Map.of()).load(List.of(DBGINFO));

        // then its five capture files are read, each by its format, as the guest vmcp q userid names
        String top = InputLoader.display(DBGINFO) + "!/DBGINFO-2026-11-26-101500-lnx1-0A1B2C/";
        assertThat(in.inputs()).extracting(LoadedInput::path, LoadedInput::format, LoadedInput::guest).containsExactly(
                org.assertj.core.groups.Tuple.tuple(top + "etc/udev/rules.d/41-zfcp-host-0.0.1700.rules", "linux",
                        "LNX1"),
                org.assertj.core.groups.Tuple.tuple(top + "etc/zfcp.conf", "linux", "LNX1"),
                org.assertj.core.groups.Tuple.tuple(top + "proc/scsi/sg/devices", "linux", "LNX1"),
                org.assertj.core.groups.Tuple.tuple(top + "runtime.out", "linux", "LNX1"),
                org.assertj.core.groups.Tuple.tuple(top + "zvm_runtime.out", "zvm-cp", "LNX1"));
        assertThat(RealWorldCorpusTest.counts(in)).isEqualTo(Map.of("ChannelPathStatus", 8, "IoSubchannel", 8, "DasdDevice", 9,
                "MultipathMap", 2, "ZfcpHost", 3, "ZfcpPort", 1, "ZfcpLun", 7, "ZvmVirtualFcp", 1, "SgDevice", 2));
        // and what was passed over is one note, with nothing a warning
        assertThat(in.diagnostics()).noneMatch(d -> d.level() == Diagnostic.Level.WARNING);
        assertThat(messages(in)).contains("a dbginfo.sh archive: read 5 of its files; its other 5 files (sysfs, "
                + "/proc, logs) hold nothing zlayout reads",
                "skipped the response to 'q cplevel' (lines 7-9): not CP output zlayout reads");
        assertThat(in.diagnostics()).allSatisfy(d -> assertThat(d.source().path()).startsWith(
                InputLoader.display(DBGINFO)));
    }

    @Test
    void aDbginfoArchiveUnderHostsTakesTheGuestOfItsFolder() throws Exception {
        // given the archive in a site's hosts/LNXA/
        Path to = tmp.resolve("site/hosts/lnxa/dbginfo.tgz");
        Files.createDirectories(to.getParent());
        Files.copy(DBGINFO, to);

        // when the site is read
        Inputs in = ReaderCatalog.loader(Map.of()).load(List.of(tmp.resolve("site")));

        // then the folder names the guest, not the user ID inside
        assertThat(in.inputs()).extracting(LoadedInput::guest).containsOnly("LNXA");
    }

    @Test
    void aPaxArchiveWithLongNamesIsRead() throws Exception {
        // given the same files archived by GNU tar in the POSIX pax format (a long name is an extended header)
        Path pax = Path.of("src/test/resources/io/zlayout/input/ReadersFuzzTestInputs/archive/pax.tar");

        // when read
        Inputs in = ReaderCatalog.loader(Map.of()).load(List.of(pax));

        // then runtime.out is read and the long-named sysfs file is passed over, not taken for a header
        assertThat(in.inputs()).extracting(LoadedInput::path).containsExactly(InputLoader.display(pax)
                + "!/DBGINFO-2026-11-26-101500-lnx1-0A1B2C/runtime.out");
        assertThat(messages(in)).contains("a dbginfo.sh archive: read 1 of its files; its other 1 files (sysfs, "
                + "/proc, logs) hold nothing zlayout reads");
    }

    @Test
    void aCollectArchiveNamesTheGuestOfEachFileByItsPath() throws Exception {
        // given zlayout collect's archive: tmp/lnx1/hosts/LNX1/*.txt, as tar -czf leaves the path, and a README
        String lszfcp = "# lszfcp -P -H -D\n" + Files.readString(
                Path.of("src/test/resources/realworld/linux/s390tools_lszfcp_PHD_example.txt")).substring(
                "#> lszfcp -P -H -D\n".length());
        Map<String, String> files = new LinkedHashMap<>();
        files.put("tmp/lnx1/", null);
        files.put("tmp/lnx1/hosts/LNX1/lszfcp.txt", lszfcp);
        files.put("tmp/lnx1/hosts/LNX1/lsdasd.txt", Files.readString(
                Path.of("src/test/resources/realworld/linux/yast-s390_lsdasd.txt")));
        files.put("tmp/lnx1/hosts/LNX1/.collect.log", "hidden\n");
        files.put("tmp/lnx1/README", "captured by zlayout collect\n");
        Path archive = write("lnx1.tar.gz", gzip(tar(files)));

        // when read
        Inputs in = ReaderCatalog.loader(Map.of()).load(List.of(archive));

        // then each capture is the guest's; the README is one note; the hidden file is not looked at
        assertThat(in.inputs()).extracting(LoadedInput::path).containsExactly(
                InputLoader.display(archive) + "!/tmp/lnx1/hosts/LNX1/lszfcp.txt",
                InputLoader.display(archive) + "!/tmp/lnx1/hosts/LNX1/lsdasd.txt");
        assertThat(in.inputs()).extracting(LoadedInput::guest).containsOnly("LNX1");
        assertThat(RealWorldCorpusTest.counts(in)).isEqualTo(Map.of("ZfcpHost", 1, "ZfcpPort", 1, "ZfcpLun", 1, "DasdDevice", 9));
        assertThat(messages(in)).containsExactly("1 file(s) of the archive not read: not a format zlayout "
                + "recognises: tmp/lnx1/README");
    }

    @Test
    void aGzipOfOneCaptureIsThatCapture() throws Exception {
        // given lsdasd output compressed alone, as mailed
        byte[] text = Files.readAllBytes(Path.of("src/test/resources/realworld/linux/yast-s390_lsdasd.txt"));
        Path gz = write("lsdasd.txt.gz", gzip(text));

        // when read
        Inputs in = ReaderCatalog.loader(Map.of()).load(List.of(gz));

        // then it is the capture, named by the file it holds
        assertThat(in.inputs()).singleElement().satisfies(i -> {
            assertThat(i.path()).isEqualTo(InputLoader.display(gz) + "!/lsdasd.txt");
            assertThat(i.result().elements()).hasSize(9);
        });
    }

    @Test
    void theSameArchiveGivesTheSameBytesOfOutputWhateverElseIsRead() throws Exception {
        // given the dbginfo archive alone, and beside another file given first
        Path other = write("aaa-lsdasd.txt", Files.readAllBytes(
                Path.of("src/test/resources/realworld/linux/yast-s390_lsdasd_offline.txt")));
        Cli.Result alone = Cli.run("inventory", "--format", "json", DBGINFO.toString());
        Cli.Result beside = Cli.run("inventory", "--format", "json", DBGINFO.toString(), other.toString());
        Cli.Result reversed = Cli.run("inventory", "--format", "json", other.toString(), DBGINFO.toString());

        // then each run reads it alike, and the order of the arguments changes nothing
        assertThat(alone.exitCode()).as(alone.err()).isZero();
        assertThat(beside.out()).isEqualTo(reversed.out());
        assertThat(beside.out()).contains("zvm_runtime.out");
    }

    @Test
    void aTruncatedArchiveIsAnErrorNamingTheArchiveAndTheMember() throws Exception {
        // given the dbginfo archive cut short, as a failed copy leaves it
        byte[] whole = gunzip(Files.readAllBytes(DBGINFO));
        int cut = indexOf(whole, "runtime.out") + 512 + 100;
        Path part = write("DBGINFO-part.tgz", gzip(Arrays.copyOf(whole, cut)));

        // when read through the CLI
        Cli.Result r = Cli.run("inventory", part.toString());

        // then exit 3, the archive and the member named, no stack trace
        assertThat(r.exitCode()).isEqualTo(3);
        assertThat(r.err()).contains(InputLoader.display(part) + ": ")
                .contains("member 'DBGINFO-2026-11-26-101500-lnx1-0A1B2C/runtime.out'").contains("truncated")
                .doesNotContain("Exception").doesNotContain("\tat ");
    }

    @Test
    void damagedCompressedDataIsAnError() throws Exception {
        // given gzip data with its deflate stream overwritten
        byte[] gz = Files.readAllBytes(DBGINFO);
        byte[] bad = gz.clone();
        Arrays.fill(bad, 40, 400, (byte) 0x55);
        Path p = write("bad.tgz", bad);

        // then reading fails with a clear message naming the file
        assertThatThrownBy(() -> ReaderCatalog.loader(Map.of()).load(List.of(p)))
                .isInstanceOf(InputException.class)
                .hasMessageStartingWith(InputLoader.display(p) + ": ")
                .hasMessageContaining("expected an archive zlayout can read");
    }

    @Test
    void aHeaderWhoseChecksumFailsIsAnError() throws Exception {
        // given a tar whose second header is damaged
        Map<String, String> files = new LinkedHashMap<>();
        files.put("a/lsdasd.txt", "Bus-ID    Status    Name\n");
        files.put("a/b.txt", "x\n");
        byte[] t = tar(files);
        t[1024 + 10] ^= 0x20;
        Path p = write("bad.tar", t);

        // then the error names the member before it
        assertThatThrownBy(() -> ReaderCatalog.loader(Map.of()).load(List.of(p)))
                .isInstanceOf(InputException.class)
                .hasMessageContaining("a tar header block after member 'a/lsdasd.txt'")
                .hasMessageContaining("checksum");
    }

    @Test
    void membersNamedOutsideTheArchiveAreNotReadAndSaidSo() throws Exception {
        // given members that an unpacking tool would write outside its folder
        String lsdasd = Files.readString(Path.of("src/test/resources/realworld/linux/yast-s390_lsdasd.txt"));
        Map<String, String> files = new LinkedHashMap<>();
        files.put("../../etc/lsdasd.txt", lsdasd);
        files.put("/etc/passwd-lsdasd.txt", lsdasd);
        files.put("ok/lsdasd.txt", lsdasd);
        Path p = write("evil.tar.gz", gzip(tar(files)));

        // when read
        Inputs in = ReaderCatalog.loader(Map.of()).load(List.of(p));

        // then only the member inside is read, each other is a warning naming archive and member, and nothing
        // was written
        assertThat(in.inputs()).extracting(LoadedInput::path).containsExactly(InputLoader.display(p)
                + "!/ok/lsdasd.txt");
        String why = ": member not read: named outside the archive's own folder (an absolute path or '..'): never"
                + " extracted or read";
        assertThat(in.diagnostics()).filteredOn(d -> d.level() == Diagnostic.Level.WARNING)
                .extracting(d -> d.source().path() + ": " + d.message()).containsExactly(
                        InputLoader.display(p) + "!/../../etc/lsdasd.txt" + why,
                        InputLoader.display(p) + "!//etc/passwd-lsdasd.txt" + why);
        assertThat(in.skipped()).as("counted for --strict").containsExactly(InputLoader.display(p)
                + "!/../../etc/lsdasd.txt", InputLoader.display(p) + "!//etc/passwd-lsdasd.txt");
        try (var s = Files.list(tmp)) {
            assertThat(s.map(x -> x.getFileName().toString())).containsExactly("evil.tar.gz");
        }
    }

    @Test
    void aCompressedBombIsRefusedAtTheLimit() throws Exception {
        // given 64 MB of zeros in a tar member, some 64 kB compressed, and a limit of 16 MB decompressed
        Map<String, byte[]> files = new LinkedHashMap<>();
        files.put("zeros", new byte[64 << 20]);
        Path p = write("bomb.tgz", gzip(tarBytes(files)));
        String before = System.getProperty("zlayout.maxArchiveBytes");
        System.setProperty("zlayout.maxArchiveBytes", String.valueOf(16 << 20));
        try {
            // then reading stops at the limit with a message saying why
            assertThatThrownBy(() -> ReaderCatalog.loader(Map.of()).load(List.of(p)))
                    .isInstanceOf(InputException.class)
                    .hasMessageContaining("an archive of at most 16777216 bytes decompressed");
        } finally {
            if (before == null) {
                System.clearProperty("zlayout.maxArchiveBytes");
            } else {
                System.setProperty("zlayout.maxArchiveBytes", before);
            }
        }
    }

    @Test
    void anArchiveOfNothingZlayoutReadsIsAWarning() throws Exception {
        // given a dbginfo archive of logs only
        Map<String, String> files = new LinkedHashMap<>();
        files.put("DBGINFO-2026-01-01-000000-x/var/log/messages", "Jan  1 kernel: hello\n");
        files.put("DBGINFO-2026-01-01-000000-x/runtime.out", "");
        Path p = write("DBGINFO-x.tgz", gzip(tar(files)));

        // when read with something else beside it
        Path other = write("lsdasd.txt", Files.readAllBytes(
                Path.of("src/test/resources/realworld/linux/yast-s390_lsdasd.txt")));
        Inputs in = ReaderCatalog.loader(Map.of()).load(List.of(p, other));

        // then the archive is a warning saying why, never silent
        assertThat(in.diagnostics()).filteredOn(d -> d.level() == Diagnostic.Level.WARNING)
                .extracting(Diagnostic::message).singleElement().asString()
                .startsWith("nothing read: the archive holds 2 file(s), none in a format zlayout reads");
        assertThat(in.skipped()).containsExactly(InputLoader.display(p));
    }

    @Test
    void memberNamesAreNormalisedAndUnsafeOnesRefused() {
        assertThat(Archive.safe("./a//b/./c")).isEqualTo("a/b/c");
        assertThat(Archive.safe("a/../../b")).isNull();
        assertThat(Archive.safe("/abs")).isNull();
        assertThat(Archive.safe("C:/x")).isNull();
        assertThat(Archive.safe("a\\b")).isNull();
        assertThat(Archive.safe("sys/devices/rport-0:0-0/x")).isEqualTo("sys/devices/rport-0:0-0/x");
        assertThat(InputLoader.memberGuest("tmp/lnx1/hosts/lnx1/lszfcp.txt")).isEqualTo("LNX1");
        assertThat(InputLoader.memberGuest("hosts/lszfcp.txt")).isNull();
    }

    // ---------------------------------------------------------------------------------------------- helpers


    private static List<String> messages(Inputs in) {
        return in.diagnostics().stream().map(Diagnostic::message).toList();
    }

    private Path write(String name, byte[] bytes) throws IOException {
        Path p = tmp.resolve(name);
        Files.write(p, bytes);
        return p;
    }

    /** A ustar archive of the files (a name ending in '/' with null content is a folder). */
    public static byte[] tar(Map<String, String> files) {
        Map<String, byte[]> b = new LinkedHashMap<>();
        files.forEach((k, v) -> b.put(k, v == null ? null : v.getBytes(StandardCharsets.UTF_8)));
        return tarBytes(b);
    }

    public static byte[] tarBytes(Map<String, byte[]> files) {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        files.forEach((name, data) -> {
            byte[] h = new byte[512];
            put(h, 0, name);
            put(h, 100, "0000644");
            put(h, 108, "0000000");
            put(h, 116, "0000000");
            put(h, 124, String.format("%011o", data == null ? 0 : data.length));
            put(h, 136, "15114233000");
            h[156] = (byte) (data == null ? '5' : '0');
            put(h, 257, "ustar");
            put(h, 263, "00");
            Arrays.fill(h, 148, 156, (byte) ' ');
            int sum = 0;
            for (byte x : h) {
                sum += x & 0xff;
            }
            put(h, 148, String.format("%06o", sum));
            h[154] = 0;
            out.writeBytes(h);
            if (data != null) {
                out.writeBytes(data);
                out.writeBytes(new byte[(512 - data.length % 512) % 512]);
            }
        });
        out.writeBytes(new byte[1024]);
        return out.toByteArray();
    }

    private static void put(byte[] h, int off, String s) {
        byte[] b = s.getBytes(StandardCharsets.UTF_8);
        System.arraycopy(b, 0, h, off, b.length);
    }

    public static byte[] gzip(byte[] data) throws IOException {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        try (GZIPOutputStream gz = new GZIPOutputStream(out)) {
            gz.write(data);
        }
        return out.toByteArray();
    }

    private static byte[] gunzip(byte[] data) throws IOException {
        try (var in = new java.util.zip.GZIPInputStream(new java.io.ByteArrayInputStream(data))) {
            return in.readAllBytes();
        }
    }

    private static int indexOf(byte[] hay, String needle) {
        byte[] n = needle.getBytes(StandardCharsets.US_ASCII);
        outer:
        for (int i = 0; i + n.length <= hay.length; i++) {
            for (int j = 0; j < n.length; j++) {
                if (hay[i + j] != n[j]) {
                    continue outer;
                }
            }
            return i;
        }
        return -1;
    }

    @Test
    void membersOfOneNameWithDifferentContentAreRefusedEachNamedAndCounted() throws Exception {
        // given an archive holding two members of one name with different content, and one of the same content twice
        String lsdasd = Files.readString(Path.of("src/test/resources/realworld/linux/yast-s390_lsdasd.txt"));
        byte[] first = tar(Map.of("hosts/LNX1/lsdasd.txt", lsdasd, "hosts/LNX2/lsdasd.txt", lsdasd));
        byte[] second = tar(Map.of("hosts/LNX1/lsdasd.txt", lsdasd.replace("0.0.", "0.1."),
                "hosts/LNX2/lsdasd.txt", lsdasd));
        // two tar streams one after the other, the end blocks of the first cut: one archive of four members
        byte[] both = new byte[first.length - 1024 + second.length];
        System.arraycopy(first, 0, both, 0, first.length - 1024);
        System.arraycopy(second, 0, both, first.length - 1024, second.length);
        Path p = write("twice.tar.gz", gzip(both));

        // when read
        Inputs in = ReaderCatalog.loader(Map.of()).load(List.of(p));

        // then the name with two contents is read from neither, the other once; the refusal names both and counts
        assertThat(in.inputs()).extracting(LoadedInput::path).containsExactly(InputLoader.display(p)
                + "!/hosts/LNX2/lsdasd.txt");
        assertThat(in.diagnostics()).filteredOn(d -> d.level() == Diagnostic.Level.WARNING)
                .extracting(d -> d.source().path() + ": " + d.message()).containsExactly(InputLoader.display(p)
                        + "!/hosts/LNX1/lsdasd.txt: member not read: the archive holds two members of this name with"
                        + " different content: neither read");
        assertThat(in.skipped()).containsExactly(InputLoader.display(p) + "!/hosts/LNX1/lsdasd.txt");
    }

    @Test
    void aLinkMemberIsNeverFollowedAndCountsForStrict() throws Exception {
        // given an archive whose member hosts/LNX1/lsdasd.txt is a symbolic link to /etc/shadow
        Map<String, String> files = new LinkedHashMap<>();
        files.put("hosts/LNX1/lsdasd.txt", "");
        files.put("hosts/LNX2/lsdasd.txt", Files.readString(Path.of("src/test/resources/realworld/linux/"
                + "yast-s390_lsdasd.txt")));
        byte[] t = tar(files);
        t[156] = '2';
        byte[] target = "/etc/shadow".getBytes(StandardCharsets.UTF_8);
        System.arraycopy(target, 0, t, 157, target.length);
        Arrays.fill(t, 148, 156, (byte) ' ');
        int sum = 0;
        for (int i = 0; i < 512; i++) {
            sum += t[i] & 0xff;
        }
        byte[] check = String.format("%06o", sum).getBytes(StandardCharsets.UTF_8);
        System.arraycopy(check, 0, t, 148, 6);
        t[154] = 0;
        Path p = write("link.tar.gz", gzip(t));

        // when read
        Inputs in = ReaderCatalog.loader(Map.of()).load(List.of(p));

        // then the link is refused by name, the other member read, and a strict run would count the link
        assertThat(in.diagnostics()).filteredOn(d -> d.level() == Diagnostic.Level.WARNING)
                .extracting(d -> d.source().path() + ": " + d.message()).contains(InputLoader.display(p)
                        + "!/hosts/LNX1/lsdasd.txt: member not read: a link inside the archive: never followed or read");
        assertThat(in.skipped()).contains(InputLoader.display(p) + "!/hosts/LNX1/lsdasd.txt");
    }
}
