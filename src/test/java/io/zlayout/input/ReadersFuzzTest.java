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

import java.lang.reflect.InvocationTargetException;
import java.lang.reflect.Method;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.Comparator;
import java.util.List;
import java.util.Map;
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

    /**
     * Every reader in one fuzzing run: the first byte picks the fuzz test (modulo their number, in
     * {@link #targets()}'s order), the rest is that test's input. Jazzer fuzzes one test per JVM and each JVM
     * spends seconds on start-up and instrumentation before the first input, so CI fuzzes this one test for
     * the time of all the others ({@code bench/fuzz.sh}); {@link FuzzRunner} seeds it from every test's inputs
     * and corpus and gives what it finds back to each test's own.
     */
    @FuzzTest
    void all(byte[] data) throws Exception {
        if (data.length == 0) {
            return;
        }
        List<Method> targets = targets();
        Method target = targets.get(Byte.toUnsignedInt(data[0]) % targets.size());
        Runs runs = RUNS.computeIfAbsent(target.getName(), k -> new Runs());
        long start = System.nanoTime();
        if (++calls > initialInputs) {
            if (fuzzingSince == 0) {
                fuzzingSince = start;
            }
            // its share of the time fuzzed so far, a second ahead, and never more than its share of the run
            long share = Math.min(budgetNanos, (start - fuzzingSince) / targets.size() + 1_000_000_000L);
            if (runs.nanos >= share) {
                return;
            }
        }
        try {
            target.invoke(this, (Object) Arrays.copyOfRange(data, 1, data.length));
        } catch (InvocationTargetException e) {
            // the fuzzer must see the target's own exception, as the target's own fuzz test would throw it
            if (e.getCause() instanceof Exception x) {
                throw x;
            }
            throw (Error) e.getCause();
        } finally {
            runs.inputs++;
            runs.nanos += System.nanoTime() - start;
        }
    }

    /** What {@link #all} gave one test in this JVM: inputs, and the time they took. */
    static final class Runs {
        long inputs;
        long nanos;
    }

    /** Per test, what {@link #all} gave it (libFuzzer runs one input at a time, on one thread). */
    static final Map<String, Runs> RUNS = new java.util.concurrent.ConcurrentHashMap<>();

    /**
     * The time each test may take of a run of {@link #all}: at any moment its share of the time fuzzed so far
     * (and a second), at most its share of the run. An input of a test that has had its share is passed over.
     * Without this the tests whose inputs are slow (a whole site through the CLI, an IOCP deck) took the run's
     * time from the quick ones (the intent, the REST JSON), which libFuzzer picks no more often, where each test
     * fuzzed alone had the same time. The first {@link #initialInputs} inputs are libFuzzer's pass over the
     * corpus it starts from: each of them runs, lest an input the corpus holds be dropped for seeming to do
     * nothing. Unbounded but in a fuzzing run.
     */
    static volatile long budgetNanos = Long.MAX_VALUE;

    /** How many inputs the corpus {@link #all} starts from holds (libFuzzer runs them first, each once). */
    static volatile long initialInputs = Long.MAX_VALUE;

    private static long calls;
    private static long fuzzingSince;

    private static final List<Method> TARGETS = Arrays.stream(ReadersFuzzTest.class.getDeclaredMethods())
            .filter(m -> m.isAnnotationPresent(FuzzTest.class) && !m.getName().equals("all"))
            .sorted(Comparator.comparing(Method::getName))
            .toList();

    /** The fuzz tests {@link #all} sends inputs to, by name: an input's first byte is an index into this. */
    static List<Method> targets() {
        return TARGETS;
    }

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

    // ---- switch zoning -----------------------------------------------------------------------------------

    @FuzzTest
    void zoning(byte[] data) {
        survives(new io.zlayout.input.zoning.ZoningReader(), data);
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
