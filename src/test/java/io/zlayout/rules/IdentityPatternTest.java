package io.zlayout.rules;

import io.zlayout.rules.IdentityPattern;
import org.junit.jupiter.api.Test;

import static org.assertj.core.api.Assertions.assertThat;

class IdentityPatternTest {

    @Test
    void aStarStandsForAnyRunOfCharactersIncludingSlashAndColon() {
        IdentityPattern lss40 = new IdentityPattern("volume:IBM.2107-75ZL101/40*");

        assertThat(lss40.matches("volume:IBM.2107-75ZL101/4000")).isTrue();
        assertThat(lss40.matches("volume:IBM.2107-75ZL101/40")).isTrue();
        assertThat(lss40.matches("volume:IBM.2107-75ZL101/4100")).isFalse();
        assertThat(lss40.matches("volume:IBM.2107-75ZL102/4000")).isFalse();
        assertThat(new IdentityPattern("*:IBM.2107-75ZL101/*").matches("rank:IBM.2107-75ZL101/R3")).isTrue();
        assertThat(new IdentityPattern("*").matches("")).isTrue();
    }

    @Test
    void aQuestionMarkStandsForExactlyOneCharacter() {
        IdentityPattern p = new IdentityPattern("chpid:0.5?");

        assertThat(p.matches("chpid:0.50")).isTrue();
        assertThat(p.matches("chpid:0.5")).isFalse();
        assertThat(p.matches("chpid:0.500")).isFalse();
    }

    @Test
    void thePatternMustMatchTheWholeIdentityCaseSensitively() {
        IdentityPattern p = new IdentityPattern("guest:LNX");

        assertThat(p.matches("guest:LNX")).isTrue();
        assertThat(p.matches("guest:LNX1")).isFalse();
        assertThat(p.matches("xguest:LNX")).isFalse();
        assertThat(p.matches("guest:lnx")).isFalse();
    }

    @Test
    void manyStarsAgainstALongIdentityFinishWithoutBacktrackingBlowUp() {
        IdentityPattern p = new IdentityPattern("*a*a*a*a*a*a*a*a*a*a*b");
        String id = "a".repeat(20_000);

        assertThat(p.matches(id)).isFalse();
        assertThat(p.matches(id + "b")).isTrue();
    }
}
