package io.zlayout.input.dscli;

import org.junit.jupiter.api.Test;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import java.util.stream.Stream;

import static org.assertj.core.api.Assertions.assertThat;

class NoiseTest {

    @Test
    void theQuickLookLetsThroughEveryLineThePatternsCallNoiseOrElision() throws IOException {
        // given every line of the DSCLI captures and samples in the repository, the noise the reader knows, and
        // random lines made of the characters the patterns turn on
        List<String> lines = new ArrayList<>(List.of("$ dscli -cfg x.profile", "[root@host ~]# dscli", "dscli> lsfbvol",
                "user@host:~> ./dscli", "C:\\Program Files\\IBM\\dscli>dscli", "Enter your username: admin",
                "Enter the password:", "DSCLI[12]x started", "IBM DS CLI Version: 7.9.20.440",
                "/opt/ibm/dscli/dscli -cfg p", "2014-09-18 23:04:05,621 - run", "Sep 18 23:04:05 host dscli[1]: x",
                "  \t2014-09-18T23:04 x", "#### <lsioport>", "% ", "#", "IBM.2107-75ZS011/0000|ITSO|Online",
                "Name|ID|Storage Unit", "=========", "...", "C:x", "Sep 1 x"));
        for (Path root : List.of(Path.of("src/test/resources/realworld/dscli"), Path.of("samples"))) {
            try (Stream<Path> files = Files.walk(root)) {
                for (Path f : files.filter(Files::isRegularFile).toList()) {
                    new String(Files.readAllBytes(f), StandardCharsets.ISO_8859_1).lines().forEach(lines::add);
                }
            }
        }
        String alphabet = " \t$#%:\\/<>[]()-.@~0123456789aAeEnNsSdDcClLiIrR|_T\u2026";
        Random random = new Random(19);
        for (int i = 0; i < 200_000; i++) {
            StringBuilder b = new StringBuilder();
            int len = random.nextInt(24);
            for (int j = 0; j < len; j++) {
                b.append(alphabet.charAt(random.nextInt(alphabet.length())));
            }
            lines.add(b.toString());
            lines.add("  " + b);
        }
        // then the quick look never hides a line the patterns match, so the answer is the patterns' own
        int noise = 0;
        int elisions = 0;
        lines.addAll(List.of("...", " (...) ", "[. . .]", "\u2026", "  (\u2026)", "....."));
        for (String line : lines) {
            boolean matches = Noise.matchesNoise(line);
            if (matches) {
                noise++;
                assertThat(Noise.mayBeNoise(line)).as(line).isTrue();
            }
            assertThat(Noise.isNoise(line)).as(line).isEqualTo(matches);
            boolean elision = Noise.matchesElision(line);
            elisions += elision ? 1 : 0;
            assertThat(Noise.isElision(line)).as(line).isEqualTo(elision);
        }
        assertThat(elisions).isGreaterThan(10);
        assertThat(noise).isGreaterThan(1000);
        // and a table row of an export does not reach the patterns at all
        assertThat(Noise.mayBeNoise("IBM.2107-75ZS011/0000|ITSO_0000|Online|Normal|Normal|2107-900|FB 512|P0|-"))
                .isFalse();
    }
}
