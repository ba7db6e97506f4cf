package io.zlayout.input.iocp;

import io.zlayout.input.InputException;
import io.zlayout.input.ReadContext;
import io.zlayout.input.SourceFile;
import org.junit.jupiter.api.Test;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Random;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * Whatever the bytes, reading and sniffing either succeed or fail with an {@link InputException}: random
 * bytes, and the sample deck mutated a character, a card or a cut at a time (fixed seeds, so failures repeat).
 */
class RobustnessTest {

    private static final String ALPHABET = "(),='* X0AF9CSS\t\n\r\u0001é";

    private static void readsOrFailsCleanly(byte[] bytes, String what) {
        SourceFile f = new SourceFile(Path.of("fuzz"), "fuzz", bytes);
        try {
            new IocpReader().sniff(f);
            new IocpReader().read(f, ReadContext.NONE);
        } catch (InputException expected) {
            assertThat(expected.getMessage()).as(what).startsWith("fuzz");
        } catch (RuntimeException | StackOverflowError e) {
            throw new AssertionError(what + ": " + e, e);
        }
    }

    @Test
    void randomBytesNeverEscapeAsAnotherException() {
        Random random = new Random(42);
        for (int i = 0; i < 300; i++) {
            byte[] b = new byte[random.nextInt(3000)];
            random.nextBytes(b);
            readsOrFailsCleanly(b, "random bytes #" + i);
        }
    }

    @Test
    void mutatedDecksNeverEscapeAsAnotherException() throws Exception {
        String deck = Files.readString(Path.of("samples/ds8k-site/iocds/IOCDS01.deck"));
        Random random = new Random(7);
        for (int i = 0; i < 1500; i++) {
            StringBuilder b = new StringBuilder(deck);
            int edits = 1 + random.nextInt(4);
            for (int e = 0; e < edits && b.length() > 0; e++) {
                int at = random.nextInt(b.length());
                switch (random.nextInt(4)) {
                    case 0 -> b.deleteCharAt(at);
                    case 1 -> b.insert(at, ALPHABET.charAt(random.nextInt(ALPHABET.length())));
                    case 2 -> b.setCharAt(at, ALPHABET.charAt(random.nextInt(ALPHABET.length())));
                    default -> b.setLength(at);
                }
            }
            readsOrFailsCleanly(b.toString().getBytes(StandardCharsets.UTF_8), "mutation #" + i);
        }
    }

    @Test
    void shuffledAndRepeatedCardsNeverEscapeAsAnotherException() throws Exception {
        List<String> cards = new ArrayList<>(Arrays.asList(
                Files.readString(Path.of("samples/ess-site/iocds/IOCDS.deck")).split("\n")));
        Random random = new Random(11);
        for (int i = 0; i < 300; i++) {
            List<String> mixed = new ArrayList<>(cards);
            for (int k = 0; k < 3; k++) {
                int a = random.nextInt(mixed.size());
                int c = random.nextInt(mixed.size());
                if (random.nextBoolean()) {
                    mixed.set(a, mixed.get(c));
                } else {
                    mixed.remove(a);
                }
            }
            readsOrFailsCleanly(String.join("\n", mixed).getBytes(StandardCharsets.UTF_8), "shuffle #" + i);
        }
    }

    @Test
    void deeplyNestedAndHugeInputsFailCleanly() {
        readsOrFailsCleanly(("         CHPID PATH=" + "(".repeat(100_000)).getBytes(StandardCharsets.UTF_8), "nesting");
        StringBuilder many = new StringBuilder();
        for (int i = 0; i < 2000; i++) {
            many.append(" ".repeat(71)).append("*\n");
        }
        readsOrFailsCleanly(("         CHPID PATH=(10),TYPE=FC," + " ".repeat(38) + "*\n" + many).getBytes(
                StandardCharsets.UTF_8), "endless continuation");
    }
}
