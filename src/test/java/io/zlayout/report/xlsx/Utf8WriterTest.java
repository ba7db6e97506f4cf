package io.zlayout.report.xlsx;

import org.junit.jupiter.api.Test;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.OutputStreamWriter;
import java.io.Writer;
import java.nio.charset.StandardCharsets;
import java.util.Random;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * The sheet writer's UTF-8 must be byte for byte what {@link OutputStreamWriter} makes, whatever the text and
 * however it is cut into writes: surrogate pairs split between writes, lone surrogates, text longer than the
 * buffer.
 */
class Utf8WriterTest {

    private static byte[] write(Writer w, ByteArrayOutputStream bytes, String text, long seed) throws IOException {
        Random cuts = new Random(seed);
        int i = 0;
        while (i < text.length()) {
            int n = Math.min(text.length() - i, cuts.nextInt(5) == 0 ? 1 + cuts.nextInt(200_000) : cuts.nextInt(9));
            switch (cuts.nextInt(3)) {
                case 0 -> w.write(text, i, n);
                case 1 -> w.write(text.substring(i, i + n).toCharArray(), 0, n);
                default -> {
                    for (int k = 0; k < n; k++) {
                        w.write(text.charAt(i + k));
                    }
                }
            }
            i += n;
        }
        w.close();
        return bytes.toByteArray();
    }

    private static void same(String text, long seed) throws IOException {
        ByteArrayOutputStream a = new ByteArrayOutputStream();
        ByteArrayOutputStream b = new ByteArrayOutputStream();
        byte[] jdk = write(new OutputStreamWriter(a, StandardCharsets.UTF_8), a, text, seed);
        byte[] ours = write(new StreamingWorkbook.Utf8Writer(b), b, text, seed);
        assertThat(ours).as("text of %d chars, seed %d", text.length(), seed).isEqualTo(jdk);
    }

    @Test
    void theBytesAreThoseOfTheJdksUtf8Encoder() throws IOException {
        same("plain ASCII <c r=\"A1\" t=\"inlineStr\">", 1);
        same("caf\u00e9 \u00a0 \u20ac \uFFFD \uFFFE \uFFFF", 2);
        same("emoji \uD83D\uDE00 pair, \uD83D\uDE00\uD83D\uDE01 two", 3);
        same("lone \uD800 high, lone \uDC00 low, high then high \uD800\uD801\uDC00", 4);
        same("ends on a high half \uD83D", 5);
        same("\uDC00 starts on a low half", 6);
        same("x".repeat(200_000) + "\u00e9".repeat(70_000) + "\uD83D\uDE00".repeat(40_000), 7);
    }

    @Test
    void randomTextCutAtRandom() throws IOException {
        Random r = new Random(19);
        char[] alphabet = {'a', '<', '&', '\n', '\u00e9', '\u00a0', '\u07ff', '\u0800', '\u20ac', '\uD83D', '\uDE00',
            '\uDBFF', '\uDFFF', '\uFFFF', '\u007f', '\u0080'};
        for (int round = 0; round < 200; round++) {
            StringBuilder b = new StringBuilder();
            int n = r.nextInt(round < 190 ? 300 : 150_000);
            for (int i = 0; i < n; i++) {
                b.append(r.nextInt(3) == 0 ? alphabet[r.nextInt(alphabet.length)] : (char) r.nextInt(0x10000));
            }
            same(b.toString(), round);
        }
    }
}
