package io.zlayout.input.dscli;

import io.zlayout.input.InputException;
import io.zlayout.input.ReadContext;
import io.zlayout.input.SourceFile;
import io.zlayout.input.dscli.Render.Format;
import org.junit.jupiter.api.Test;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import java.util.stream.Stream;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * Thousands of damaged copies of good outputs (characters and lines deleted, inserted, swapped, cut, long
 * runs added) in every format: each reads, or fails with an input error naming the file, and never with any
 * other exception nor through the reader's last-resort net.
 */
class DscliRobustnessTest {

    private static final String NOISE = "|=< >\n\t-,:/\u0001\u00e9&;\"'R0I1P(";

    private static List<String> seeds() throws IOException {
        List<String> seeds = new ArrayList<>();
        try (Stream<Path> files = Files.list(Path.of("samples/ds8k-site/storage"))) {
            for (Path p : files.sorted().toList()) {
                seeds.add(Files.readString(p));
            }
        }
        for (DscliCommandsTest.Case c : DscliCommandsTest.cases()) {
            for (Format f : Format.values()) {
                if (!(f == Format.DELIM_NO_HEADER && c.show())) {
                    seeds.add(DscliCommandsTest.render(c, f, true));
                    seeds.add(DscliCommandsTest.render(c, f, false));
                }
            }
        }
        return seeds;
    }

    private static String mutate(String s, Random rnd) {
        if (s.isEmpty()) {
            return String.valueOf(NOISE.charAt(rnd.nextInt(NOISE.length())));
        }
        int at = rnd.nextInt(s.length());
        char noise = NOISE.charAt(rnd.nextInt(NOISE.length()));
        List<String> lines = new ArrayList<>(List.of(s.split("\n", -1)));
        int line = rnd.nextInt(lines.size());
        switch (rnd.nextInt(8)) {
            case 0:
                return s.substring(0, at) + s.substring(at + 1);
            case 1:
                return s.substring(0, at) + noise + s.substring(at);
            case 2:
                return s.substring(0, at);
            case 3:
                lines.add(line, lines.get(line));
                return String.join("\n", lines);
            case 4:
                lines.remove(line);
                return String.join("\n", lines);
            case 5:
                int other = rnd.nextInt(lines.size());
                String t = lines.get(line);
                lines.set(line, lines.get(other));
                lines.set(other, t);
                return String.join("\n", lines);
            case 6:
                return s.substring(0, at) + noise + s.substring(at + 1);
            default:
                return s.substring(0, at) + String.valueOf(noise).repeat(1000 + rnd.nextInt(5000)) + s.substring(at);
        }
    }

    @Test
    void damagedOutputsReadOrFailWithAnInputErrorOnly() throws IOException {
        Random rnd = new Random(20260303L);
        DscliReader reader = new DscliReader();
        int read = 0;
        int refused = 0;
        for (String seed : seeds()) {
            for (int k = 0; k < 25; k++) {
                String text = seed;
                int rounds = 1 + rnd.nextInt(3);
                for (int m = 0; m < rounds; m++) {
                    text = mutate(text, rnd);
                }
                SourceFile file = SourceFile.of("f.txt", text);
                assertThat(reader.sniff(file)).isBetween(0, 100);
                try {
                    reader.read(file, ReadContext.NONE);
                    read++;
                } catch (InputException e) {
                    refused++;
                    assertThat(e.getMessage()).as(text).startsWith("f.txt").doesNotContain("does not handle");
                }
            }
        }
        assertThat(read).isPositive();
        assertThat(refused).isPositive();
    }
}
