package io.zlayout.input;

import com.code_intelligence.jazzer.junit.FuzzTest;
import org.junit.platform.launcher.Launcher;
import org.junit.platform.launcher.LauncherDiscoveryRequest;
import org.junit.platform.launcher.core.LauncherFactory;
import org.junit.platform.launcher.listeners.SummaryGeneratingListener;
import org.junit.platform.launcher.listeners.TestExecutionSummary;

import java.io.IOException;
import java.io.PrintWriter;
import java.io.UncheckedIOException;
import java.lang.reflect.Method;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HexFormat;
import java.util.List;
import java.util.stream.Stream;

import static org.junit.platform.engine.discovery.DiscoverySelectors.selectMethod;
import static org.junit.platform.launcher.core.LauncherDiscoveryRequestBuilder.request;

/**
 * Runs one fuzz test of {@link ReadersFuzzTest} through JUnit without Maven, for {@code bench/fuzz.sh}: Jazzer
 * fuzzes one test per JVM, and a JVM starts in a fraction of the time Maven takes. Arguments: {@code list}
 * prints the fuzz tests; a test's name runs it (set {@code JAZZER_FUZZ=1} and {@code -Djazzer.max_duration} to
 * fuzz; without them it replays the seeds). JUnit's own timeout is off here: it would stop the whole fuzzing
 * run, while Jazzer takes {@code @Timeout} as the limit for one input.
 *
 * <p>{@link ReadersFuzzTest#all} fuzzes every test in one JVM. Before it runs, its corpus is given every test's
 * committed inputs and corpus, each input behind its test's index byte; after, each input it kept goes back to
 * its test's corpus without that byte, and each crash to its test's inputs folder, so that {@code mvn verify}
 * replays it there and a long run of one test starts from what the short runs of all found.
 */
public final class FuzzRunner {

    private FuzzRunner() {
    }

    public static List<String> tests() {
        return Arrays.stream(ReadersFuzzTest.class.getDeclaredMethods())
                .filter(m -> m.isAnnotationPresent(FuzzTest.class))
                .map(Method::getName)
                .sorted()
                .toList();
    }

    /** The fuzz test that runs all the others. */
    static final String ALL = "all";

    /** The committed inputs of each fuzz test ({@code mvn verify} replays them), and where crashes are written. */
    static final Path INPUTS = Path.of("src/test/resources/io/zlayout/input/ReadersFuzzTestInputs");

    /** The corpus Jazzer grows per fuzz test (not committed). */
    static final Path CORPUS = Path.of(".cifuzz-corpus/io.zlayout.input.ReadersFuzzTest");

    /** What {@link #split} gave back: how many corpus inputs, and the crashes, as the files they now are. */
    record Split(int corpus, List<Path> crashes) {
    }

    /**
     * Gives {@code all}'s corpus every test's inputs and corpus, each behind its test's index byte, named as
     * libFuzzer names a corpus file (the SHA-1 of its bytes), so seeding twice adds nothing. Returns how many
     * inputs {@code all}'s corpus holds.
     */
    static int seed(Path inputs, Path corpus) throws IOException {
        Path out = Files.createDirectories(corpus.resolve(ALL));
        List<Method> targets = ReadersFuzzTest.targets();
        for (int i = 0; i < targets.size(); i++) {
            String name = targets.get(i).getName();
            for (Path dir : List.of(inputs.resolve(name), corpus.resolve(name))) {
                for (Path f : files(dir)) {
                    byte[] data = Files.readAllBytes(f);
                    byte[] tagged = new byte[data.length + 1];
                    tagged[0] = (byte) i;
                    System.arraycopy(data, 0, tagged, 1, data.length);
                    write(out.resolve(sha1(tagged)), tagged);
                }
            }
        }
        return files(out).size();
    }

    /**
     * Gives each input of {@code all}'s corpus back to its test's corpus without the index byte, and moves each
     * crash {@code all} found into its test's inputs folder the same way ({@code crash-<SHA-1>}, as Jazzer names
     * them), removing {@code all}'s inputs folder when nothing else is left in it.
     */
    static Split split(Path inputs, Path corpus) throws IOException {
        List<Method> targets = ReadersFuzzTest.targets();
        int added = 0;
        for (Path f : files(corpus.resolve(ALL))) {
            byte[] tagged = Files.readAllBytes(f);
            if (tagged.length > 0) {
                byte[] data = Arrays.copyOfRange(tagged, 1, tagged.length);
                String name = targets.get(Byte.toUnsignedInt(tagged[0]) % targets.size()).getName();
                if (write(Files.createDirectories(corpus.resolve(name)).resolve(sha1(data)), data)) {
                    added++;
                }
            }
        }
        List<Path> crashes = new ArrayList<>();
        Path found = inputs.resolve(ALL);
        for (Path f : files(found)) {
            byte[] tagged = Files.readAllBytes(f);
            String kind = f.getFileName().toString().replaceFirst("-.*", "");
            if (tagged.length == 0) {
                continue;
            }
            byte[] data = Arrays.copyOfRange(tagged, 1, tagged.length);
            String name = targets.get(Byte.toUnsignedInt(tagged[0]) % targets.size()).getName();
            Path to = Files.createDirectories(inputs.resolve(name)).resolve(kind + "-" + sha1(data));
            write(to, data);
            Files.delete(f);
            crashes.add(to);
        }
        if (Files.isDirectory(found) && files(found).isEmpty()) {
            Files.delete(found);
        }
        return new Split(added, crashes);
    }

    /**
     * Each test's share of a run of {@code all} lasting {@code duration} (Jazzer's {@code max_duration}: a number
     * with s, m or h), in nanoseconds; unbounded when there is no duration.
     */
    static long budget(String duration, int tests) {
        java.util.regex.Matcher m = java.util.regex.Pattern.compile("(\\d+)([smh]?)").matcher(duration.trim());
        if (!m.matches()) {
            return Long.MAX_VALUE;
        }
        long seconds = Long.parseLong(m.group(1)) * switch (m.group(2)) {
            case "m" -> 60;
            case "h" -> 3600;
            default -> 1;
        };
        return seconds * 1_000_000_000L / tests;
    }

    private static List<Path> files(Path dir) throws IOException {
        if (!Files.isDirectory(dir)) {
            return List.of();
        }
        try (Stream<Path> s = Files.list(dir)) {
            return s.filter(Files::isRegularFile).sorted().toList();
        }
    }

    /** Writes {@code data} to {@code to} unless a file is there already; true when it wrote. */
    private static boolean write(Path to, byte[] data) throws IOException {
        if (Files.exists(to)) {
            return false;
        }
        Files.write(to, data);
        return true;
    }

    static String sha1(byte[] data) {
        try {
            return HexFormat.of().formatHex(MessageDigest.getInstance("SHA-1").digest(data));
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException(e);
        }
    }

    public static void main(String[] args) {
        if (args.length != 1) {
            System.err.println("usage: FuzzRunner list | TEST");
            System.exit(2);
        }
        if (args[0].equals("list")) {
            tests().forEach(System.out::println);
            return;
        }
        if (!tests().contains(args[0])) {
            System.err.println("no fuzz test '" + args[0] + "'; FuzzRunner list shows them");
            System.exit(2);
        }
        boolean all = args[0].equals(ALL) && System.getenv("JAZZER_FUZZ") != null;
        if (all) {
            try {
                int seeded = seed(INPUTS, CORPUS);
                // libFuzzer's first pass runs the corpus (the committed inputs are in it) and the empty input
                ReadersFuzzTest.initialInputs = seeded;
                ReadersFuzzTest.budgetNanos = budget(System.getProperty("jazzer.max_duration", ""),
                        ReadersFuzzTest.targets().size());
                Files.createDirectories(INPUTS.resolve(ALL));
                System.err.println("seeded " + ALL + " with " + seeded + " inputs of " + ReadersFuzzTest.targets().size()
                        + " fuzz tests");
            } catch (IOException e) {
                throw new UncheckedIOException(e);
            }
        }
        LauncherDiscoveryRequest request = request()
                .selectors(selectMethod(ReadersFuzzTest.class, args[0], "byte[]"))
                .configurationParameter("junit.jupiter.execution.timeout.mode", "disabled")
                .build();
        Launcher launcher = LauncherFactory.create();
        SummaryGeneratingListener listener = new SummaryGeneratingListener();
        launcher.execute(request, listener);
        TestExecutionSummary summary = listener.getSummary();
        PrintWriter err = new PrintWriter(System.err, true);
        summary.printTo(err);
        summary.printFailuresTo(err, 40);
        if (all) {
            try {
                Split back = split(INPUTS, CORPUS);
                ReadersFuzzTest.targets().forEach(m -> {
                    ReadersFuzzTest.Runs r = ReadersFuzzTest.RUNS.getOrDefault(m.getName(), new ReadersFuzzTest.Runs());
                    err.printf(java.util.Locale.ROOT, "%-14s %,10d inputs %6.1f s%n", m.getName(), r.inputs,
                            r.nanos / 1e9);
                });
                err.println("corpus: " + back.corpus() + " new inputs given back to their tests");
                back.crashes().forEach(c -> err.println("crash: " + c));
            } catch (IOException e) {
                throw new UncheckedIOException(e);
            }
        }
        System.exit(summary.getTotalFailureCount() > 0 || summary.getTestsSucceededCount() == 0 ? 1 : 0);
    }
}
