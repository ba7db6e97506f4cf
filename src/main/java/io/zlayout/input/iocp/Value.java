package io.zlayout.input.iocp;

import java.util.List;

/**
 * A keyword value of an IOCP operand as a small tree: {@code 70}, {@code 'TEXT'}, {@code (a,b)},
 * {@code CSS(0,1)} and empty list positions ({@code (CSS(0),,0122)}). Offsets point into the statement's
 * operand, {@code end} exclusive, so every value can name its card and column.
 */
sealed interface Value {

    int offset();

    int end();

    /**
     * A run of characters other than {@code , ( ) '}, upper case. It reads the statement's operand buffer, so it
     * makes a string only when asked for one ({@link #text()}), and must not outlive its statement.
     */
    record Atom(char[] source, int offset, int end) implements Value {

        String text() {
            return new String(source, offset, end - offset);
        }

        int length() {
            return end - offset;
        }

        char charAt(int i) {
            return source[offset + i];
        }

        boolean is(String s) {
            if (s.length() != end - offset) {
                return false;
            }
            for (int i = 0; i < s.length(); i++) {
                if (s.charAt(i) != source[offset + i]) {
                    return false;
                }
            }
            return true;
        }
    }

    /** A quoted string, quotes removed and doubled quotes undone. */
    record Quoted(String text, int offset, int end) implements Value {
    }

    /** A parenthesised list; items may be {@link Empty}. */
    record Group(List<Value> items, int offset, int end) implements Value {
    }

    /** A name directly followed by a list, as {@code CSS(0,1)}. */
    record Call(String name, Group args, int offset, int end) implements Value {
    }

    /** A position left empty: {@code ,,} or {@code (,}. */
    record Empty(int offset, int end) implements Value {
    }
}
