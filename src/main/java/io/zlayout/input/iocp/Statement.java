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
    int length;

    // where the operand came from, one segment per card: the characters from segStart[i] on came from line
    // segLine[i], contiguous from column segColumn[i]; a per-character table would cost two stores a byte
    private int[] segStart = new int[64];
    private int[] segLine = new int[64];
    private int[] segColumn = new int[64];
    private int segments;

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
        this.segments = 0;
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

    /** Operand characters appended from now on come from {@code line}, starting at {@code column}. */
    void segment(int line, int column) {
        if (segments > 0 && segStart[segments - 1] == length) {
            segments--; // nothing came of the previous card
        }
        if (segments == segStart.length) {
            segStart = java.util.Arrays.copyOf(segStart, segments * 2);
            segLine = java.util.Arrays.copyOf(segLine, segments * 2);
            segColumn = java.util.Arrays.copyOf(segColumn, segments * 2);
        }
        segStart[segments] = length;
        segLine[segments] = line;
        segColumn[segments] = column;
        segments++;
    }

    /** Where operand character {@code offset} came from; the end of the operand for offsets past it. */
    SourceRef at(int offset) {
        if (offset >= length || offset < 0) {
            return SourceRef.at(file, endLine, endColumn);
        }
        int i = segments - 1;
        while (i > 0 && segStart[i] > offset) {
            i--;
        }
        return SourceRef.at(file, segLine[i], segColumn[i] + offset - segStart[i]);
    }

    SourceRef at(int line, int column) {
        return SourceRef.at(file, line, column);
    }

    /** The operand ends (for now) just before this column: where "the end of the operand" is reported. */
    void endAt(int line, int column) {
        if (length > 0) {
            endLine = line;
            endColumn = column;
        }
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
