package io.zlayout.input;

import io.zlayout.model.Diagnostic;
import io.zlayout.model.Element;

import java.util.List;

/**
 * One input format. A reader sniffs a file's content to say how sure it is the file is its format, and
 * reads it into model elements. Readers never judge (no findings) and never open files.
 */
public interface InputReader {

    /** The format name users see and give to {@code --input-format} (iocp, dscli, ...). */
    String format();

    /**
     * How sure the reader is that the file is its format: 0 (not mine) to 100 (certain). The loader takes the
     * highest score of at least {@link #LIKELY}.
     */
    int sniff(SourceFile file);

    ParseResult read(SourceFile file, ReadContext context) throws InputException;

    /**
     * True when the reader reads {@link SourceFile#text()} (what pasting added undone, and the loader tells the
     * user so); false for one that parses the bytes as they are (JSON).
     */
    default boolean readsText() {
        return true;
    }

    /**
     * After every file is read: joins what the reader's files say across files (a z/VM directory entry that
     * INCLUDEs a profile from another file). By default the inputs are returned as they are.
     */
    default List<LoadedInput> resolve(List<LoadedInput> loaded, List<Diagnostic> diagnostics) {
        return loaded;
    }

    /** A reader whose document may also sit under a key of another document (the intent under zlayout.yaml's intent:). */
    interface Sectioned extends InputReader {

        /**
         * The elements of one part of a document already read (zlayout.yaml's {@code intent:}, read once with the
         * manifest), positioned in the file {@code display}; none when {@code section} is null.
         */
        List<Element> readSection(String display, io.zlayout.document.Node section) throws InputException;
    }

    /** The score from which a file is taken as the reader's format. */
    int LIKELY = 50;
}
