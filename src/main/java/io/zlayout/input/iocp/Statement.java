package io.zlayout.input.iocp;

import io.zlayout.model.SourceRef;

/**
 * One statement as the card scanner assembled it from its cards: the operation, and the operand joined from
 * every card with the line and column each operand character came from, so that an error deep inside a
 * value still names its card. One instance is reused for every statement of a deck; nothing may keep it.
 */
final class Statement {

    /** IOCP's limit for the operand field of one statement. */
    static final int MAX_OPERAND = 1024;

    final String file;
    final char[] operand = new char[MAX_OPERAND];
    final int[] lineOf = new int[MAX_OPERAND];
    final int[] columnOf = new int[MAX_OPERAND];
    int length;

    /** The first card of the statement and the column its operation starts in. */
    int line;
    int column;
    String label;
    String operation;
    /** False for statements whose operand is not read (FUNCTION, unknown statements). */
    boolean scanned;

    /** Where the operand would continue: just after its last character (or where it starts, when empty). */
    int endLine;
    int endColumn;

    private SourceRef ref;

    Statement(String file) {
        this.file = file;
    }

    void begin(int line, int column, String label, String operation, boolean scanned) {
        this.line = line;
        this.column = column;
        this.label = label;
        this.operation = operation;
        this.scanned = scanned;
        this.length = 0;
        this.endLine = line;
        this.endColumn = column + operation.length() + 1;
        this.ref = null;
    }

    /** The statement's place: its first card and the column of its operation. Shared by everything it defines. */
    SourceRef ref() {
        if (ref == null) {
            ref = SourceRef.at(file, line, column);
        }
        return ref;
    }

    /** Where operand character {@code offset} came from; the end of the operand for offsets past it. */
    SourceRef at(int offset) {
        if (offset >= length || offset < 0) {
            return SourceRef.at(file, endLine, endColumn);
        }
        return SourceRef.at(file, lineOf[offset], columnOf[offset]);
    }

    SourceRef at(int line, int column) {
        return SourceRef.at(file, line, column);
    }

    String text(int from, int to) {
        int f = Math.max(0, Math.min(from, length));
        int t = Math.max(f, Math.min(to, length));
        return new String(operand, f, t - f);
    }

    String operandText() {
        return new String(operand, 0, length);
    }
}
