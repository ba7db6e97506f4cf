package io.zlayout.output;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;

/**
 * The cost of writing a plan's folder: reads the files of a folder an earlier {@code zlayout plan} wrote (for the
 * maximal site, 17,000 files of 121 MB) and writes them with {@link OutputDirectory#write} into a new folder, then
 * again over it with {@code --force}, each round printing the wall time and the process's user and system CPU
 * (from /proc/self/stat). Not a test: {@code java -XX:TieredStopAtLevel=1 -XX:+UseSerialGC -cp ...
 * io.zlayout.output.OutputDirectoryBenchmark PLAN_FOLDER WORK_FOLDER [ROUNDS]}; the account is in
 * docs/performance.md.
 */
public final class OutputDirectoryBenchmark {

    private OutputDirectoryBenchmark() {
    }

    public static void main(String[] args) throws Exception {
        Path from = Path.of(args[0]);
        Path work = Path.of(args[1]);
        int rounds = args.length > 2 ? Integer.parseInt(args[2]) : 3;
        List<OutputDirectory.FileContent> files = new ArrayList<>();
        try (Stream<Path> s = Files.walk(from)) {
            for (Path p : s.filter(Files::isRegularFile).sorted().toList()) {
                String rel = from.relativize(p).toString();
                if (!rel.startsWith(".zlayout")) {
                    files.add(new OutputDirectory.FileContent(rel, Files.readAllBytes(p), Files.isExecutable(p)));
                }
            }
        }
        System.out.printf("%d files, %d bytes%n", files.size(),
                files.stream().mapToLong(f -> f.content().length).sum());
        for (int r = 0; r < rounds; r++) {
            Path out = work.resolve("round-" + r);
            OutputDirectory.deleteTree(out);
            measure("new folder", () -> OutputDirectory.write(out, files, false));
            measure("--force over it", () -> OutputDirectory.write(out, files, true));
            OutputDirectory.deleteTree(out);
        }
    }

    private interface Step {
        void run() throws Exception;
    }

    private static void measure(String what, Step step) throws Exception {
        long[] before = cpu();
        long t = System.nanoTime();
        step.run();
        double wall = (System.nanoTime() - t) / 1e9;
        long[] after = cpu();
        System.out.printf("%-16s wall %6.2f s  user %6.2f s  sys %6.2f s%n", what, wall,
                (after[0] - before[0]) / 100.0, (after[1] - before[1]) / 100.0);
    }

    /** utime and stime of this process, in clock ticks (100 per second on Linux). */
    private static long[] cpu() throws Exception {
        String stat = Files.readString(Path.of("/proc/self/stat"));
        String[] f = stat.substring(stat.lastIndexOf(')') + 2).split(" ");
        return new long[] {Long.parseLong(f[11]), Long.parseLong(f[12])};
    }
}
