package io.zlayout.input.iocp;

import io.zlayout.model.Diagnostic;
import io.zlayout.input.InputException;
import io.zlayout.input.InputReader;
import io.zlayout.input.ParseResult;
import io.zlayout.input.ReadContext;
import io.zlayout.input.SourceFile;
import io.zlayout.model.SourceRef;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/**
 * Reads an IOCP source deck (the IOCDS source HCD builds, or a hand-written deck) into partitions
 * (RESOURCE), channel paths (CHPID), control units (CNTLUNIT) and devices (IODEVICE, expanded to one per
 * device number). ID is checked and not modelled; FUNCTION and UUID statements are skipped with a note;
 * unknown statements and keywords are warnings. ASCII or UTF-8 text with any line ends, EBCDIC, and
 * 80-byte records without line ends are all read.
 */
public final class IocpReader implements InputReader {

    public static final String FORMAT = "iocp";

    private static final int SNIFF_BYTES = 32 * 1024;
    private static final int SNIFF_CARDS = 500;

    @Override
    public String format() {
        return FORMAT;
    }

    /**
     * Looks for RESOURCE, CHPID, CNTLUNIT and IODEVICE in the operation field with a {@code KEYWORD=} operand:
     * two different ones make a deck (95), one a deck fragment (75); an ID statement alone is not enough (40).
     */
    @Override
    public int sniff(SourceFile file) {
        DeckText head = DeckText.head(file, SNIFF_BYTES);
        String t = head.text();
        int n = t.length();
        int mask = 0;
        boolean id = false;
        int pos = 0;
        for (int cards = 0; pos < n && cards < SNIFF_CARDS; cards++) {
            int end;
            int next;
            if (head.fixedRecords()) {
                end = Math.min(n, pos + 80);
                next = end;
            } else {
                end = pos;
                while (end < n && t.charAt(end) != '\n' && t.charAt(end) != '\r') {
                    end++;
                }
                next = end + 1;
            }
            int stop = Math.min(end, pos + 71);
            if (stop > pos && t.charAt(pos) != '*') {
                String[] words = words(t, pos, stop);
                String op = null;
                String operand = null;
                if (t.charAt(pos) == ' ') {
                    op = words[0];
                    operand = words[1];
                } else if (words[1] != null && CardScanner.STATEMENTS.contains(words[0].toUpperCase(Locale.ROOT))
                        && !CardScanner.STATEMENTS.contains(words[1].toUpperCase(Locale.ROOT))) {
                    op = words[0];
                    operand = words[1];
                } else {
                    op = words[1];
                    operand = words[2];
                }
                if (op != null && keywordOperand(operand)) {
                    switch (op.toUpperCase(Locale.ROOT)) {
                        case "RESOURCE" -> mask |= 1;
                        case "CHPID" -> mask |= 2;
                        case "CNTLUNIT" -> mask |= 4;
                        case "IODEVICE" -> mask |= 8;
                        case "ID" -> id = true;
                        default -> {
                        }
                    }
                }
            }
            pos = next;
        }
        int kinds = Integer.bitCount(mask);
        return kinds >= 2 ? 95 : kinds == 1 ? 75 : id ? 40 : 0;
    }

    /** The first three blank-separated words of a card (null where there are fewer). */
    private static String[] words(String t, int from, int to) {
        String[] out = new String[3];
        int p = from;
        for (int w = 0; w < 3; w++) {
            while (p < to && t.charAt(p) == ' ') {
                p++;
            }
            if (p == to) {
                break;
            }
            int q = p;
            while (q < to && t.charAt(q) != ' ') {
                q++;
            }
            out[w] = t.substring(p, q);
            p = q;
        }
        return out;
    }

    /** {@code KEYWORD=...}: a letter, letters or digits, then '='. */
    private static boolean keywordOperand(String operand) {
        if (operand == null || operand.isEmpty() || !Character.isLetter(operand.charAt(0))) {
            return false;
        }
        int i = 1;
        while (i < operand.length() && Character.isLetterOrDigit(operand.charAt(i))) {
            i++;
        }
        return i < operand.length() && operand.charAt(i) == '=';
    }

    @Override
    public ParseResult read(SourceFile file, ReadContext context) throws InputException {
        List<Diagnostic> diagnostics = new ArrayList<>();
        DeckText text = DeckText.of(file, diagnostics);
        Deck deck = new Deck(file.display(), diagnostics);
        CardScanner scanner = new CardScanner(file.display(), Deck.SCANNED, diagnostics, deck);
        java.util.Map<Integer, Boolean> freeForm = new java.util.HashMap<>();
        java.util.Set<Integer> tails = new java.util.HashSet<>();
        String lines = text.fixedRecords() ? text.text()
                : WrappedCards.join(text.text(), file.display(), diagnostics, tails);
        scanner.wrapTails(tails);
        String cards = text.fixedRecords() ? lines : PastedDeck.align(lines, file.display(), diagnostics, freeForm);
        if (cards != lines) {
            scanner.pasted(freeForm);
        }
        scanner.scan(cards, text.fixedRecords());
        if (deck.known() == 0) {
            String found;
            if (file.bytes().length == 0) {
                found = "an empty file";
            } else if (scanner.statements() == 0) {
                found = "only comments and blank cards";
            } else {
                found = "no IOCP statement (" + scanner.statements() + " unknown statement"
                        + (scanner.statements() == 1 ? "" : "s") + ")";
            }
            throw new InputException(SourceRef.file(file.display()),
                    "IOCP statements (ID, RESOURCE, CHPID, CNTLUNIT, IODEVICE)", found);
        }
        deck.finish();
        return new ParseResult(FORMAT, deck.elements, diagnostics);
    }
}
