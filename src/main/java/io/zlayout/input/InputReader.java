package io.zlayout.input;

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

    /** The score from which a file is taken as the reader's format. */
    int LIKELY = 50;
}
