package io.zlayout.report.html;

import org.junit.jupiter.api.Test;

import static org.assertj.core.api.Assertions.assertThat;

class HtmlTest {

    @Test
    void markupCharactersAreEscapedForTextAndDoubleQuotedAttributes() {
        assertThat(Html.esc("<a href=\"x\" onclick='y'>&</a>"))
                .isEqualTo("&lt;a href=&quot;x&quot; onclick=&#39;y&#39;&gt;&amp;&lt;/a&gt;");
    }

    @Test
    void controlCharactersAreShownEscapedAndNullIsEmpty() {
        assertThat(Html.esc("a\u0000b\u001Bc\u007Fd\te\nf\u202Eg")).isEqualTo("a\\x00b\\x1bc\\x7fd\te\nf\\u202eg");
        assertThat(Html.esc(null)).isEmpty();
    }

    @Test
    void idsKeepOnlyLowerCaseLettersDigitsAndHyphens() {
        assertThat(Html.id("Single-Path\"><script>")).isEqualTo("single-path---script-");
    }
}
