package io.zlayout.input.iocp;

import io.zlayout.model.Diagnostic;
import io.zlayout.input.InputException;
import io.zlayout.model.SourceRef;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/**
 * A deck copied from a web page or a mail: its leading blanks stripped or indentation added, so that statements
 * start in column 1, continuation marks land in columns 40-71 (or are lost, the operand ending in a comma, or move
 * right with their card's text, past column 72) and continuation text starts anywhere but column 16. Such a deck is put back into IOCP's columns card by card (each
 * line stays the line it was, so messages name the lines of the file) and read with one warning for the file; a deck
 * already in IOCP's columns is left exactly as it is.
 */
final class PastedDeck {

    /** Continuation text fits columns 16-71. */
    private static final int CONTINUATION_WIDTH = 56;
    /** Leftmost column a shifted continuation mark is looked for in. */
    private static final int MARK_FROM = 40;

    private PastedDeck() {
    }

    /**
     * One card as pasted: its text without the continuation mark, whether it is continued, and whether it is a line
     * longer than a card ({@code free}: a statement typed on one line, not in card columns at all).
     */
    private record Card(String text, boolean continued, boolean comment, boolean free) {

        Card(String text, boolean continued, boolean comment) {
            this(text, continued, comment, false);
        }
    }

    /**
     * The text to scan: {@code text} itself when every card is in IOCP's columns, else the cards realigned, with a
     * warning added to {@code diagnostics}. A line longer than a card (a statement written on one line, as a web page
     * or a program's comment shows it) is kept whole: its number goes into {@code freeForm}, with whether it is
     * continued, for the scanner to read it to its end.
     */
    static String align(String text, String file, List<Diagnostic> diagnostics, Map<Integer, Boolean> freeForm)
            throws InputException {
        List<String> lines = lines(text);
        int edge = commonEdge(lines);
        if (!pasted(lines, edge)) {
            return text;
        }
        List<Card> cards = cards(lines, edge);
        StringBuilder out = new StringBuilder(text.length() + lines.size() * 16);
        boolean inStatement = false;
        boolean inComment = false;
        int shifted = 0;
        for (int i = 0; i < cards.size(); i++) {
            Card c = cards.get(i);
            String body = c.text().strip();
            String card;
            if (inComment) {
                card = "*" + (body.startsWith("*") ? body.substring(1) : " " + body);
                inComment = c.continued();
            } else if (c.comment()) {
                card = c.text().stripTrailing();
                inComment = c.continued();
            } else if (body.isEmpty()) {
                card = "";
            } else if (inStatement && c.free()) {
                card = " ".repeat(15) + body;
                freeForm.put(i + 1, c.continued());
            } else if (inStatement) {
                if (body.length() > CONTINUATION_WIDTH) {
                    throw new InputException(SourceRef.at(file, i + 1, firstNonBlank(lines.get(i)) + 1),
                            "continuation text of at most " + CONTINUATION_WIDTH + " characters (IOCP's columns 16-71;"
                                    + " this deck was copied with its columns lost, see the warning)",
                            body.length() + " characters");
                }
                card = " ".repeat(15) + body;
            } else if (c.free()) {
                card = c.text().stripTrailing();
                freeForm.put(i + 1, c.continued());
            } else {
                // a statement keeps its columns: one starting in column 1 is read as the operation
                card = c.text().stripTrailing();
                if (card.length() > 71) {
                    throw new InputException(SourceRef.at(file, i + 1, 1), "a statement card of at most 71 columns"
                            + " (this deck was copied with its columns lost, see the warning)", card.length()
                            + " characters");
                }
            }
            if (!c.comment() && !inComment && !body.isEmpty()) {
                inStatement = c.continued();
            }
            if (c.continued() && !c.free() && card.length() < 72) {
                card = card + " ".repeat(71 - card.length()) + "X";
                shifted++;
            }
            out.append(card);
            if (i + 1 < cards.size()) {
                out.append('\n');
            }
        }
        diagnostics.add(Diagnostic.warning(SourceRef.file(file), "this deck is not in IOCP's card columns (copied from"
                + " a page or a mail?): statements start in column 1, continuation marks stand before column 72 or"
                + " are missing, or continuation text does not start in column 16" + (freeForm.isEmpty() ? ""
                : ", or a statement runs on past column 72 on one line (" + freeForm.size() + " line"
                + (freeForm.size() == 1 ? "" : "s") + ", each read to its end)") + "; it is read by its statements and"
                + " continuations" + (shifted > 0 ? " (" + shifted + " continued card" + (shifted == 1 ? "" : "s") + ")"
                : "") + ", and columns in messages are those of the realigned cards. Take the deck as IOCP reads it"
                + " (the data set, FTP'd in ASCII) for exact columns"));
        return out.toString();
    }

    /** True when some card is out of IOCP's columns in a way a paste causes. */
    private static boolean pasted(List<String> lines, int edge) {
        boolean continued = false;
        for (int i = 0; i < lines.size(); i++) {
            String l = lines.get(i);
            int f = firstNonBlank(l);
            if (f < 0) {
                continued = false;
                continue;
            }
            if (isComment(l)) {
                // whatever follows a continued comment is comment text or a statement: no sign of a paste
                continued = false;
                continue;
            }
            if (free(l)) {
                return true;
            }
            if (continued) {
                if (f != 15 && !CardScanner.STATEMENTS.contains(firstWord(l).toUpperCase(Locale.ROOT))) {
                    return true;
                }
            } else if (f == 0 && CardScanner.STATEMENTS.contains(firstWord(l).toUpperCase(Locale.ROOT))
                    && !CardScanner.STATEMENTS.contains(secondWord(l).toUpperCase(Locale.ROOT))) {
                return true;
            }
            int mark = markAt(l, edge);
            if (mark >= 0 && mark != 71 && goesOn(lines, i, mark, edge)) {
                return true;
            }
            if (mark < 0 && l.stripTrailing().endsWith(",") && nextIsContinuation(lines, i)) {
                return true;
            }
            continued = mark == 71;
        }
        return false;
    }

    private static List<Card> cards(List<String> lines, int edge) {
        List<Card> out = new ArrayList<>(lines.size());
        for (int i = 0; i < lines.size(); i++) {
            String l = lines.get(i);
            boolean comment = isComment(l);
            if (!comment && free(l)) {
                String text = l.stripTrailing();
                out.add(new Card(text, text.endsWith(",") && nextIsContinuation(lines, i), false, true));
                continue;
            }
            int mark = markAt(l, edge);
            if (mark == 71) {
                out.add(new Card(l.substring(0, 71), true, comment));
                continue;
            }
            String text = l.length() > 71 && (comment || mark < 0) ? l.substring(0, 71) : l;
            if (!comment && mark >= 0 && goesOn(lines, i, mark, edge)) {
                out.add(new Card(l.substring(0, mark), true, false));
            } else if (!comment && text.stripTrailing().endsWith(",") && nextIsContinuation(lines, i)) {
                // the mark was lost with the trailing blanks: an operand ending in a comma goes on
                out.add(new Card(text, true, false));
            } else {
                out.add(new Card(text, false, comment));
            }
        }
        return out;
    }

    /**
     * Where the card's continuation mark stands: column 72 (index 71) as IOCP has it, or a lone character after a
     * blank at the end of the line from column 40 on (a mark the paste moved); -1 when there is none.
     */
    private static int markAt(String l, int edge) {
        if (edge >= 0 && edge != 71 && !isComment(l) && l.stripTrailing().length() == edge + 1
                && l.charAt(edge) != ' ') {
            return edge;
        }
        int moved = movedRight(l);
        if (moved >= 0) {
            return moved;
        }
        int shifted = shiftedMark(l);
        if (shifted >= 0) {
            return shifted;
        }
        return l.length() >= 72 && l.charAt(71) != ' ' ? 71 : -1;
    }

    /**
     * The column (index) every continued card of the deck ends in, when they all end in the same one: a deck whose
     * columns were shifted as a whole (a leading indentation stripped) keeps its continuation marks in one column,
     * even where the mark touches the operand text (an operand filling columns 16-71). -1 when the continued cards
     * do not agree on one column (at least two of them, and four in five, must), or when it is column 72 anyway.
     */
    private static int commonEdge(List<String> lines) {
        Map<Integer, Integer> ends = new HashMap<>();
        int continued = 0;
        for (int i = 0; i < lines.size(); i++) {
            String l = lines.get(i);
            if (isComment(l) || firstNonBlank(l) < 0 || !nextIsIndentedText(lines, i)) {
                continue;
            }
            continued++;
            ends.merge(l.stripTrailing().length(), 1, Integer::sum);
        }
        int best = -1;
        int count = 0;
        for (Map.Entry<Integer, Integer> e : ends.entrySet()) {
            if (e.getValue() > count || e.getValue() == count && e.getKey() > best) {
                best = e.getKey();
                count = e.getValue();
            }
        }
        if (count < 2 || count * 5 < continued * 4 || best < MARK_FROM || best > 71) {
            return -1;
        }
        return best - 1;
    }

    /**
     * Where the mark of a continuation card moved right as a whole stands: text from column 16 + k and the mark in
     * column 72 + k (k of 1 to 8, as an editor or a paste indenting the card does), the text between them filling the
     * card to its last column, so that no blank sets the mark apart ({@code PARTITION=(...),C*} with the {@code *}
     * in column 73); -1 when the card is not such a one.
     */
    private static int movedRight(String l) {
        int f = firstNonBlank(l);
        int k = f - 15;
        if (k < 1 || k > 8 || isComment(l) || CardScanner.STATEMENTS.contains(firstWord(l).toUpperCase(Locale.ROOT))) {
            return -1;
        }
        int end = l.stripTrailing().length();
        return end == 72 + k && l.charAt(70 + k) != ' ' ? 71 + k : -1;
    }

    /**
     * Where a continuation mark moved left of column 72 stands: a lone character at column 40 or later, after a
     * blank, at the end of the line; -1 when there is none.
     */
    private static int shiftedMark(String l) {
        int end = l.length();
        while (end > 0 && l.charAt(end - 1) == ' ') {
            end--;
        }
        if (end < MARK_FROM || end > 80 || end < 2 || l.charAt(end - 2) != ' ') {
            return -1;
        }
        char c = l.charAt(end - 1);
        if ("(),='\"".indexOf(c) >= 0) {
            return -1;
        }
        int before = end - 2;
        while (before > 0 && l.charAt(before - 1) == ' ') {
            before--;
        }
        return before == 0 ? -1 : end - 1;
    }

    /**
     * True when the line is longer than a card and its operand runs on past column 72 (operand punctuation after it):
     * a statement written on one line, not a card with a mark and a sequence number in columns 73-80.
     */
    private static boolean free(String l) {
        String t = l.stripTrailing();
        if (t.length() <= 72 || isComment(l)) {
            return false;
        }
        String after = t.substring(72);
        return after.indexOf('=') >= 0 || after.indexOf(',') >= 0 || after.indexOf('(') >= 0
                || after.indexOf(')') >= 0 || after.indexOf('\'') >= 0;
    }

    /** True when the card with a mark at {@code mark} goes on in the next line. */
    private static boolean goesOn(List<String> lines, int i, int mark, int edge) {
        return mark == edge ? nextIsIndentedText(lines, i) : nextIsContinuation(lines, i);
    }

    /**
     * True when the next line is indented text that starts no statement: after a card ending in the deck's common
     * continuation column that is the rest of an operand, whatever character it starts with ({@code C),(*,D)}).
     */
    private static boolean nextIsIndentedText(List<String> lines, int i) {
        if (i + 1 >= lines.size()) {
            return false;
        }
        String n = lines.get(i + 1);
        int f = firstNonBlank(n);
        return f > 0 && !isComment(n) && !CardScanner.STATEMENTS.contains(firstWord(n).toUpperCase(Locale.ROOT));
    }

    /** True when the next non-blank line goes on with an operand rather than starting a statement or comment. */
    private static boolean nextIsContinuation(List<String> lines, int i) {
        if (i + 1 >= lines.size()) {
            return false;
        }
        String n = lines.get(i + 1);
        int f = firstNonBlank(n);
        if (f < 0 || isComment(n)) {
            return false;
        }
        String w = firstWord(n.substring(f)).toUpperCase(Locale.ROOT);
        if (CardScanner.STATEMENTS.contains(w)) {
            return false;
        }
        char c = n.charAt(f);
        return c == '(' || Character.isLetter(c) && w.indexOf('=') > 0 || f >= 15;
    }

    private static boolean isComment(String l) {
        return !l.isEmpty() && (l.charAt(0) == '*' || l.startsWith(".*"));
    }

    private static String firstWord(String s) {
        int f = Math.max(0, firstNonBlank(s));
        int e = f;
        while (e < s.length() && s.charAt(e) != ' ') {
            e++;
        }
        return s.substring(f, e);
    }

    private static String secondWord(String s) {
        int f = Math.max(0, firstNonBlank(s));
        int e = f;
        while (e < s.length() && s.charAt(e) != ' ') {
            e++;
        }
        return e < s.length() ? firstWord(s.substring(e)) : "";
    }

    private static int firstNonBlank(String s) {
        for (int i = 0; i < s.length(); i++) {
            if (s.charAt(i) != ' ') {
                return i;
            }
        }
        return -1;
    }

    private static List<String> lines(String t) {
        List<String> out = new ArrayList<>();
        int n = t.length();
        int start = 0;
        int i = 0;
        while (i < n) {
            char c = t.charAt(i);
            if (c == '\n' || c == '\r') {
                out.add(t.substring(start, i));
                i += c == '\r' && i + 1 < n && t.charAt(i + 1) == '\n' ? 2 : 1;
                start = i;
            } else {
                i++;
            }
        }
        if (start < n) {
            out.add(t.substring(start));
        }
        return out;
    }
}
