package io.zlayout.input.iocp;

import io.zlayout.model.Diagnostic;
import org.junit.jupiter.api.Test;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;

import static org.assertj.core.api.Assertions.assertThat;

class WrappedCardsTest {

    private static final String CARD = "         CHPID PATH=(CSS(0),50),SHARED,PARTITION=((CSS(0),(ZVMA),(=))),*";

    @Test
    void aSequenceNumberWrappedOntoTheNextLineIsPutBackOnItsCard() {
        List<Diagnostic> d = new ArrayList<>();
        Set<Integer> tails = new HashSet<>();
        String joined = WrappedCards.join(CARD + "\n00000700\n               SWITCH=61,TYPE=FC\n", "d", d, tails);
        assertThat(joined).isEqualTo(CARD + "00000700\n\n               SWITCH=61,TYPE=FC\n");
        assertThat(tails).containsExactly(2);
        assertThat(d).extracting(Diagnostic::message).containsExactly("1 card(s) wrapped onto the line below (a "
                + "mail client's or terminal's line width) read as one card each");
    }

    @Test
    void aMarkAndSequenceWrappedAtSeventyColumnsArePutBackToo() {
        Set<Integer> tails = new HashSet<>();
        String joined = WrappedCards.join(CARD.substring(0, 70) + "\n,*00000700\n", "d", new ArrayList<>(), tails);
        assertThat(joined).isEqualTo(CARD + "00000700\n\n");
    }

    @Test
    void anOperandPastedWithoutItsIndentationIsNoTail() {
        // SHARED would land in the sequence columns: no digit there, so it stays a card of its own
        String text = CARD.substring(0, 71) + "X\nSHARED\n";
        Set<Integer> tails = new HashSet<>();
        List<Diagnostic> d = new ArrayList<>();
        assertThat(WrappedCards.join(text, "d", d, tails)).isSameAs(text);
        assertThat(tails).isEmpty();
        assertThat(d).isEmpty();
    }

    @Test
    void aContinuationCardWithoutItsColumnsIsNoTail() {
        // a pasted deck: the continuation card's operand would reach the sequence columns and put digits there
        String text = "  UNITADD=((00,256)),LINK=((CSS(0),6110,6210)),CUADD=0,       *\n  UNIT=2107\n";
        assertThat(WrappedCards.join(text, "d", new ArrayList<>(), new HashSet<>())).isSameAs(text);
    }

    @Test
    void aShortCardOrACommentBoxIsNeverJoined() {
        String text = "* a comment\n00000100\n" + "*".repeat(69) + "\n*  NEXT BOX  *\n";
        assertThat(WrappedCards.join(text, "d", new ArrayList<>(), new HashSet<>())).isSameAs(text);
    }
}
