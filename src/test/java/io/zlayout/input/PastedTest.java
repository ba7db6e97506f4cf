package io.zlayout.input;

import org.junit.jupiter.api.Test;

import static org.assertj.core.api.Assertions.assertThat;

class PastedTest {

    @Test
    void plainTextIsTheSameStringAndNeedsNoNote() {
        String t = "# lszfcp -D\n0.0.3d0c/0x500507630300c562/0x4010403300000000 0:0:0:0\n";
        assertThat(Pasted.clean(t)).isSameAs(t);
        assertThat(Pasted.note(t)).isNull();
    }

    @Test
    void webPageCharactersBecomeTheAsciiOnesTheyStandForColumnsKept() {
        String t = "0.0.0160\u00a0 active\u2002 dasda\nBus = \u201ccss\u201d\nit\u2019s \u2013ll\u200b\n";
        assertThat(Pasted.clean(t)).isEqualTo("0.0.0160  active  dasda\nBus = \"css\"\nit's -ll\n");
        assertThat(Pasted.note(t)).isEqualTo("read as pasted: 7 non-breaking space(s), typographic quote(s) or "
                + "hyphen(s) of a web page or word processor read as plain ones");
    }

    @Test
    void mailQuotingOfEveryDepthIsCutKeepingIndentationAndLineEnds() {
        String t = "> # multipath -ll\r\n>\r\n> mpatha (36005076303ffc562000000000000120c) dm-0 IBM,2107900\r\n"
                + ">   |- 0:0:0:1 sda 8:0 active ready running\r\n>> > nested\r\n";
        assertThat(Pasted.clean(t)).isEqualTo("# multipath -ll\r\n\r\nmpatha (36005076303ffc562000000000000120c) "
                + "dm-0 IBM,2107900\r\n  |- 0:0:0:1 sda 8:0 active ready running\r\nnested\r\n");
        assertThat(Pasted.note(t)).isEqualTo("read as pasted: mail quoting ('> ') cut from 5 line(s) (their "
                + "columns are counted after it)");
    }

    @Test
    void aReplyWhoseFewLinesAreNotQuotedIsStillUnquoted() {
        String t = "On Tue, Jo wrote:\n> 0.0.3d0c host0\n> 0.0.3d0c/0x500507630300c562 rport-0:0-0\n"
                + "> 0.0.3d0d host1\n> 0.0.3d0d/0x500507630300c563 rport-1:0-0\n";
        assertThat(Pasted.clean(t)).isEqualTo("On Tue, Jo wrote:\n0.0.3d0c host0\n0.0.3d0c/0x500507630300c562 "
                + "rport-0:0-0\n0.0.3d0d host1\n0.0.3d0d/0x500507630300c563 rport-1:0-0\n");
    }

    @Test
    void aFewLinesStartingWithAGreaterThanSignAreNotQuoting() {
        String t = "lnx1:~ # cat <<EOF\n> text\nline one\nline two\nline three\n";
        assertThat(Pasted.clean(t)).isSameAs(t);
        assertThat(Pasted.note(t)).isNull();
    }

    @Test
    void theSniffedHeadIsDecodedAsUtf8EvenWhereItsLimitCutsACharacter() {
        // 'a' and four two-byte characters: the head of 2 characters looks at 8 bytes, the last one cut in two
        assertThat(SourceFile.of("x.txt", "a\u00e9\u00e9\u00e9\u00e9").head(2)).isEqualTo("a\u00e9");
        assertThat(SourceFile.of("x.txt", "0.0.0160\u00a0 active").head(100)).isEqualTo("0.0.0160  active");
    }
}
