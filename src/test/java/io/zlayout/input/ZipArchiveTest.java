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
import java.util.zip.CRC32;
import java.util.zip.ZipEntry;
import java.util.zip.ZipOutputStream;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

/**
 * Zip archives, as people mail captures: read in memory as the files inside them, like a tar; damaged, encrypted,
 * truncated or hostile ones give an error naming the archive and the member, or a warning; and
 * {@code --input-format} reaches the files of an archive.
 */
class ZipArchiveTest {

    /** Why a member named outside the archive's folder is not read. */
    private static final String OUTSIDE = "named outside the archive's own folder (an absolute path or '..'): never"
            + " extracted or read";

    private static final Path REAL = Path.of("src/test/resources/realworld/linux");

    @TempDir
    Path tmp;

    @Test
    void aZipOfCapturesIsReadAsTheCapturesInsideIt() throws Exception {
        // given captures zipped as macOS's Archive Utility zips a folder: folders, one member stored, the others
        // deflated, and a __MACOSX/ resource fork beside each file
        Map<String, byte[]> files = new LinkedHashMap<>();
        files.put("lnx1/", null);
        files.put("lnx1/hosts/LNX1/lsdasd.txt", Files.readAllBytes(REAL.resolve("yast-s390_lsdasd.txt")));
        files.put("lnx1/hosts/LNX1/lscss.txt", Files.readAllBytes(REAL.resolve("avocado-vt_lscss_out_ok.txt")));
        files.put("__MACOSX/lnx1/hosts/LNX1/._lsdasd.txt", new byte[] {0, 5, 22, 7, 0, 2, 0, 0});
        files.put("lnx1/.DS_Store", new byte[] {0, 0, 0, 1, 'B', 'u', 'd', '1'});
        Path zip = write("lnx1.zip", zip(files, "lnx1/hosts/LNX1/lscss.txt"));

        // when read
        Inputs in = ReaderCatalog.loader(Map.of()).load(List.of(zip));

        // then both captures are read, as the guest their path names, and nothing else is looked at
        assertThat(in.inputs()).extracting(LoadedInput::path).containsExactly(
                InputLoader.display(zip) + "!/lnx1/hosts/LNX1/lsdasd.txt",
                InputLoader.display(zip) + "!/lnx1/hosts/LNX1/lscss.txt");
        assertThat(in.inputs()).extracting(LoadedInput::guest).containsOnly("LNX1");
        assertThat(RealWorldCorpusTest.counts(in)).isEqualTo(Map.of("DasdDevice", 9, "IoSubchannel", 8));
        assertThat(in.diagnostics()).noneMatch(d -> d.level() == Diagnostic.Level.WARNING);
    }

    @Test
    void aZipReadsAsTheSameFilesInATarDo() throws Exception {
        // given the same two captures in a zip and in a tar.gz
        byte[] lsdasd = Files.readAllBytes(REAL.resolve("yast-s390_lsdasd.txt"));
        byte[] lschp = Files.readAllBytes(REAL.resolve("ibm_docs_lschp_pchid_mapping.txt"));
        Map<String, byte[]> files = new LinkedHashMap<>();
        files.put("a/lsdasd.txt", lsdasd);
        files.put("a/lschp.txt", lschp);
        Path zip = write("a.zip", zip(files, null));
        Path tgz = write("a.tgz", gzip(ArchiveTest.tarBytes(files)));

        // then the CLI shows the same inventory of each, but for the archive's name
        Cli.Result z = Cli.run("inventory", "--format", "json", zip.toString());
        Cli.Result t = Cli.run("inventory", "--format", "json", tgz.toString());
        assertThat(z.exitCode()).as(z.err()).isZero();
        assertThat(z.out().replace("a.zip", "ARCHIVE")).isEqualTo(t.out().replace("a.tgz", "ARCHIVE"));
    }

    @Test
    void windowsFolderSeparatorsAndCodePageNamesAreRead() throws Exception {
        // given a zip as Windows PowerShell's Compress-Archive writes it: '\\' between folders, and a name in
        // the zip format's own code page (IBM437, no UTF-8 flag): 'Übersicht' with 0x9A for 'Ü'
        Map<String, byte[]> files = new LinkedHashMap<>();
        files.put("lnx1\\hosts\\LNX1\\lsdasd.txt", Files.readAllBytes(REAL.resolve("yast-s390_lsdasd.txt")));
        files.put("lnx1\\..\\..\\evil.txt", "x\n".getBytes(StandardCharsets.US_ASCII));
        files.put("lnx1/\u00dcbersicht-lscss.txt", Files.readAllBytes(REAL.resolve("avocado-vt_lscss_out_ok.txt")));
        byte[] z = zip(files, null, java.nio.charset.Charset.forName("IBM437"));
        assertThat(z[indexOf(z, "bersicht-lscss.txt") - 1]).isEqualTo((byte) 0x9a);
        Path p = write("win.zip", z);

        // when read
        Inputs in = ReaderCatalog.loader(Map.of()).load(List.of(p));

        // then both captures are read under their names, and the '..' one is refused as ever
        assertThat(in.inputs()).extracting(LoadedInput::path).containsExactly(
                InputLoader.display(p) + "!/lnx1/hosts/LNX1/lsdasd.txt",
                InputLoader.display(p) + "!/lnx1/\u00dcbersicht-lscss.txt");
        assertThat(in.inputs().get(0).guest()).isEqualTo("LNX1");
        assertThat(in.diagnostics()).filteredOn(d -> d.level() == Diagnostic.Level.WARNING)
                .extracting(d -> d.source().path() + ": " + d.message()).containsExactly(InputLoader.display(p)
                        + "!/lnx1/../../evil.txt: member not read: " + OUTSIDE);
    }

    @Test
    void damagedDeflateDataIsAnErrorNamingTheArchiveAndTheMember() throws Exception {
        // given a zip whose member's compressed data is overwritten
        Map<String, byte[]> files = new LinkedHashMap<>();
        files.put("caps/lsdasd.txt", Files.readAllBytes(REAL.resolve("yast-s390_lsdasd.txt")));
        byte[] z = zip(files, null);
        int data = 30 + "caps/lsdasd.txt".length();
        Arrays.fill(z, data + 2, data + 40, (byte) 0xff);
        Path p = write("bad.zip", z);

        // when read through the CLI
        Cli.Result r = Cli.run("inventory", p.toString());

        // then exit 3, the archive and the member named, no stack trace
        assertThat(r.exitCode()).isEqualTo(3);
        assertThat(r.err()).contains(InputLoader.display(p) + ": expected a zip archive zlayout can read")
                .contains("in member 'caps/lsdasd.txt'").doesNotContain("Exception").doesNotContain("\tat ");
    }

    @Test
    void aTruncatedZipIsAnErrorNamingTheMemberItEndsIn() throws Exception {
        // given a zip cut short inside its second member, as a failed download leaves it
        Map<String, byte[]> files = new LinkedHashMap<>();
        files.put("caps/lscss.txt", Files.readAllBytes(REAL.resolve("avocado-vt_lscss_out_ok.txt")));
        files.put("caps/lsdasd.txt", Files.readAllBytes(REAL.resolve("yast-s390_lsdasd.txt")));
        byte[] z = zip(files, null);
        int second = indexOf(z, "caps/lsdasd.txt");
        Path p = write("part.zip", Arrays.copyOf(z, second + 40));

        // then the error names the archive and the member
        assertThatThrownBy(() -> ReaderCatalog.loader(Map.of()).load(List.of(p)))
                .isInstanceOf(InputException.class)
                .hasMessageStartingWith(InputLoader.display(p) + ": ")
                .hasMessageContaining("member 'caps/lsdasd.txt'");
    }

    @Test
    void anEncryptedMemberIsAnErrorSayingSo() throws Exception {
        // given a member whose local header says it is encrypted (general purpose flag bit 0)
        Map<String, byte[]> files = new LinkedHashMap<>();
        files.put("secret/lsdasd.txt", Files.readAllBytes(REAL.resolve("yast-s390_lsdasd.txt")));
        byte[] z = zip(files, null);
        z[6] |= 1;
        Path p = write("secret.zip", z);

        // then reading it is refused with the reason
        assertThatThrownBy(() -> ReaderCatalog.loader(Map.of()).load(List.of(p)))
                .isInstanceOf(InputException.class)
                .hasMessageContaining("not encrypted")
                .hasMessageContaining("member 'secret/lsdasd.txt'");
    }

    @Test
    void membersNamedOutsideTheArchiveAreNotReadAndNothingIsWritten() throws Exception {
        // given members that an unpacking tool would write outside its folder ("zip slip")
        byte[] lsdasd = Files.readAllBytes(REAL.resolve("yast-s390_lsdasd.txt"));
        Map<String, byte[]> files = new LinkedHashMap<>();
        files.put("../../etc/lsdasd.txt", lsdasd);
        files.put("/tmp/lsdasd.txt", lsdasd);
        files.put("C:/lsdasd.txt", lsdasd);
        files.put("ok/lsdasd.txt", lsdasd);
        Path p = write("slip.zip", zip(files, null));

        // when read
        Inputs in = ReaderCatalog.loader(Map.of()).load(List.of(p));

        // then only the member inside is read, the others are one warning
        assertThat(in.inputs()).extracting(LoadedInput::path).containsExactly(InputLoader.display(p)
                + "!/ok/lsdasd.txt");
        assertThat(in.diagnostics()).filteredOn(d -> d.level() == Diagnostic.Level.WARNING)
                .extracting(d -> d.source().path() + ": " + d.message()).containsExactly(
                        InputLoader.display(p) + "!/../../etc/lsdasd.txt: member not read: " + OUTSIDE,
                        InputLoader.display(p) + "!//tmp/lsdasd.txt: member not read: " + OUTSIDE,
                        InputLoader.display(p) + "!/C:/lsdasd.txt: member not read: " + OUTSIDE);
        try (var s = Files.list(tmp)) {
            assertThat(s.map(x -> x.getFileName().toString())).containsExactly("slip.zip");
        }
    }

    @Test
    void aCompressedBombIsRefusedAtTheLimit() throws Exception {
        // given 64 MB of zeros deflated to some 64 kB, and a limit of 16 MB decompressed
        Map<String, byte[]> files = new LinkedHashMap<>();
        files.put("zeros.txt", new byte[64 << 20]);
        Path p = write("bomb.zip", zip(files, null));
        String before = System.getProperty("zlayout.maxArchiveBytes");
        System.setProperty("zlayout.maxArchiveBytes", String.valueOf(16 << 20));
        try {
            assertThatThrownBy(() -> ReaderCatalog.loader(Map.of()).load(List.of(p)))
                    .isInstanceOf(InputException.class)
                    .hasMessageStartingWith(InputLoader.display(p) + ": ")
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
    void anEmptyZipIsAWarningAndAZipWithoutEntriesAnError() throws Exception {
        // given a zip of no file (its end record only), and bytes that start as a zip but hold no entry
        Path empty = write("empty.zip", zip(new LinkedHashMap<>(), null));
        Path bogus = write("bogus.zip", ("PK\u0003\u0004 not a zip at all, though it starts as one does")
                .getBytes(StandardCharsets.ISO_8859_1));
        Path other = write("lsdasd.txt", Files.readAllBytes(REAL.resolve("yast-s390_lsdasd.txt")));

        // then the empty one is a warning, never silent
        Inputs in = ReaderCatalog.loader(Map.of()).load(List.of(empty, other));
        assertThat(in.diagnostics()).filteredOn(d -> d.level() == Diagnostic.Level.WARNING)
                .extracting(Diagnostic::message).singleElement().asString()
                .startsWith("nothing read: the archive holds 0 file(s)");
        // and the other is an error naming it
        assertThatThrownBy(() -> ReaderCatalog.loader(Map.of()).load(List.of(bogus)))
                .isInstanceOf(InputException.class)
                .hasMessageStartingWith(InputLoader.display(bogus) + ": expected ");
    }

    @Test
    void aFormatNamedForAnArchiveReadsEveryFileItHolds() throws Exception {
        // given an archive of two files the fake reader would not sniff
        Map<String, byte[]> files = new LinkedHashMap<>();
        files.put("d/one.txt", "FAKE 10\nvol IBM.2107-75AAAA1 1000\n".getBytes(StandardCharsets.US_ASCII));
        files.put("d/two.txt", "FAKE 10\nvol IBM.2107-75AAAA1 1001\n".getBytes(StandardCharsets.US_ASCII));
        Path zip = write("c.zip", zip(files, null));

        // when the archive is named as the fake format
        Inputs in = new InputLoader(List.of(new FakeReader("fake"), new FakeReader("other")),
                Map.of(zip, "other")).load(List.of(zip));

        // then both files are read as it
        assertThat(in.inputs()).extracting(LoadedInput::format).containsExactly("other", "other");
    }

    @Test
    void aFormatNamedForAMemberOrAFolderOfAnArchiveReachesOnlyThose() throws Exception {
        // given an archive of three files, one sniffed as fake and two that nothing sniffs
        Map<String, byte[]> files = new LinkedHashMap<>();
        files.put("a/sniffed.txt", "FAKE\nvol IBM.2107-75AAAA1 1000\n".getBytes(StandardCharsets.US_ASCII));
        files.put("a/b/low.txt", "FAKE 10\nvol IBM.2107-75AAAA1 1001\n".getBytes(StandardCharsets.US_ASCII));
        files.put("a/c/low.txt", "FAKE 10\nvol IBM.2107-75AAAA1 1002\n".getBytes(StandardCharsets.US_ASCII));
        Path tgz = write("x.tgz", gzip(ArchiveTest.tarBytes(files)));

        // when one folder of the archive is named 'other', and so is the member the fake reader would sniff
        Inputs in = new InputLoader(List.of(new FakeReader("fake"), new FakeReader("other")),
                Map.of(Path.of(tgz + "!/a/b"), "other", Path.of(tgz + "!/a/sniffed.txt"), "other"))
                .load(List.of(tgz));

        // then those are read as named, and the one nothing names nor sniffs is not read
        assertThat(in.inputs()).extracting(LoadedInput::path, LoadedInput::format).containsExactly(
                org.assertj.core.groups.Tuple.tuple(InputLoader.display(tgz) + "!/a/sniffed.txt", "other"),
                org.assertj.core.groups.Tuple.tuple(InputLoader.display(tgz) + "!/a/b/low.txt", "other"));
        assertThat(in.diagnostics()).extracting(Diagnostic::message).contains("1 file(s) of the archive not read: "
                + "not a format zlayout recognises: a/c/low.txt");
    }

    @Test
    void aFormatNamedForAMemberTheArchiveDoesNotHoldIsAnErrorNamingTheOverride() throws Exception {
        // given an archive of one file, and a format named for a member it does not hold (a folder left out)
        Map<String, byte[]> files = new LinkedHashMap<>();
        files.put("a/one.txt", "FAKE 10\nvol IBM.2107-75AAAA1 1000\n".getBytes(StandardCharsets.US_ASCII));
        Path tgz = write("y.tgz", gzip(ArchiveTest.tarBytes(files)));
        Path mistyped = Path.of(tgz + "!/one.txt");

        // when it is read, then the run stops on the override, naming it, the archive and the member
        assertThatThrownBy(() -> new InputLoader(List.of(new FakeReader("fake"), new FakeReader("other")),
                Map.of(mistyped, "other")).load(List.of(tgz)))
                .isInstanceOf(InputException.class)
                .hasMessage("--input-format " + InputLoader.display(mistyped) + "=other: the archive "
                        + InputLoader.display(tgz) + " holds no file or folder 'one.txt' that zlayout reads (a member "
                        + "is named as the archive lists it, with its folders: ARCHIVE!/FOLDER/FILE); the format "
                        + "applies to nothing");

        // and the member's full name is taken, as is a folder of the archive
        Inputs in = new InputLoader(List.of(new FakeReader("fake"), new FakeReader("other")),
                Map.of(Path.of(tgz + "!/a/one.txt"), "other", Path.of(tgz + "!/a"), "fake")).load(List.of(tgz));
        assertThat(in.inputs()).extracting(LoadedInput::format).containsExactly("other");
    }

    @Test
    void aFormatNamedForAMemberOfAnArchiveNotReadIsAnErrorThroughTheCli() throws Exception {
        // given a plain capture, and an override naming a member of an archive that is not among the inputs
        Path txt = write("lsdasd.txt", "Bus-ID    Status    Name    Device  Type  BlkSz  Size      Blocks\n"
                .getBytes(StandardCharsets.US_ASCII));
        Path other = tmp.resolve("other.tgz");

        // when inventory runs
        Cli.Result r = Cli.run("inventory", "--input-format", other + "!/lsdasd.txt=linux", txt.toString());

        // then it stops with exit 3, naming the override, and no stack trace
        assertThat(r.exitCode()).isEqualTo(3);
        assertThat(r.err()).contains("--input-format " + InputLoader.display(other) + "!/lsdasd.txt=linux: "
                + InputLoader.display(other) + " is not an archive among the inputs; the format applies to nothing")
                .doesNotContain("Exception");
    }

    // ---------------------------------------------------------------------------------------------- helpers

    static byte[] zip(Map<String, byte[]> files, String stored) throws IOException {
        return zip(files, stored, StandardCharsets.UTF_8);
    }

    /**
     * A zip of the files (a name ending in '/' with null content is a folder), {@code stored} not deflated, the
     * names in {@code names} (UTF-8 sets the format's UTF-8 flag; another code page leaves it off).
     */
    static byte[] zip(Map<String, byte[]> files, String stored, java.nio.charset.Charset names) throws IOException {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        try (ZipOutputStream z = new ZipOutputStream(out, names)) {
            for (Map.Entry<String, byte[]> f : files.entrySet()) {
                ZipEntry e = new ZipEntry(f.getKey());
                e.setTime(1_764_150_000_000L);
                byte[] data = f.getValue() == null ? new byte[0] : f.getValue();
                if (f.getKey().equals(stored)) {
                    CRC32 crc = new CRC32();
                    crc.update(data);
                    e.setMethod(ZipEntry.STORED);
                    e.setSize(data.length);
                    e.setCompressedSize(data.length);
                    e.setCrc(crc.getValue());
                }
                z.putNextEntry(e);
                z.write(data);
                z.closeEntry();
            }
        }
        return out.toByteArray();
    }

    private static byte[] gzip(byte[] b) throws IOException {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        try (java.util.zip.GZIPOutputStream g = new java.util.zip.GZIPOutputStream(out)) {
            g.write(b);
        }
        return out.toByteArray();
    }

    private static int indexOf(byte[] b, String s) {
        byte[] t = s.getBytes(StandardCharsets.US_ASCII);
        outer:
        for (int i = 0; i + t.length <= b.length; i++) {
            for (int j = 0; j < t.length; j++) {
                if (b[i + j] != t[j]) {
                    continue outer;
                }
            }
            return i;
        }
        throw new AssertionError(s + " not found");
    }


    private Path write(String name, byte[] bytes) throws IOException {
        Path p = tmp.resolve(name);
        Files.write(p, bytes);
        return p;
    }
}
