package io.zlayout.input.dscli;

import java.util.ArrayList;
import java.util.List;

/**
 * The output of one command: from its echo line (or the file's start, or a banner) to the next. Holds what is
 * being read in it (a table, key/value lines or nothing yet) and what was passed over.
 */
final class Section {

    enum Mode {
        /** Nothing read yet in this output, or the last table ended. */
        NONE,
        /** Rows of a header or of a documented column order. */
        TABLE,
        /** Key/value lines. */
        STANZA,
        /** A table of no command zlayout reads: its rows are passed over. */
        SKIP_TABLE
    }

    final Echo echo;
    final Command command;
    final Echo.Settings settings;
    final boolean skip;
    final String skippedWord;
    String image;
    int skipped;
    boolean answered;
    boolean hasContent;
    Mode mode = Mode.NONE;
    boolean expectRankTable;

    /** The table being read: see {@link TableReader}. */
    Command tableCommand;
    Columns columns;
    AlignedTable aligned;
    char delimiter;
    boolean headerless;
    int headerLine;
    /** The header's length, joined where a terminal wrapped it. */
    int headerLength;
    int rows;

    /** The key/value block being read: see {@link StanzaReader}. */
    final List<String> blockTexts = new ArrayList<>();
    final List<Integer> blockLines = new ArrayList<>();
    String blockFirstKey;

    String xmlCommand;
    /** Lines such as "..." or "(...)" where a document left rows out. */
    final List<Integer> elisions = new ArrayList<>();

    Section(Echo echo, Command command, Echo.Settings settings, boolean skip, String skippedWord) {
        this.echo = echo;
        this.command = command;
        this.settings = settings;
        this.skip = skip;
        this.skippedWord = skippedWord;
    }

    boolean longForm() {
        return echo != null && echo.flag("l");
    }

    boolean shortForm() {
        return echo != null && echo.flag("s");
    }

    /** The command whose table or key/value lines come next: the Rank extents after their marker. */
    Command expected() {
        return expectRankTable ? Command.RANK_EXTENTS : command;
    }
}
