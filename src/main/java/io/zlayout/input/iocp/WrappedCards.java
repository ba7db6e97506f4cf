package io.zlayout.input.iocp;

import io.zlayout.model.Diagnostic;
import io.zlayout.model.SourceRef;

import java.util.List;

/**
 * A deck a mail client or a terminal wrapped at its line width (72 or 76 columns, say): each card longer than that
 * goes on in column 1 of the next line with its last columns — the sequence number of columns 73-80, and the
 * continuation mark of column 72 when the width is less. Such a tail (at most 20 characters under a line of 60
 * or more, the two together no longer than a card, putting a word with a digit in the sequence columns) is put
 * back at the end
 * of its card and its own line left blank, so every line keeps its number (the scanner passes over such a
 * line: {@link CardScanner#wrapTails}); one note tells how many.
 */
final class WrappedCards {

    private WrappedCards() {
    }

    /**
     * The text with each wrapped tail joined to its card; the 1-based numbers of the lines that held a tail are
     * added to {@code tails}.
     */
    static String join(String text, String display, List<Diagnostic> diagnostics, java.util.Set<Integer> tails) {
        List<String> lines = io.zlayout.input.SourceFile.lines(text);
        int joined = 0;
        for (int i = 0; i + 1 < lines.size(); i++) {
            String card = lines.get(i);
            String next = lines.get(i + 1);
            if (card.length() >= 60 && tail(card, next)) {
                lines.set(i, card + next);
                lines.set(i + 1, "");
                tails.add(i + 2);
                joined++;
                i++;
            }
        }
        if (joined == 0) {
            return text;
        }
        diagnostics.add(Diagnostic.note(SourceRef.file(display), joined + " card(s) wrapped onto the line below (a "
                + "mail client's or terminal's line width) read as one card each"));
        return String.join("\n", lines) + "\n";
    }

    /**
     * True when {@code next} is the tail of {@code card}: joined, it reaches into the sequence columns 73-80 and
     * puts there a word holding a digit (a sequence number), whatever it puts before (the end of the operand, the
     * continuation mark). The card is no longer than 80 columns. An operand pasted without its indentation
     * ({@code SHARED}) puts no digit there.
     */
    private static boolean tail(String card, String next) {
        int joined = card.length() + next.length();
        if (next.isBlank() || next.length() > 20 || joined <= 72 || joined > 80 || next.indexOf('=') >= 0
                || next.indexOf('(') >= 0) {
            // a keyword or a list opened is a continuation card's operand (UNIT=2107), never a card's last columns
            return false;
        }
        String sequence = next.substring(Math.max(0, 72 - card.length()));
        return sequence.chars().noneMatch(c -> c <= ' ') && sequence.chars().anyMatch(c -> c >= '0' && c <= '9');
    }
}
