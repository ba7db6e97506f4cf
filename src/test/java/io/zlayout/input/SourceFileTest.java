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
}
