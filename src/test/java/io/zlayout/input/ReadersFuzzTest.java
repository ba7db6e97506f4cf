package io.zlayout.input;

import io.zlayout.input.catalog.ReaderCatalog;
import com.code_intelligence.jazzer.junit.FuzzTest;
import io.zlayout.input.dscli.DscliReader;
import io.zlayout.input.ess.EssAllocationReader;
import io.zlayout.input.intent.IntentReader;
import io.zlayout.input.iocp.IocpReader;
import io.zlayout.input.linux.LinuxReader;
import io.zlayout.input.rest.RestReader;
import io.zlayout.input.zvm.ZvmDirectoryReader;
import org.junit.jupiter.api.Timeout;

import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.concurrent.TimeUnit;

/**
 * Every reader, fuzzed: whatever the bytes, a reader sniffs without failing and reads them or refuses them
 * with an {@link InputException} naming the file — never another exception, never a hang. One fuzz test per
 * reader and format family, each seeded from {@code ReadersFuzzTestInputs/<test>/} (real-shaped inputs, and
 * every crash a fuzzing run found, kept as a regression input).
 *
 * <p>{@code mvn verify} replays the seeds only (Jazzer's regression mode). Fuzzing for real is one test at a
 * time with {@code JAZZER_FUZZ=1}; {@code bench/fuzz.sh} runs each for a bounded time (docs/robustness.md).
 */
@Timeout(value = 20, unit = TimeUnit.SECONDS)
class ReadersFuzzTest {

    private static final String NAME = "fuzz.input";

    private static void survives(InputReader reader, byte[] data) {
        SourceFile file = new SourceFile(Path.of(NAME), NAME, data);
        reader.sniff(file);
        try {
            reader.read(file, new ReadContext("LNX1", null));
        } catch (InputException e) {
            if (e.getMessage() == null || !e.getMessage().startsWith(NAME)) {
                throw new AssertionError("an input error must name the file first: " + e.getMessage(), e);
            }
        }
    }

    /** Prefixes a capture's command echo, so that the fuzzer's bytes reach that capture's parser. */
    private static byte[] after(String echo, byte[] data) {
        byte[] head = (echo + "\n").getBytes(StandardCharsets.UTF_8);
        byte[] out = new byte[head.length + data.length];
        System.arraycopy(head, 0, out, 0, head.length);
        System.arraycopy(data, 0, out, head.length, data.length);
        return out;
    }

    // ---- IOCP, z/VM -------------------------------------------------------------------------------------

    @FuzzTest
    void iocp(byte[] data) {
        survives(new IocpReader(), data);
    }

    @FuzzTest
    void zvmDirectory(byte[] data) {
        survives(new ZvmDirectoryReader(), data);
    }

    @FuzzTest
    void zvmCp(byte[] data) {
        survives(new io.zlayout.input.zvmcp.ZvmCpReader(), data);
    }

    // ---- storage exports ---------------------------------------------------------------------------------

    @FuzzTest
    void dscliDefault(byte[] data) {
        survives(new DscliReader(), data);
    }

    @FuzzTest
    void dscliDelim(byte[] data) {
        survives(new DscliReader(), data);
    }

    @FuzzTest
    void dscliStanza(byte[] data) {
        survives(new DscliReader(), data);
    }

    @FuzzTest
    void dscliXml(byte[] data) {
        survives(new DscliReader(), data);
    }

    @FuzzTest
    void restJson(byte[] data) {
        survives(new RestReader(), data);
    }

    @FuzzTest
    void essHtml(byte[] data) {
        survives(new EssAllocationReader(), data);
    }

    @FuzzTest
    void essCsv(byte[] data) {
        survives(new EssAllocationReader(), data);
    }

    // ---- Linux captures: the bytes behind each command's echo line -----------------------------------------

    @FuzzTest
    void lszfcp(byte[] data) {
        survives(new LinuxReader(), after("# lszfcp -P -H -D", data));
    }

    @FuzzTest
    void lsluns(byte[] data) {
        survives(new LinuxReader(), after("# lsluns -a", data));
    }

    @FuzzTest
    void lsscsi(byte[] data) {
        survives(new LinuxReader(), after("# lsscsi --transport", data));
    }

    @FuzzTest
    void sgDevices(byte[] data) {
        survives(new LinuxReader(), after("# cat /proc/scsi/sg/devices", data));
    }

    @FuzzTest
    void multipathLl(byte[] data) {
        survives(new LinuxReader(), after("# multipath -ll", data));
    }

    @FuzzTest
    void lsdasd(byte[] data) {
        survives(new LinuxReader(), after("# lsdasd -l", data));
    }

    @FuzzTest
    void lvs(byte[] data) {
        survives(new LinuxReader(), after("# lvs -o +devices,stripes,stripe_size", data));
    }

    @FuzzTest
    void lvsJson(byte[] data) {
        survives(new LinuxReader(), after("# lvs --reportformat json -o +devices,stripes,stripe_size", data));
    }

    @FuzzTest
    void lscss(byte[] data) {
        survives(new LinuxReader(), after("# lscss --vpm --avail", data));
    }

    @FuzzTest
    void lschp(byte[] data) {
        survives(new LinuxReader(), after("# lschp", data));
    }

    @FuzzTest
    void lszdev(byte[] data) {
        survives(new LinuxReader(), after("# lszdev", data));
    }

    @FuzzTest
    void ziorepConfig(byte[] data) {
        survives(new LinuxReader(), after("# ziorep_config -ADM", data));
    }

    @FuzzTest
    void udevRules(byte[] data) {
        survives(new LinuxReader(), after("# cat /etc/udev/rules.d/41-*.rules", data));
    }

    @FuzzTest
    void configFiles(byte[] data) {
        // zfcp.conf, dasd.conf, chzdev --export and multipath.conf, recognised by content
        survives(new LinuxReader(), data);
    }

    @FuzzTest
    void multipathConf(byte[] data) {
        survives(new LinuxReader(), after("# cat /etc/multipath.conf", data));
    }

    // ---- zlayout.yaml and intent -------------------------------------------------------------------------------

    @FuzzTest
    void manifest(byte[] data) {
        SourceFile file = new SourceFile(Path.of(NAME), NAME, data);
        try {
            ManifestReader.read(file);
        } catch (InputException e) {
            expectNamed(e);
        }
        try {
            IntentReader.parse(file, "intent");
        } catch (InputException e) {
            expectNamed(e);
        }
    }

    @FuzzTest
    void intent(byte[] data) {
        survives(new IntentReader(), data);
    }

    // ---- what the CLI does with any file: every reader sniffs, the best reads ------------------------------

    @FuzzTest
    void anyFormat(byte[] data) {
        SourceFile file = new SourceFile(Path.of(NAME), NAME, data);
        InputReader best = null;
        int score = InputReader.LIKELY - 1;
        for (InputReader r : ReaderCatalog.all()) {
            int s = r.sniff(file);
            if (s < 0 || s > 100) {
                throw new AssertionError(r.format() + " sniffed " + s + ", outside 0..100");
            }
            if (s > score) {
                best = r;
                score = s;
            }
        }
        if (best != null) {
            survives(best, data);
        }
    }

    /**
     * Archives (dbginfo.sh's .tgz, zlayout collect's .tar.gz): whatever the bytes, opening them gives the members or
     * an error naming the archive, within the size bounds; every member is then sniffed and read as a file is.
     */
    @FuzzTest
    void archive(byte[] data) {
        Archive.Contents contents;
        try {
            contents = Archive.open(data, NAME);
        } catch (InputException e) {
            expectNamed(e);
            return;
        }
        for (Archive.Member m : contents.members()) {
            if (Archive.safe(m.name()) == null) {
                throw new AssertionError("an unsafe member name was kept: " + m.name());
            }
            for (InputReader r : ReaderCatalog.all()) {
                r.sniff(new SourceFile(Path.of(NAME), NAME, m.bytes()));
            }
        }
    }

    private static void expectNamed(InputException e) {
        if (e.getMessage() == null || !e.getMessage().startsWith(NAME)) {
            throw new AssertionError("an input error must name the file first: " + e.getMessage(), e);
        }
    }

    // ---- whole sites through the CLI --------------------------------------------------------------------

    /**
     * A whole site through {@code check} and {@code plan}: the bytes, split at each 0x1E, are the site's
     * zlayout.yaml, a storage export and an IOCP deck. Whatever they hold, zlayout ends with 0, 1, 2 or 3 — never
     * an internal error (4), never an environment error (5) in a writable folder, never a stack trace — and
     * writes nothing outside its --out folder.
     */
    @FuzzTest
    void wholeSite(byte[] data) throws java.io.IOException {
        Path dir = java.nio.file.Files.createTempDirectory("zlayout-fuzz-site");
        try {
            Path site = java.nio.file.Files.createDirectories(dir.resolve("site"));
            String[] names = {"zlayout.yaml", "storage/export.txt", "iocds/deck.txt"};
            int part = 0;
            int start = 0;
            for (int i = 0; i <= data.length && part < names.length; i++) {
                if (i == data.length || data[i] == 0x1e) {
                    Path f = site.resolve(names[part++]);
                    java.nio.file.Files.createDirectories(f.getParent());
                    java.nio.file.Files.write(f, java.util.Arrays.copyOfRange(data, start, i));
                    start = i + 1;
                }
            }
            for (String[] args : new String[][] {
                    {"check", "--format", "json", site.toString()},
                    {"plan", site.toString(), "--out", dir.resolve("out").toString(), "--force"}}) {
                io.zlayout.testing.Cli.Result r = io.zlayout.testing.Cli.run(args);
                if (r.exitCode() > 3 || r.err().contains("internal error") || r.err().contains("\tat ")) {
                    throw new AssertionError(args[0] + " exited " + r.exitCode() + ": " + r.err());
                }
            }
            try (java.util.stream.Stream<Path> s = java.nio.file.Files.list(dir)) {
                java.util.List<String> top = s.map(p -> p.getFileName().toString()).sorted().toList();
                if (!top.equals(java.util.List.of("out", "site")) && !top.equals(java.util.List.of("site"))) {
                    throw new AssertionError("written beside --out: " + top);
                }
            }
        } finally {
            try (java.util.stream.Stream<Path> s = java.nio.file.Files.walk(dir)) {
                for (Path p : s.sorted(java.util.Comparator.reverseOrder()).toList()) {
                    java.nio.file.Files.deleteIfExists(p);
                }
            }
        }
    }
}
