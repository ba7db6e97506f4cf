package io.zlayout.emit;

import org.junit.jupiter.api.Test;

import java.util.ArrayList;
import java.util.List;
import java.util.Random;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * The wrapping and the tables the emitters share are written in one pass for speed; they must give what the plain
 * way gives (words split, lines collected, each line's trailing blanks cut), which this test keeps as the
 * reference, on awkward and on random text.
 */
class TextTest {

    @Test
    void wrapsWordsToTheWidthWithAHangingIndent() {
        assertThat(Text.hang("1. ", "   ", "Storage and fabric: host connections, volume groups and zoning", 30))
                .isEqualTo("1. Storage and fabric: host\n   connections, volume groups\n   and zoning\n");
        assertThat(Text.wrap("* ", "  a  \t b\n\nc  ", 71)).isEqualTo("* a b c\n");
        assertThat(Text.wrap("* ", "   ", 71)).isEqualTo("*\n");
        assertThat(Text.wrap("* ", "", 71)).isEqualTo("*\n");
        assertThat(Text.wrap("* ", "averyveryverylongword next", 10)).isEqualTo("* averyveryverylongword\n* next\n");
    }

    @Test
    void wrappingGivesWhatThePlainWayGivesOnRandomText() {
        Random r = new Random(19);
        String alphabet = "ab c\t\n\u000B\f\r\u0001\u001F-é";
        for (int n = 0; n < 20_000; n++) {
            StringBuilder t = new StringBuilder();
            for (int i = r.nextInt(120); i > 0; i--) {
                t.append(r.nextInt(4) == 0 ? ' ' : alphabet.charAt(r.nextInt(alphabet.length())));
            }
            String first = List.of("", "* ", "1. ", "  - ", " ").get(r.nextInt(5));
            String rest = List.of("", "  ", "* ", "    ").get(r.nextInt(4));
            int width = 1 + r.nextInt(40);
            assertThat(Text.hang(first, rest, t.toString(), width)).as("%s|%s|%s|%d", first, rest, t, width)
                    .isEqualTo(plainHang(first, rest, t.toString(), width));
        }
    }

    @Test
    void tablesGiveWhatThePlainWayGives() {
        List<List<String>> rows = List.of(List.of("vdev", "volume", "rank"), List.of("0.0.5000", "5000", ""),
                List.of("", "", ""), List.of("x"), List.of("0.0.5001", "50011", "R3  "));
        assertThat(Text.table("  ", rows)).isEqualTo(plainTable("  ", rows))
                .isEqualTo("  vdev      volume  rank\n  0.0.5000  5000\n\n  x\n  0.0.5001  50011   R3\n");
        Random r = new Random(3);
        for (int n = 0; n < 2_000; n++) {
            List<List<String>> random = new ArrayList<>();
            for (int i = r.nextInt(6); i > 0; i--) {
                List<String> row = new ArrayList<>();
                for (int c = r.nextInt(5); c > 0; c--) {
                    row.add(" ".repeat(r.nextInt(2)) + "x".repeat(r.nextInt(6)) + " ".repeat(r.nextInt(2)));
                }
                random.add(row);
            }
            String indent = r.nextBoolean() ? "  " : "";
            assertThat(Text.table(indent, random)).isEqualTo(plainTable(indent, random));
        }
    }

    /** The reference: {@code trim}, split on blanks, lines collected, the last one's trailing blanks cut. */
    private static String plainHang(String first, String rest, String text, int width) {
        List<String> words = new ArrayList<>(List.of(text.trim().split("[ \t\n\u000B\f\r]+")));
        List<String> lines = new ArrayList<>();
        StringBuilder line = new StringBuilder(first);
        boolean empty = true;
        for (String word : words) {
            if (!empty && line.length() + 1 + word.length() > width) {
                lines.add(line.toString());
                line = new StringBuilder(rest);
                empty = true;
            }
            if (!empty) {
                line.append(' ');
            }
            line.append(word);
            empty = false;
        }
        lines.add(line.toString().replaceAll(" +$", ""));
        StringBuilder b = new StringBuilder();
        lines.forEach(l -> b.append(l).append('\n'));
        return b.toString();
    }

    private static String plainTable(String indent, List<List<String>> rows) {
        int columns = rows.stream().mapToInt(List::size).max().orElse(0);
        int[] width = new int[columns];
        rows.forEach(r -> {
            for (int i = 0; i < r.size(); i++) {
                width[i] = Math.max(width[i], r.get(i).length());
            }
        });
        StringBuilder b = new StringBuilder();
        for (List<String> r : rows) {
            StringBuilder line = new StringBuilder(indent);
            for (int i = 0; i < r.size(); i++) {
                line.append(r.get(i));
                if (i < r.size() - 1) {
                    line.append(" ".repeat(width[i] - r.get(i).length() + 2));
                }
            }
            b.append(line.toString().replaceAll(" +$", "")).append('\n');
        }
        return b.toString();
    }
}
