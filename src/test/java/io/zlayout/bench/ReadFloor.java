package io.zlayout.bench;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;

/**
 * The floor a reader of a site is measured against: a JVM that only reads every file of the site (hidden files
 * left out, as zlayout leaves them out), decodes it and splits it into whitespace-separated tokens, making a
 * string of each and counting the distinct ones so that the work cannot be optimised away. One thread, as the
 * issue that set the goal ("check within 3x of reading the bytes") defined it. {@code bench/speed.sh} runs it
 * cold, beside every command, in the same run.
 *
 * <pre>java -cp target/test-classes io.zlayout.bench.ReadFloor SITE-FOLDER</pre>
 */
public final class ReadFloor {

    private ReadFloor() {
    }

    public static void main(String[] args) throws IOException {
        if (args.length != 1) {
            System.err.println("usage: ReadFloor SITE-FOLDER");
            System.exit(2);
        }
        Path root = Path.of(args[0]);
        List<Path> files;
        try (Stream<Path> walk = Files.walk(root)) {
            files = walk.filter(Files::isRegularFile)
                    .filter(p -> !root.relativize(p).toString().startsWith("."))
                    .sorted()
                    .toList();
        }
        long bytes = 0;
        long tokens = 0;
        Map<String, Integer> distinct = new HashMap<>();
        for (Path f : files) {
            byte[] b = Files.readAllBytes(f);
            bytes += b.length;
            String text = new String(b, StandardCharsets.UTF_8);
            int n = text.length();
            int i = 0;
            while (i < n) {
                while (i < n && Character.isWhitespace(text.charAt(i))) {
                    i++;
                }
                int start = i;
                while (i < n && !Character.isWhitespace(text.charAt(i))) {
                    i++;
                }
                if (i > start) {
                    tokens++;
                    distinct.merge(text.substring(start, i), 1, Integer::sum);
                }
            }
        }
        System.out.println(files.size() + " files, " + bytes + " bytes, " + tokens + " tokens, " + distinct.size()
                + " distinct");
    }
}
