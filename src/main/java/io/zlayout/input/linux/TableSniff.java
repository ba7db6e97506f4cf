package io.zlayout.input.linux;

import java.util.List;

/**
 * How sure a line-per-record capture parser is of some lines (lsluns, lsscsi, lszfcp, zfcp.conf, chzdev --export,
 * lscss, lschp, lszdev, ziorep_config, udev rules): its heading is certain; otherwise rows against lines that are
 * none decide, on the parser's {@link Curve}. Blank lines count for nothing.
 */
final class TableSniff {

    /** What one line is to the parser. */
    enum Kind {
        /** A rule, an elision, a comment or a line the parser passes over: it counts for nothing. */
        SKIP,
        /** The capture's heading: certain. */
        HEADING,
        /** A record of the capture. */
        ROW,
        /** A line only this capture has (a block's head): two rows' worth. */
        STRONG_ROW,
        /** Neither. */
        MISS
    }

    /** Tells what a line that is not blank is, given the line and its text trimmed. */
    interface Classifier {
        Kind of(Line line, String trimmed);
    }

    /**
     * The score for {@code rows} rows and {@code misses} other lines: 0 below {@code minRows} rows, {@code clean}
     * when nothing missed, {@code mixed} when the rows outnumber the misses {@code ratio} to one, {@code poor} below.
     */
    record Curve(int minRows, int clean, int ratio, int mixed, int poor) {

        /** A table of rows under a heading: a page's few stray lines do not hide it, its few rows do not claim a page. */
        static Curve table(int clean) {
            return new Curve(1, clean, 3, 40, 5);
        }

        /** Records without a heading: a majority of them is likely. */
        static Curve records(int minRows, int clean) {
            return new Curve(minRows, clean, 1, 60, 10);
        }

        int score(int rows, int misses) {
            if (rows < minRows || rows == 0) {
                return 0;
            }
            return misses == 0 ? clean : rows > misses * ratio ? mixed : poor;
        }
    }

    static final int HEADING_SCORE = 95;

    private TableSniff() {
    }

    /** {@link #HEADING_SCORE} at the first heading; else the curve's score of the rows and misses. */
    static int score(List<Line> lines, Curve curve, Classifier classifier) {
        int rows = 0;
        int misses = 0;
        for (Line l : lines) {
            if (l.blank()) {
                continue;
            }
            switch (classifier.of(l, l.text().trim())) {
                case SKIP -> {
                }
                case HEADING -> {
                    return HEADING_SCORE;
                }
                case ROW -> rows++;
                case STRONG_ROW -> rows += 2;
                case MISS -> misses++;
                default -> throw new AssertionError();
            }
        }
        return curve.score(rows, misses);
    }
}
