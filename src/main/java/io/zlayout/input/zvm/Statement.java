package io.zlayout.input.zvm;

import java.util.List;

/**
 * One directory statement: its blank-separated operands, upper case, each with the 1-based column it starts
 * in.
 */
record Statement(int line, List<Token> tokens) {

    record Token(String text, int column) {
    }

    Statement {
        tokens = List.copyOf(tokens);
    }

    String keyword() {
        return tokens.get(0).text();
    }

    int column() {
        return tokens.get(0).column();
    }

    int size() {
        return tokens.size();
    }

    /** The operand at {@code index} (0 = the keyword), or null when the statement is shorter. */
    String text(int index) {
        return index < tokens.size() ? tokens.get(index).text() : null;
    }

    /** Where operand {@code index} starts, or the column just after the statement when it is missing. */
    int columnOf(int index) {
        if (index < tokens.size()) {
            return tokens.get(index).column();
        }
        Token last = tokens.get(tokens.size() - 1);
        return last.column() + last.text().length() + 1;
    }
}
