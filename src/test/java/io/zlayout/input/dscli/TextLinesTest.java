package io.zlayout.input.dscli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.util.ArrayList;
import java.util.List;
import java.util.Random;

import org.junit.jupiter.api.Test;

class TextLinesTest {

    /** The lines as the session cut them before it kept offsets: one string per line, '\n' parting them. */
    private static List<String> cut(String text) {
        List<String> out = new ArrayList<>();
        int start = 0;
        while (start < text.length()) {
            int at = text.indexOf('\n', start);
            int end = at < 0 ? text.length() : at;
            out.add(text.substring(start, end));
            start = end + 1;
        }
        return out;
    }

    private static void same(String text) {
        List<String> expected = cut(text);
        TextLines lines = new TextLines(text);
        assertEquals(expected, lines, () -> "lines of " + text.replace("\n", "\\n"));
        for (int i = 0; i < expected.size(); i++) {
            assertEquals(expected.get(i).length(), lines.length(i), "length of line " + i);
        }
    }

    @Test
    void cutsAsOneStringPerLineDid() {
        same("");
        same("\n");
        same("\n\n");
        same("a");
        same("a\n");
        same("a\nb");
        same("a\n\nb\n");
        same("dscli> lsfbvol\nName|ID\n====\nv1|0100\n\n\n");
    }

    @Test
    void randomTextsOfLinesAndBlankLines() {
        Random random = new Random(19);
        for (int t = 0; t < 500; t++) {
            StringBuilder b = new StringBuilder();
            int n = random.nextInt(200);
            for (int k = 0; k < n; k++) {
                b.append(random.nextInt(4) == 0 ? '\n' : (char) ('a' + random.nextInt(3)));
            }
            same(b.toString());
        }
    }

    @Test
    void aReplacedLineIsTheOneReadAfterwardWhateverWasAskedBetween() {
        TextLines lines = new TextLines("dscli> lssi\nrow one\nrow two\n");
        assertEquals("row one", lines.get(1));
        assertEquals("row two", lines.get(2));
        assertEquals("dscli> lssi", lines.set(0, "lssi"));
        assertEquals("lssi", lines.get(0));
        assertEquals(4, lines.length(0));
        lines.get(1);
        lines.get(2);
        assertEquals("lssi", lines.get(0));
        assertEquals(List.of("lssi", "row one", "row two"), new ArrayList<>(lines));
    }

    @Test
    void anIndexOutsideTheLinesIsRefused() {
        TextLines lines = new TextLines("a\nb\n");
        assertEquals(2, lines.size());
        assertThrows(IndexOutOfBoundsException.class, () -> lines.get(2));
        assertThrows(IndexOutOfBoundsException.class, () -> lines.get(-1));
    }
}
