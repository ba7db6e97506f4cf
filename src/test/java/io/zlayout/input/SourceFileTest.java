package io.zlayout.input;

import org.junit.jupiter.api.Test;

import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;

class SourceFileTest {

    private static SourceFile file(byte[] bytes) {
        return new SourceFile(Path.of("f.txt"), "f.txt", bytes);
    }

    @Test
    void utf16WithoutAByteOrderMarkIsTakenForItsByteOrder() {
        String text = "dscli> lssi\nName|ID\n";
        assertThat(SourceFile.utf16WithoutMark(text.getBytes(StandardCharsets.UTF_16LE)))
                .isEqualTo(StandardCharsets.UTF_16LE);
        assertThat(SourceFile.utf16WithoutMark(text.getBytes(StandardCharsets.UTF_16BE)))
                .isEqualTo(StandardCharsets.UTF_16BE);
        assertThat(SourceFile.withoutByteOrderMark(text.getBytes(StandardCharsets.UTF_16LE)))
                .isEqualTo(text.getBytes(StandardCharsets.UTF_8));
    }

    @Test
    void binaryWithZerosInEveryOtherByteIsNotTakenForUtf16() {
        assertThat(SourceFile.utf16WithoutMark(new byte[] {1, 0, 2, 0, 3, 0, 4, 0})).isNull();
        assertThat(SourceFile.utf16WithoutMark("plain text".getBytes(StandardCharsets.UTF_8))).isNull();
        assertThat(SourceFile.utf16WithoutMark(new byte[] {'o', 0, 'd', 0, 'd'})).isNull(); // odd length
    }

    @Test
    void oneDamagedLineAmongManyIsTextAndNamed() {
        SourceFile f = file("one\ntwo\n\0\1garbage\nfour\nfive\n".getBytes(StandardCharsets.ISO_8859_1));
        assertThat(f.binary()).isFalse();
        assertThat(f.firstNulLine()).isEqualTo(3);
    }

    @Test
    void nulBytesOnMoreThanAQuarterOfTheLinesAreBinary() {
        SourceFile f = file("one\n\0two\n\0three\nfour\n".getBytes(StandardCharsets.ISO_8859_1));
        assertThat(f.binary()).isTrue();
        assertThat(file(new byte[] {0, 1, 2, 3}).binary()).isTrue();
        assertThat(file("clean\n".getBytes(StandardCharsets.US_ASCII)).firstNulLine()).isZero();
    }

    @Test
    void emptyLinesShareOneString() {
        List<String> lines = SourceFile.lines("a\n\n\r\n\rb");
        assertThat(lines).containsExactly("a", "", "", "", "b");
        assertThat(lines.get(1)).isSameAs(lines.get(2)).isSameAs(lines.get(3));
    }

    @Test
    void textIsCleanedOnlyWherePastingMayHaveLeftSomethingAndIsMadeOnce() {
        // given a plain ASCII file, one with a non-breaking space, and one quoted as a mail reply
        SourceFile plain = file("Name|ID\nA|1\n".getBytes(StandardCharsets.US_ASCII));
        SourceFile nbsp = file("0.0.0160\u00a0active\n".getBytes(StandardCharsets.UTF_8));
        SourceFile mail = file("> $ lsdasd\n> 0.0.0160 active\n".getBytes(StandardCharsets.US_ASCII));

        // then the plain text is the decoded text itself, the others are cleaned as Pasted cleans them
        assertThat(plain.mayBePasted()).isFalse();
        assertThat(plain.text()).isSameAs(plain.decoded()).isEqualTo("Name|ID\nA|1\n");
        assertThat(nbsp.mayBePasted()).isTrue();
        assertThat(nbsp.text()).isEqualTo("0.0.0160 active\n").isEqualTo(Pasted.clean(nbsp.decoded()));
        assertThat(mail.mayBePasted()).isTrue();
        assertThat(mail.text()).isEqualTo("$ lsdasd\n0.0.0160 active\n");
        // and each is made once, whoever asks
        assertThat(mail.text()).isSameAs(mail.text());
        assertThat(nbsp.decoded()).isSameAs(nbsp.decoded());
    }

    @Test
    void theHeadIsCutAndCleanedAsTheTextIsAndKeptForTheNextReader() {
        SourceFile mail = file("> $ lsdasd\n> 0.0.0160 active\n".getBytes(StandardCharsets.US_ASCII));
        SourceFile utf8 = file("ab\u00e9\u00a0cd".getBytes(StandardCharsets.UTF_8));
        SourceFile latin1 = file("ab\u00e9cd".getBytes(StandardCharsets.ISO_8859_1));

        assertThat(mail.head(64)).isEqualTo("$ lsdasd\n0.0.0160 active\n");
        assertThat(mail.head(64)).isSameAs(mail.head(64));
        assertThat(mail.head(5)).isEqualTo("$ l"); // cut first, then cleaned: its one line is quoted
        assertThat(utf8.head(4)).isEqualTo("ab\u00e9 ");
        assertThat(utf8.head(64)).isEqualTo(utf8.text());
        assertThat(latin1.head(3)).isEqualTo("ab\u00e9");
        assertThat(latin1.head(64)).isEqualTo(latin1.text()).isEqualTo("ab\u00e9cd");
    }

    @Test
    void aFileIsLoadedWholeWhateverItsSize(@org.junit.jupiter.api.io.TempDir Path dir) throws Exception {
        for (int size : new int[] {0, 1, 8191, 8192, 8193, 100_000}) {
            byte[] b = new byte[size];
            for (int i = 0; i < size; i++) {
                b[i] = (byte) ('a' + i % 26);
            }
            Path p = dir.resolve("f" + size);
            java.nio.file.Files.write(p, b);
            assertThat(SourceFile.load(p, "f").bytes()).isEqualTo(b);
        }
    }

    @Test
    void asciiPastedAndTheFirstNulLineAreFoundWhereverTheyStand() {
        // given random texts of few characters, the rare ones (outside ASCII, NUL, '>', line ends) among them at
        // every offset of an eight-byte word and in the tail after the last whole word
        java.util.Random random = new java.util.Random(27);
        byte[] alphabet = {'a', 'b', ' ', '|', '\n', '\r', '>', 0, (byte) 0xc3, (byte) 0xa9, '=', '0'};
        for (int i = 0; i < 20_000; i++) {
            byte[] b = new byte[random.nextInt(40)];
            for (int k = 0; k < b.length; k++) {
                b[k] = random.nextInt(6) == 0 ? alphabet[random.nextInt(alphabet.length)] : (byte) 'x';
            }
            // then each answer is that of a byte-by-byte look
            boolean ascii = true;
            boolean pasted = false;
            int nul = 0;
            int line = 1;
            for (int k = 0; k < b.length; k++) {
                ascii &= b[k] >= 0;
                pasted |= b[k] < 0 || b[k] == '>' && (k == 0 || b[k - 1] == '\n' || b[k - 1] == '\r');
                nul = b[k] == 0 && nul == 0 ? line : nul;
                line += b[k] == '\n' ? 1 : 0;
            }
            SourceFile f = file(b);
            assertThat(f.mayBePasted()).as(java.util.Arrays.toString(b)).isEqualTo(pasted);
            assertThat(f.firstNulLine()).as(java.util.Arrays.toString(b)).isEqualTo(nul);
            if (ascii) {
                assertThat(f.decoded()).isEqualTo(new String(b, StandardCharsets.ISO_8859_1));
            }
        }
    }
}
