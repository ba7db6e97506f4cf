package io.zlayout.input;

import org.junit.jupiter.api.Test;

import static org.assertj.core.api.Assertions.assertThat;

class AsciiTest {

    @Test
    void digitsAreOneOrMoreAsciiDecimalDigits() {
        assertThat(Ascii.digits("0")).isTrue();
        assertThat(Ascii.digits("0123456789")).isTrue();
        assertThat(Ascii.digits("")).isFalse();
        assertThat(Ascii.digits(null)).isFalse();
        assertThat(Ascii.digits("12a")).isFalse();
        assertThat(Ascii.digits("-1")).isFalse();
        assertThat(Ascii.digits(" 1")).isFalse();
        // Arabic-Indic three: Character.isDigit takes it, a field of an export never means it
        assertThat(Ascii.digits("\u0663")).isFalse();
    }

    @Test
    void hexIsOneOrMoreHexDigitsOfEitherCase() {
        assertThat(Ascii.hex("09afAF")).isTrue();
        assertThat(Ascii.hex("")).isFalse();
        assertThat(Ascii.hex("0g")).isFalse();
        assertThat(Ascii.hex("0x10")).isFalse();
        assertThat(Ascii.hex("0x10", 2, 4)).isTrue();
        assertThat(Ascii.hex("0x10", 2, 2)).isFalse();
        assertThat(Ascii.hex("\uff10")).isFalse();
    }

    @Test
    void alnumIsOneOrMoreAsciiLettersAndDigits() {
        assertThat(Ascii.alnum("R1a9Z")).isTrue();
        assertThat(Ascii.alnum("")).isFalse();
        assertThat(Ascii.alnum("A-1")).isFalse();
        assertThat(Ascii.alnum("\u00c4")).isFalse();
    }
}
