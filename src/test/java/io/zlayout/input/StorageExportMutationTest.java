package io.zlayout.input;

import io.zlayout.input.ess.EssAllocationReader;
import io.zlayout.input.rest.RestReader;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Path;
import java.util.Random;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * Seeded mutations of the fixtures (cuts, dropped and inserted bytes, flipped bits, duplicated stretches):
 * each read either succeeds or ends in an {@link InputException}, never in any other exception. More rounds
 * with {@code -Dmutations=N}.
 */
class StorageExportMutationTest {

    @ParameterizedTest(name = "{0} {1}")
    @CsvSource({
        "ds8k-rest, all-collections.json",
        "ds8k-rest, volumes-capacity-units.json",
        "ess-allocation, fb-and-ckd.html",
        "ess-allocation, fb-and-ckd.csv",
        "ess-allocation, reordered-extra-columns.csv"})
    void mutatedFixturesReadOrFailOnlyWithAnInputException(String format, String fixture) throws IOException {
        InputReader reader = format.equals("ds8k-rest") ? new RestReader() : new EssAllocationReader();
        byte[] original = fixture(format, fixture);
        Random random = new Random(fixture.hashCode());
        int rounds = Integer.getInteger("mutations", 400);
        int read = 0;
        int refused = 0;
        for (int i = 0; i < rounds; i++) {
            byte[] bytes = mutate(original, random);
            try {
                reader.read(new SourceFile(Path.of(fixture), fixture, bytes), ReadContext.NONE);
                read++;
            } catch (InputException e) {
                assertThat(e.getMessage()).startsWith(fixture);
                refused++;
            }
        }
        assertThat(read + refused).isEqualTo(rounds);
    }

    private static byte[] mutate(byte[] in, Random random) {
        byte[] b = in.clone();
        int n = 1 + random.nextInt(4);
        for (int k = 0; k < n && b.length > 1; k++) {
            int at = random.nextInt(b.length);
            switch (random.nextInt(5)) {
                case 0 -> b = java.util.Arrays.copyOf(b, at); // cut short
                case 1 -> b[at] = (byte) random.nextInt(256); // any byte
                case 2 -> b[at] ^= (byte) (1 << random.nextInt(8)); // a flipped bit
                case 3 -> { // a dropped stretch
                    int len = Math.min(b.length - at, 1 + random.nextInt(20));
                    byte[] c = new byte[b.length - len];
                    System.arraycopy(b, 0, c, 0, at);
                    System.arraycopy(b, at + len, c, at, b.length - at - len);
                    b = c;
                }
                default -> { // a duplicated stretch
                    int len = Math.min(b.length - at, 1 + random.nextInt(40));
                    byte[] c = new byte[b.length + len];
                    System.arraycopy(b, 0, c, 0, at + len);
                    System.arraycopy(b, at, c, at + len, b.length - at);
                    b = c;
                }
            }
        }
        return b;
    }

    private static byte[] fixture(String format, String name) throws IOException {
        try (InputStream in = StorageExportMutationTest.class.getResourceAsStream("/io/zlayout/input/" + format + "/" + name)) {
            if (in == null) {
                throw new IOException("no fixture " + name);
            }
            return in.readAllBytes();
        }
    }
}
