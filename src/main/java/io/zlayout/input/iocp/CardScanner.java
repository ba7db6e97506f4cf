package io.zlayout.input.iocp;

import io.zlayout.model.Diagnostic;
import io.zlayout.input.InputException;
import io.zlayout.model.SourceRef;

import java.util.List;
import java.util.Locale;
import java.util.Set;

/**
 * Turns card images into statements by the assembler rules IOCP uses: statement text in columns 1-71, a
 * non-blank column 72 continues the statement on the next card, whose columns 1-15 are blank and whose text
 * resumes in column 16; columns 73-80 are ignored; {@code *} in column 1 makes a comment card. The operand
 * ends at the first blank outside quotes, except that a comma followed by a blank on a continued card
 * resumes the operand in column 16 of the next card. Continuation text is taken verbatim, so a token may be
 * split across cards.
 *
 * <p>One pass over the text, no per-card strings: the operand is copied character by character into the
 * reused {@link Statement}, which remembers the card and column each run of characters came from.
 */
final class CardScanner {

    /** Receives each statement when its last card has been read. */
    interface Sink {
        void accept(Statement statement) throws InputException;
    }

    /** Every statement IOCP knows; only these are taken as statements by the recovery heuristics. */
    static final Set<String> STATEMENTS = Set.of("ID", "RESOURCE", "CHPID", "CNTLUNIT", "IODEVICE", "FUNCTION", "UUID");

    private static final int MAX_DEPTH = 16;

    /**
     * IDLE between statements; OPERAND, REMARKS and SKIP inside a continued statement (reading its operand, its
     * remarks, or nothing of a skipped statement); COMMENT inside a continued comment; FULL after a statement
     * whose last card filled column 71 without a continuation mark.
     */
    private enum State { IDLE, OPERAND, REMARKS, SKIP, COMMENT, FULL }

    private final String file;
    private final Set<String> scanned;
    private final List<Diagnostic> diagnostics;
    private final Sink sink;
    private final Statement st;

    private State state = State.IDLE;
    /** The last card with a continuation mark, and the mark, for messages. */
    private int markLine;
    private char mark;

    private boolean inQuote;
    private boolean quotePending;
    private int quoteLine;
    private int quoteColumn;
    private int depth;
    private final int[] openLine = new int[MAX_DEPTH];
    private final int[] openColumn = new int[MAX_DEPTH];

    /** Set when the operand ended at a blank on a continued card: the next card is remarks. */
    private boolean remarksHint;
    private int blankLine;
    private int blankColumn;

    private int statements;

    /** The last card of the statement in state FULL. */
    private int fullLine;

    /**
     * @param scanned operations whose operand is read; other statements are passed to the sink with their
     *                operation only
     */
    CardScanner(String file, Set<String> scanned, List<Diagnostic> diagnostics, Sink sink) {
        this.file = file;
        this.scanned = scanned;
        this.diagnostics = diagnostics;
        this.sink = sink;
        this.st = new Statement(file);
    }

    /** Set for a deck {@link PastedDeck} realigned: its one warning stands for every card out of its columns. */
    private boolean pasted;

    /** Lines of a pasted deck longer than a card, read whole: line number -> continued (see {@link PastedDeck}). */
    private java.util.Map<Integer, Boolean> freeForm = java.util.Map.of();

    /**
     * Tells the scanner the deck was pasted (see {@link PastedDeck}): no warning per statement in column 1, and the
     * lines of {@code freeForm} read to their end, continued when it says so.
     */
    void pasted(java.util.Map<Integer, Boolean> freeForm) {
        pasted = true;
        this.freeForm = java.util.Map.copyOf(freeForm);
    }

    /** Lines that held the tail of the card above them, joined to it (see {@link WrappedCards}): no card. */
    private java.util.Set<Integer> wrapTails = java.util.Set.of();

    /** Tells the scanner which lines are a wrapped card's tail, joined to the card above: they are no card. */
    void wrapTails(java.util.Set<Integer> lines) {
        wrapTails = java.util.Set.copyOf(lines);
    }

    /** Statements passed to the sink so far. */
    int statements() {
        return statements;
    }

    /**
     * Reads every card of the text.
     *
     * @param fixedRecords true when the text is 80-column records without line ends (a binary download)
     */
    void scan(String t, boolean fixedRecords) throws InputException {
        int n = t.length();
        int pos = 0;
        int line = 0;
        while (pos < n) {
            line++;
            int end;
            int next;
            if (fixedRecords) {
                end = Math.min(n, pos + 80);
                for (int i = pos; i < end; i++) {
                    char c = t.charAt(i);
                    if (c < ' ' || (c >= 0x7f && c < 0xa0)) {
                        throw badCharacter(c, line, i - pos + 1);
                    }
                }
                next = end;
            } else {
                end = pos;
                while (end < n) {
                    char c = t.charAt(end);
                    if (c == '\n' || c == '\r') {
                        break;
                    }
                    if (c < ' ' || (c >= 0x7f && c < 0xa0)) {
                        throw badCharacter(c, line, end - pos + 1);
                    }
                    end++;
                }
                next = end;
                if (next < n) {
                    next += t.charAt(next) == '\r' && next + 1 < n && t.charAt(next + 1) == '\n' ? 2 : 1;
                }
            }
            if (!wrapTails.contains(line)) {
                card(t, pos, end, line);
            }
            pos = next;
        }
        if (state == State.FULL) {
            state = State.OPERAND;
            finish();
        }
        if (state != State.IDLE && state != State.COMMENT) {
            throw new InputException(SourceRef.at(file, markLine, 72),
                    "a continuation card after line " + markLine + " (column 72 holds '" + mark + "')",
                    "the end of the file");
        }
    }

    private InputException badCharacter(char c, int line, int column) {
        if (c == '\t') {
            return new InputException(SourceRef.at(file, line, column),
                    "blanks (IOCP cards have fixed columns; replace tabs with blanks)", "a tab character");
        }
        return new InputException(SourceRef.at(file, line, column), "card text (printable characters)",
                InputException.quote(String.valueOf(c)) + ", a control character (is this a binary file?)");
    }

    private void card(String t, int s, int e, int line) throws InputException {
        int len = e - s;
        Boolean free = freeForm.isEmpty() ? null : freeForm.get(line);
        if (free != null) {
            card(t, s, e, line, free, free ? 'X' : ' ');
            return;
        }
        for (int i = s + 80; i < e; i++) {
            if (t.charAt(i) != ' ') {
                throw new InputException(SourceRef.at(file, line, i - s + 1),
                        "a card of at most 80 columns (text in 1-71, continuation mark in 72, sequence number"
                                + " in 73-80)", "text in column " + (i - s + 1) + " (the line is " + len
                                + " characters long)");
            }
        }
        char c72 = len >= 72 ? t.charAt(s + 71) : ' ';
        card(t, s, s + Math.min(len, 71), line, c72 != ' ', c72);
    }

    /** A card whose text ends at {@code textEnd}, continued or not. */
    private void card(String t, int s, int textEnd, int line, boolean cont, char c72) throws InputException {
        if (state == State.FULL) {
            if (textEnd > s + 15 && t.charAt(s + 15) != ' ' && allBlank(t, s, s + 15)) {
                throw new InputException(SourceRef.at(file, fullLine, 72), "a continuation mark in column 72 (the"
                        + " operand reaches column 71 and line " + line + " goes on in column 16)", "a blank");
            }
            state = State.OPERAND;
            finish();
        }
        if (state == State.IDLE) {
            first(t, s, textEnd, line, cont, c72);
        } else {
            continuation(t, s, textEnd, line, cont, c72);
        }
    }

    /** A card that is not a continuation: blank, comment or the first card of a statement. */
    private void first(String t, int s, int textEnd, int line, boolean cont, char c72) throws InputException {
        int k = s;
        while (k < textEnd && t.charAt(k) == ' ') {
            k++;
        }
        if (k == textEnd) {
            if (cont) {
                throw new InputException(SourceRef.at(file, line, 72),
                        "a statement or a comment on a card with a continuation mark in column 72",
                        "a blank card continued by '" + c72 + "'");
            }
            return;
        }
        if (comment(t, s, textEnd)) {
            if (cont) {
                state = State.COMMENT;
                markLine = line;
                mark = c72;
            }
            return;
        }
        String label = null;
        int p = s;
        if (t.charAt(s) != ' ') {
            while (p < textEnd && t.charAt(p) != ' ') {
                p++;
            }
            label = t.substring(s, p);
        }
        while (p < textEnd && t.charAt(p) == ' ') {
            p++;
        }
        if (label != null) {
            if (p == textEnd) {
                throw new InputException(SourceRef.at(file, line, 1),
                        "an operation (ID, RESOURCE, CHPID, CNTLUNIT, IODEVICE, ...) after the name field",
                        "only " + InputException.quote(label) + " (statements start in column 2 or later;"
                                + " column 1 holds the optional name)");
            }
        }
        int opStart = p;
        while (p < textEnd && t.charAt(p) != ' ') {
            p++;
        }
        String op = t.substring(opStart, p).toUpperCase(Locale.ROOT);
        int opColumn = opStart - s + 1;
        if (label != null) {
            String asOp = label.toUpperCase(Locale.ROOT);
            if (STATEMENTS.contains(asOp) && !STATEMENTS.contains(op)) {
                if (!pasted) {
                    diagnostics.add(Diagnostic.warning(SourceRef.at(file, line, 1), "the " + asOp
                        + " statement starts in column 1, which is the name field; read as the operation"
                        + " (start statements in column 2 or later)"));
                }
                op = asOp;
                opColumn = 1;
                label = null;
                p = opStart;
            }
        }
        st.begin(line, opColumn, label, op, scanned.contains(op));
        if (!st.scanned) {
            state = State.SKIP;
            endOfCard(cont, line, c72);
            return;
        }
        inQuote = false;
        quotePending = false;
        depth = 0;
        remarksHint = false;
        while (p < textEnd && t.charAt(p) == ' ') {
            p++;
        }
        state = State.OPERAND;
        operand(t, p, textEnd, s, line, cont, c72);
    }

    private static boolean allBlank(String t, int from, int to) {
        for (int i = from; i < to; i++) {
            if (t.charAt(i) != ' ') {
                return false;
            }
        }
        return true;
    }

    private static boolean comment(String t, int s, int textEnd) {
        char c = t.charAt(s);
        return c == '*' || (c == '.' && s + 1 < textEnd && t.charAt(s + 1) == '*');
    }

    private void continuation(String t, int s, int textEnd, int line, boolean cont, char c72) throws InputException {
        int limit = Math.min(textEnd, s + 15);
        int k = s;
        while (k < limit && t.charAt(k) == ' ') {
            k++;
        }
        if (k < limit) {
            boolean isComment = comment(t, s, textEnd);
            if (state == State.COMMENT) {
                if (startsStatement(t, s, textEnd)) {
                    diagnostics.add(Diagnostic.warning(SourceRef.at(file, markLine, 72), "column 72 of this comment"
                            + " card holds '" + mark + "', which continues the comment, but line " + line
                            + " starts a statement; read it as a statement"));
                } else if (!isComment) {
                    // text continuing a comment is still comment, whatever its columns
                    state = cont ? State.COMMENT : State.IDLE;
                    markLine = line;
                    mark = c72;
                    return;
                }
                state = State.IDLE;
                first(t, s, textEnd, line, cont, c72);
                return;
            }
            if (isComment || startsStatement(t, s, textEnd)) {
                diagnostics.add(Diagnostic.warning(SourceRef.at(file, markLine, 72), "column 72 holds '" + mark
                        + "', which continues the " + st.operation + " statement, but line " + line
                        + " starts a new " + (isComment ? "comment" : "statement") + "; read line " + markLine
                        + " as the last card of its statement"));
                finish();
                first(t, s, textEnd, line, cont, c72);
                return;
            }
            int end = textEnd;
            while (end > k && t.charAt(end - 1) == ' ') {
                end--;
            }
            throw new InputException(SourceRef.at(file, line, k - s + 1),
                    "a continuation card with columns 1-15 blank (line " + markLine + " has '" + mark
                            + "' in column 72, so this card continues its " + st.operation + " statement from column 16)",
                    InputException.quote(t.substring(k, end)) + " from column " + (k - s + 1));
        }
        switch (state) {
            case COMMENT -> {
                if (cont) {
                    markLine = line;
                    mark = c72;
                } else {
                    state = State.IDLE;
                }
            }
            case OPERAND -> operand(t, Math.min(s + 15, textEnd), textEnd, s, line, cont, c72);
            default -> {
                if (remarksHint) {
                    remarksHint = false;
                    hintMissingComma(t, s, textEnd, line);
                }
                endOfCard(cont, line, c72);
            }
        }
    }

    /** A card whose operation field names an IOCP statement (also when it wrongly starts in column 1). */
    private static boolean startsStatement(String t, int s, int textEnd) {
        int p = s;
        if (t.charAt(s) != ' ') {
            int q = p;
            while (q < textEnd && t.charAt(q) != ' ') {
                q++;
            }
            if (STATEMENTS.contains(t.substring(p, q).toUpperCase(Locale.ROOT))) {
                return true;
            }
            p = q;
        }
        while (p < textEnd && t.charAt(p) == ' ') {
            p++;
        }
        int q = p;
        while (q < textEnd && t.charAt(q) != ' ') {
            q++;
        }
        return q > p && STATEMENTS.contains(t.substring(p, q).toUpperCase(Locale.ROOT));
    }

    /** Remarks that look like a keyword usually mean a comma is missing at the end of the previous card. */
    private void hintMissingComma(String t, int s, int textEnd, int line) {
        int p = s + 15;
        int q = p;
        while (q < textEnd && Character.isLetter(t.charAt(q))) {
            q++;
        }
        if (q > p && q < textEnd && t.charAt(q) == '=') {
            diagnostics.add(Diagnostic.warning(SourceRef.at(file, line, 16), "read as remarks: the operand of the "
                    + st.operation + " statement ended at the blank in column " + blankColumn + " of line "
                    + blankLine + " (add a comma there if '" + t.substring(p, q + 1) + "' belongs to the operand)"));
        }
    }

    private void operand(String t, int from, int to, int s, int line, boolean cont, char c72) throws InputException {
        st.segment(line, from - s + 1);
        char[] buf = st.operand;
        for (int i = from; i < to; i++) {
            char c = t.charAt(i);
            // the common case, a letter, digit, comma or '=' outside quotes, first and fast
            if (c > ')' && !inQuote) {
                if (st.length == Statement.MAX_OPERAND) {
                    append(c, line, i - s + 1); // reports the overflow
                }
                buf[st.length++] = c >= 'a' && c <= 'z' ? (char) (c - ('a' - 'A')) : c;
                continue;
            }
            int column = i - s + 1;
            if (quotePending) {
                quotePending = false;
                if (c == '\'') {
                    append(c, line, column);
                    continue;
                }
                inQuote = false;
            }
            if (inQuote) {
                if (c == '\'') {
                    quotePending = true;
                }
                append(c, line, column);
                continue;
            }
            switch (c) {
                case ' ' -> {
                    st.endAt(line, column);
                    blank(line, column, cont, c72);
                    return;
                }
                case '\'' -> {
                    inQuote = true;
                    quoteLine = line;
                    quoteColumn = column;
                }
                case '(' -> {
                    if (depth == MAX_DEPTH) {
                        throw new InputException(SourceRef.at(file, line, column),
                                "at most " + MAX_DEPTH + " levels of parentheses", "a deeper '('");
                    }
                    openLine[depth] = line;
                    openColumn[depth] = column;
                    depth++;
                }
                case ')' -> {
                    if (depth == 0) {
                        throw new InputException(SourceRef.at(file, line, column),
                                "',' or the end of the operand", "')' without a matching '('");
                    }
                    depth--;
                }
                default -> {
                    if (c >= 'a' && c <= 'z') {
                        c = (char) (c - ('a' - 'A'));
                    }
                }
            }
            append(c, line, column);
        }
        st.endAt(line, to - s + 1);
        if (!cont && to - s == 71) {
            // decided by the next card: one that goes on in column 16 means a missing mark (ICP131I)
            state = State.FULL;
            fullLine = line;
            return;
        }
        endOfCard(cont, line, c72);
    }

    private void blank(int line, int column, boolean cont, char c72) throws InputException {
        if (cont && st.length > 0 && st.operand[st.length - 1] == ',') {
            // a comma and a blank on a continued card: the rest of the card is remarks, the operand resumes
            // in column 16 of the next card
            markLine = line;
            mark = c72;
            return;
        }
        if (depth > 0) {
            throw new InputException(SourceRef.at(file, openLine[depth - 1], openColumn[depth - 1]),
                    "')' to close this '('", "a blank in column " + column + " of line " + line
                            + ", which ends the operand (blanks are allowed only inside quotes)");
        }
        if (cont) {
            state = State.REMARKS;
            remarksHint = true;
            blankLine = line;
            blankColumn = column;
            markLine = line;
            mark = c72;
        } else {
            finish();
        }
    }

    private void endOfCard(boolean cont, int line, char c72) throws InputException {
        if (cont) {
            markLine = line;
            mark = c72;
        } else {
            finish();
        }
    }

    private void append(char c, int line, int column) throws InputException {
        if (st.length == Statement.MAX_OPERAND) {
            throw new InputException(st.ref(), "an operand of at most " + Statement.MAX_OPERAND + " characters",
                    "more in this " + st.operation + " statement (character " + (Statement.MAX_OPERAND + 1)
                            + " is in line " + line + ", column " + column + ")");
        }
        st.operand[st.length++] = c;
    }

    private void finish() throws InputException {
        if (state == State.OPERAND) {
            if (quotePending) {
                quotePending = false;
                inQuote = false;
            }
            if (inQuote) {
                throw new InputException(SourceRef.at(file, quoteLine, quoteColumn),
                        "a closing quote for the quote opened here", "the end of the " + st.operation + " statement");
            }
            if (depth > 0) {
                throw new InputException(SourceRef.at(file, openLine[depth - 1], openColumn[depth - 1]),
                        "')' to close this '('", "the end of the operand");
            }
        }
        state = State.IDLE;
        remarksHint = false;
        statements++;
        sink.accept(st);
    }
}
