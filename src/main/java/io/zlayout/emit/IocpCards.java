package io.zlayout.emit;

import java.util.ArrayList;
import java.util.List;

/**
 * IOCP statements on cards, as IOCP's rules for coding statements (the assembler's) ask: the statement text in
 * columns 1-71, the operation from column 10 here, a non-blank character in column 72 when the statement goes on,
 * the continued card blank in columns 1-15 and going on in column 16. The operand is broken after a comma, which
 * IOCP allows ("stop after a comma ... resume in column 16"), so no keyword is split.
 */
final class IocpCards {

    private static final int LAST = 71;
    private static final String INDENT = " ".repeat(9);
    private static final String CONTINUE = " ".repeat(15);

    private IocpCards() {
    }

    /** The cards of one statement, each ending in a line feed. */
    static String statement(String operation, String operand) {
        List<String> cards = new ArrayList<>();
        String line = INDENT + operation + " ";
        String rest = operand;
        while (line.length() + rest.length() > LAST) {
            int room = LAST - line.length();
            int cut = rest.lastIndexOf(',', room - 1);
            if (cut < 0) {
                throw new IllegalArgumentException("an IOCP operand part longer than a card: " + rest);
            }
            String head = line + rest.substring(0, cut + 1);
            cards.add(head + " ".repeat(LAST - head.length()) + "*");
            line = CONTINUE;
            rest = rest.substring(cut + 1);
        }
        cards.add(line + rest);
        StringBuilder b = new StringBuilder();
        cards.forEach(c -> b.append(c).append('\n'));
        return b.toString();
    }

    /** Comment cards: {@code *} in column 1, the text wrapped within column 71. */
    static String comment(String text) {
        return Text.wrap("* ", text, LAST);
    }
}
