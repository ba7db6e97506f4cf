package io.zlayout.model;

import org.junit.jupiter.api.Test;

import static org.assertj.core.api.Assertions.assertThat;

class QuotedTest {

    @Test
    void textIsQuotedWithControlCharactersEscaped() {
        assertThat(Quoted.of("5000")).isEqualTo("'5000'");
        assertThat(Quoted.of("a\tb\u001b[2J")).isEqualTo("'a\\x09b\\x1b[2J'");
    }

    @Test
    void longTextIsCutAfterFortyCharacters() {
        assertThat(Quoted.of("x".repeat(100))).isEqualTo("'" + "x".repeat(40) + "...'");
    }

    @Test
    void nothingAndEmptyAreNamed() {
        assertThat(Quoted.of(null)).isEqualTo("nothing");
        assertThat(Quoted.of("")).isEqualTo("an empty value");
    }
}
