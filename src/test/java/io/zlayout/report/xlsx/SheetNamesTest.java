package io.zlayout.report.xlsx;

import org.junit.jupiter.api.Test;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

class SheetNamesTest {

    @Test
    void forbiddenCharactersBecomeUnderscores() {
        assertThat(SheetNames.safe("a[b]c:d*e?f/g\\h")).isEqualTo("a_b_c_d_e_f_g_h");
    }

    @Test
    void namesAreCutTo31Characters() {
        assertThat(SheetNames.safe("IBM.2107-75ZL101 volumes and more text")).isEqualTo("IBM.2107-75ZL101 volumes and mo")
                .hasSize(31);
    }

    @Test
    void apostrophesAtEitherEndAreReplacedAndBlankNamesGetOne() {
        assertThat(SheetNames.safe("'quoted'")).isEqualTo("_quoted_");
        assertThat(SheetNames.safe("   ")).isEqualTo("Sheet");
        assertThat(SheetNames.safe("")).isEqualTo("Sheet");
    }

    @Test
    void linksQuoteTheSheetNameAndDoubleApostrophes() {
        assertThat(SheetNames.link("Volumes", "A5")).isEqualTo("'Volumes'!A5");
        assertThat(SheetNames.link("Bob's sheet", "XFD1048576")).isEqualTo("'Bob''s sheet'!XFD1048576");
    }

    @Test
    void aLinkTargetMustBeACellReference() {
        assertThatThrownBy(() -> SheetNames.link("Volumes", "A1;cmd"))
                .isInstanceOf(IllegalArgumentException.class).hasMessage("not a cell reference: A1;cmd");
        assertThatThrownBy(() -> SheetNames.link("Volumes", "http://x"))
                .isInstanceOf(IllegalArgumentException.class);
    }
}
