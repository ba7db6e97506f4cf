package io.zlayout.report.xlsx;

import org.junit.jupiter.api.Test;

import static org.assertj.core.api.Assertions.assertThat;

class CellTextTest {

    @Test
    void plainTextIsKeptAsItIs() {
        assertThat(CellText.safe("LNX1 on R3, tab\tand\nnewline")).isEqualTo("LNX1 on R3, tab\tand\nnewline");
    }

    @Test
    void controlCharactersXmlCannotCarryBecomeReplacementCharacters() {
        assertThat(CellText.safe("a\u0000b\u0001c\u001Fd\uFFFEe")).isEqualTo("a\uFFFDb\uFFFDc\uFFFDd\uFFFDe");
    }

    @Test
    void unpairedSurrogatesAreReplacedAndPairsKept() {
        assertThat(CellText.safe("x\uD800y\uDC00z\uD83D\uDE00")).isEqualTo("x\uFFFDy\uFFFDz\uD83D\uDE00");
    }

    @Test
    void aLiteralOoxmlEscapeIsEscapedSoItReadsAsWritten() {
        assertThat(CellText.safe("_x0041_ and _x12_ and _xZZZZ_")).isEqualTo("_x005F_x0041_ and _x12_ and _xZZZZ_");
    }

    @Test
    void textLongerThanACellHoldsIsCutWithAMark() {
        String s = CellText.safe("a".repeat(40_000));

        assertThat(s).hasSize(CellText.MAX_LENGTH).endsWith("a [cut]");
    }

    @Test
    void formulaAndCommandPrefixesAreRecognised() {
        assertThat(CellText.formulaLike("=SUM(A1)")).isTrue();
        assertThat(CellText.formulaLike("+1")).isTrue();
        assertThat(CellText.formulaLike("-2")).isTrue();
        assertThat(CellText.formulaLike("@cmd")).isTrue();
        assertThat(CellText.formulaLike("\t=1")).isTrue();
        assertThat(CellText.formulaLike("\r=1")).isTrue();
        assertThat(CellText.formulaLike("LNX1")).isFalse();
        assertThat(CellText.formulaLike("")).isFalse();
        assertThat(CellText.formulaLike(" =1")).isFalse();
    }
}
