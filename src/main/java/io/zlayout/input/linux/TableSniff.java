package io.zlayout.input.linux;

import java.util.List;

/**
 * How sure a line-per-record capture parser is of some lines (lscss, lschp, lszdev, ziorep_config, udev rules): its
 * heading is certain; otherwise rows against lines that are none decide, so that a page's few stray lines do not
 * hide a table and a table's few rows do not claim a page.
 */
final class TableSniff {

    /** What one line is to the parser. */
    enum Kind {
        /** Blank, a rule, an elision or a comment: it counts for nothing. */
        SKIP,
        /** The capture's heading: certain. */
        HEADING,
        /** A record of the capture. */
        ROW,
        /** Neither. */
        MISS
    }

    /** Tells what a line is. */
    interface Classifier {
        Kind of(Line line);
    }

    static final int HEADING_SCORE = 95;

    private TableSniff() {
    }

    /**
     * {@link #HEADING_SCORE} at the first heading; else 0 without a row, {@code clean} when every line counted is a
     * row, 40 when rows outnumber the others three to one, 5 below that.
     */
    static int score(List<Line> lines, int clean, Classifier classifier) {
        int rows = 0;
        int misses = 0;
        for (Line l : lines) {
            switch (classifier.of(l)) {
                case SKIP -> {
                }
                case HEADING -> {
                    return HEADING_SCORE;
                }
                case ROW -> rows++;
                case MISS -> misses++;
                default -> throw new AssertionError();
            }
        }
        if (rows == 0) {
            return 0;
        }
        return misses == 0 ? clean : rows > misses * 3 ? 40 : 5;
    }
}
