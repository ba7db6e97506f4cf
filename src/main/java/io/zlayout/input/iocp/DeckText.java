package io.zlayout.input.iocp;

import io.zlayout.model.Diagnostic;
import io.zlayout.input.InputException;
import io.zlayout.input.SourceFile;
import io.zlayout.model.SourceRef;

import java.nio.charset.Charset;
import java.nio.charset.StandardCharsets;
import java.util.List;

/**
 * The text of a deck as card images. A deck downloaded from z/OS in binary is EBCDIC, usually fixed 80-byte
 * records with no line ends: both are recognised by content and decoded here, so the card scanner only
 * ever sees text.
 *
 * @param fixedRecords true when the text is 80-column records without line ends
 */
record DeckText(String text, boolean fixedRecords) {

    /** The code pages tried for EBCDIC, in order; IOCP's characters are the same in both. */
    private static final String[] EBCDIC = {"IBM1047", "IBM037"};

    static DeckText of(SourceFile file, List<Diagnostic> diagnostics) throws InputException {
        byte[] b = file.bytes();
        if (ebcdic(b, 8192)) {
            String t = decodeEbcdic(file, b.length);
            boolean fixed = fixed(t);
            diagnostics.add(Diagnostic.note(SourceRef.file(file.display()), "read as EBCDIC (" + charset(file).name()
                    + ")" + (fixed ? " in 80-byte records" : "")));
            return new DeckText(t, fixed);
        }
        String t = file.text();
        if (!t.isEmpty() && t.charAt(0) == '\uFEFF') {
            t = t.substring(1);
        }
        boolean fixed = fixed(t);
        if (fixed) {
            diagnostics.add(Diagnostic.note(SourceRef.file(file.display()), "read as 80-byte records (no line ends)"));
        }
        return new DeckText(t, fixed);
    }

    /** The first {@code max} bytes as text, for sniffing; never throws. */
    static DeckText head(SourceFile file, int max) {
        byte[] b = file.bytes();
        int n = Math.min(b.length, max);
        String t;
        if (ebcdic(b, 8192)) {
            Charset cs = available();
            if (cs == null) {
                return new DeckText("", false);
            }
            t = new String(b, 0, n, cs).replace('\u0085', '\n');
        } else {
            t = file.head(max);
            if (!t.isEmpty() && t.charAt(0) == '\uFEFF') {
                t = t.substring(1);
            }
        }
        boolean fixed = b.length > 80 && b.length % 80 == 0 && t.indexOf('\n') < 0 && t.indexOf('\r') < 0;
        return new DeckText(t, fixed);
    }

    private static boolean fixed(String t) {
        return t.length() > 80 && t.length() % 80 == 0 && t.indexOf('\n') < 0 && t.indexOf('\r') < 0;
    }

    /**
     * EBCDIC card text: at least a tenth of the bytes are EBCDIC blanks (0x40, an {@code @} in ASCII) and
     * nearly all are EBCDIC letters, digits, punctuation or line ends. ASCII text fails the first test.
     */
    static boolean ebcdic(byte[] b, int limit) {
        int n = Math.min(b.length, limit);
        if (n < 80) {
            return false;
        }
        int blanks = 0;
        int text = 0;
        for (int i = 0; i < n; i++) {
            int c = b[i] & 0xff;
            if (c == 0x0a) {
                return false; // an ASCII line feed; EBCDIC ends lines with 0x15 or 0x25
            }
            if (c == 0x40) {
                blanks++;
            } else if (ebcdicText(c)) {
                text++;
            }
        }
        return blanks * 10 >= n && (blanks + text) * 100 >= n * 97;
    }

    private static boolean ebcdicText(int c) {
        return (c >= 0x81 && c <= 0x89) || (c >= 0x91 && c <= 0x99) || (c >= 0xa2 && c <= 0xa9)
                || (c >= 0xc1 && c <= 0xc9) || (c >= 0xd1 && c <= 0xd9) || (c >= 0xe2 && c <= 0xe9)
                || (c >= 0xf0 && c <= 0xf9)
                || c == 0x4b || c == 0x4c || c == 0x4d || c == 0x4e || c == 0x50 || c == 0x5b || c == 0x5c
                || c == 0x5d || c == 0x5e || c == 0x60 || c == 0x61 || c == 0x6b || c == 0x6c || c == 0x6d
                || c == 0x6e || c == 0x6f || c == 0x7a || c == 0x7b || c == 0x7c || c == 0x7d || c == 0x7e
                || c == 0x7f || c == 0x15 || c == 0x25 || c == 0x0d;
    }

    private static String decodeEbcdic(SourceFile file, int n) throws InputException {
        return new String(file.bytes(), 0, n, charset(file)).replace('\u0085', '\n');
    }

    private static Charset charset(SourceFile file) throws InputException {
        Charset cs = available();
        if (cs == null) {
            throw new InputException(SourceRef.file(file.display()), "this file looks like an EBCDIC deck, but this"
                    + " Java runtime has no EBCDIC code page (IBM1047/IBM037); transfer the deck in ASCII mode instead");
        }
        return cs;
    }

    private static Charset available() {
        for (String name : EBCDIC) {
            if (Charset.isSupported(name)) {
                return Charset.forName(name);
            }
        }
        return null;
    }
}
