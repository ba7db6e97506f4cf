package io.zlayout.input;

import io.zlayout.model.SourceRef;

import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.charset.CharacterCodingException;
import java.nio.charset.CodingErrorAction;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/**
 * One input file as read from disk: its bytes, and its text decoded as UTF-8 (ISO-8859-1 where the bytes
 * are not UTF-8). Readers never open files themselves. The text and the head sniffing looks at are made once
 * and kept: every reader sniffs a file before one reads it.
 */
public final class SourceFile {

    private final Path path;
    private final String display;
    private final byte[] bytes;
    /** What one look at the bytes found ({@link #ASCII}, {@link #PASTED}); -1 until looked. */
    private volatile int shape = -1;
    /** See {@link #firstNulLine()}; set with {@link #shape}. */
    private int firstNul;
    private String decoded;
    private String text;
    /** The last head made, with its length (one object, so that a thread sees both or neither). */
    private Head head;

    private record Head(int max, String text) {
    }

    private static final int ASCII = 1;
    private static final int PASTED = 2;

    /**
     * @param display the path as shown in messages and reports ('/' separators)
     */
    public SourceFile(Path path, String display, byte[] bytes) {
        this.path = path;
        this.display = display;
        this.bytes = bytes;
    }

    public Path path() {
        return path;
    }

    public String display() {
        return display;
    }

    public byte[] bytes() {
        return bytes;
    }

    /**
     * The largest input read (512 MiB, some ten times the largest real export); anything larger is refused with
     * a clear message rather than exhausting memory. System property {@code zlayout.maxInputBytes} overrides it.
     */
    public static final long MAX_BYTES = 512L * 1024 * 1024;

    /**
     * The longest line read (64 MiB): a whole REST response or XML export on one line is far shorter, and a line
     * is held several times over while it is split. System property {@code zlayout.maxLineChars} overrides it.
     */
    public static final int MAX_LINE_CHARS = 64 * 1024 * 1024;

    /**
     * The most records a reader makes from one file (2 million; a maximal DS8000 image is about 66,000): more
     * means a generated or corrupt input, refused before it exhausts memory. System property
     * {@code zlayout.maxRecords} overrides it.
     */
    public static final int MAX_RECORDS = 2_000_000;

    public static long maxBytes() {
        return Long.getLong("zlayout.maxInputBytes", MAX_BYTES);
    }

    public static int maxLineChars() {
        return Integer.getInteger("zlayout.maxLineChars", MAX_LINE_CHARS);
    }

    public static int maxRecords() {
        return Integer.getInteger("zlayout.maxRecords", MAX_RECORDS);
    }

    /**
     * Reads a regular file whole: a folder, FIFO, device or socket is refused before it is opened (so nothing
     * waits on a pipe or reads /dev/zero forever), and so is a file over {@link #maxBytes()} — also one that
     * grows past it while it is read. Text with a byte-order mark is turned into UTF-8: the UTF-8 mark is
     * dropped and UTF-16 (either byte order) is decoded, so readers see one encoding.
     */
    public static SourceFile load(Path path, String display) throws InputException {
        byte[] bytes;
        long max = maxBytes();
        try {
            java.nio.file.attribute.BasicFileAttributes a = Files.readAttributes(path,
                    java.nio.file.attribute.BasicFileAttributes.class);
            if (a.isDirectory()) {
                throw new InputException(SourceRef.file(display), "a file", "a folder");
            }
            if (!a.isRegularFile()) {
                throw new InputException(SourceRef.file(display), "a regular file",
                        kind(path) + " (zlayout reads only regular files)");
            }
            if (a.size() > max) {
                throw tooLarge(display, max, a.size());
            }
            checkHeap(display, a.size(), 0);
            try (java.io.InputStream in = Files.newInputStream(path)) {
                // read into an array of the size the file has, then whatever it grew by since (each once)
                int expected = (int) Math.min(a.size(), Integer.MAX_VALUE - 8);
                byte[] first = new byte[expected];
                int n = in.readNBytes(first, 0, expected);
                byte[] more = in.readNBytes((int) Math.min(Integer.MAX_VALUE - 8L - n, max + 1 - n));
                if (n == expected && more.length == 0) {
                    bytes = first;
                } else {
                    bytes = java.util.Arrays.copyOf(first, n + more.length);
                    System.arraycopy(more, 0, bytes, n, more.length);
                }
            }
            if (bytes.length > max) {
                throw tooLarge(display, max, bytes.length);
            }
        } catch (java.nio.file.NoSuchFileException e) {
            throw new InputException(SourceRef.file(display), "no such file or directory");
        } catch (java.nio.file.AccessDeniedException e) {
            throw new InputException(SourceRef.file(display), "cannot read: permission denied");
        } catch (IOException e) {
            throw new InputException(SourceRef.file(display), "cannot read: " + e.getMessage());
        }
        bytes = withoutByteOrderMark(bytes);
        checkLines(bytes, display);
        checkHeapOfLines(display, bytes);
        return new SourceFile(path, display, bytes);
    }

    /**
     * A file of an archive, its bytes taken out in memory ({@code path} is the archive's): what {@link #load} does
     * after reading, the byte-order mark, line length and heap checks.
     */
    static SourceFile member(Path archive, String display, byte[] bytes) throws InputException {
        byte[] b = withoutByteOrderMark(bytes);
        checkLines(b, display);
        checkHeapOfLines(display, b);
        return new SourceFile(archive, display, b);
    }

    /** Heap taken per byte of input while it is read: its bytes, its text, and its lines split from the text. */
    static final long HEAP_PER_BYTE = 4;
    /** Heap taken per line: a string and its place in the list of lines, whatever the line holds. */
    private static final long HEAP_PER_LINE = 64;

    /**
     * Refuses a file that this JVM's heap cannot read, before it is read (by its size) and once its lines are
     * counted: 400 MB of empty lines is 400 million strings, some 20 GB, though it is under the size limit.
     * Only three quarters of the heap are planned for, the rest being the run's own.
     */
    private static void checkHeap(String display, long size, long lines) throws InputException {
        long heap = Runtime.getRuntime().maxMemory();
        long need = size * HEAP_PER_BYTE + lines * HEAP_PER_LINE;
        if (heap != Long.MAX_VALUE && need > heap / 4 * 3) {
            throw new InputException(SourceRef.file(display), "an input this Java heap of " + (heap >> 20)
                    + " MiB can read", "a file of " + size + " bytes" + (lines > 0 ? " in " + lines + " lines" : "")
                    + ", which needs about " + (need >> 20) + " MiB (give Java more memory, e.g. "
                    + "ZLAYOUT_JAVA_OPTS=-Xmx" + Math.max(1, (need * 4 / 3 >> 30) + 1) + "g, or split the file)");
        }
    }

    /**
     * {@link #checkHeap} with the file's lines counted, unless even a line per byte would fit: then the answer is
     * known without a pass over the bytes (the usual case, a few MB in a heap of GBs).
     */
    private static void checkHeapOfLines(String display, byte[] b) throws InputException {
        long heap = Runtime.getRuntime().maxMemory();
        long worst = b.length * HEAP_PER_BYTE + (b.length + 1L) * HEAP_PER_LINE;
        if (heap != Long.MAX_VALUE && worst > heap / 4 * 3) {
            checkHeap(display, b.length, lineCount(b));
        }
    }

    /**
     * Refuses this file when reading it needs more heap ({@code need} bytes, counted from {@code what} the
     * reader found) than this JVM can give: for readers whose memory grows with something other than the file's
     * size and lines, such as the elements of an HTML page parsed into a tree.
     */
    public void requireHeap(long need, String what) throws InputException {
        long heap = Runtime.getRuntime().maxMemory();
        long total = need + (long) bytes.length * HEAP_PER_BYTE;
        if (heap != Long.MAX_VALUE && total > heap / 4 * 3) {
            throw new InputException(SourceRef.file(display), "an input this Java heap of " + (heap >> 20)
                    + " MiB can read", "a file whose " + what + " need about " + (total >> 20) + " MiB (give Java "
                    + "more memory, e.g. ZLAYOUT_JAVA_OPTS=-Xmx" + Math.max(1, (total * 4 / 3 >> 30) + 1)
                    + "g, or split the file)");
        }
    }

    /** The number of lines: LF, CRLF and CR each end one. */
    private static long lineCount(byte[] b) {
        long lines = 0;
        for (int i = 0; i < b.length; i++) {
            if (b[i] == '\n' || b[i] == '\r' && (i + 1 == b.length || b[i + 1] != '\n')) {
                lines++;
            }
        }
        return b.length > 0 && b[b.length - 1] != '\n' && b[b.length - 1] != '\r' ? lines + 1 : lines;
    }

    private static InputException tooLarge(String display, long max, long size) {
        return new InputException(SourceRef.file(display), "an input of at most " + max + " bytes ("
                + (max >> 20) + " MiB)", "a file of " + size + " bytes");
    }

    /** What a path that is not a regular file is, for messages. */
    public static String kind(Path path) {
        try {
            int mode = (Integer) Files.getAttribute(path, "unix:mode");
            return switch (mode & 0170000) {
                case 0010000 -> "a FIFO";
                case 0020000 -> "a character device";
                case 0060000 -> "a block device";
                case 0140000 -> "a socket";
                case 0040000 -> "a folder";
                default -> "a special file";
            };
        } catch (IOException | UnsupportedOperationException | IllegalArgumentException | ClassCastException e) {
            return "a special file";
        }
    }

    /** UTF-8 without its byte-order mark; UTF-16 with one, as UTF-8. Anything else as it is. */
    static byte[] withoutByteOrderMark(byte[] b) {
        if (b.length >= 3 && (b[0] & 0xff) == 0xef && (b[1] & 0xff) == 0xbb && (b[2] & 0xff) == 0xbf) {
            return java.util.Arrays.copyOfRange(b, 3, b.length);
        }
        if (b.length >= 2 && ((b[0] & 0xff) == 0xff && (b[1] & 0xff) == 0xfe
                || (b[0] & 0xff) == 0xfe && (b[1] & 0xff) == 0xff)) {
            // the "UTF-16" decoder reads the mark, picks the byte order and drops it
            return new String(b, StandardCharsets.UTF_16).getBytes(StandardCharsets.UTF_8);
        }
        java.nio.charset.Charset utf16 = utf16WithoutMark(b);
        return utf16 == null ? b : new String(b, utf16).getBytes(StandardCharsets.UTF_8);
    }

    /**
     * UTF-16 without a byte-order mark, as some Windows tools save: text of the Latin alphabet then has a zero
     * in every other byte (the high byte of each character) and almost never in the others. Null for anything
     * else.
     */
    static java.nio.charset.Charset utf16WithoutMark(byte[] b) {
        int n = Math.min(b.length, 8192) & ~1;
        if (n < 4 || (b.length & 1) != 0) {
            return null;
        }
        int zeroEven = 0;
        int zeroOdd = 0;
        int textEven = 0;
        int textOdd = 0;
        for (int i = 0; i < n; i += 2) {
            zeroEven += b[i] == 0 ? 1 : 0;
            zeroOdd += b[i + 1] == 0 ? 1 : 0;
            textEven += text(b[i]) ? 1 : 0;
            textOdd += text(b[i + 1]) ? 1 : 0;
        }
        int chars = n / 2;
        if (zeroOdd * 10 >= chars * 9 && zeroEven * 20 < chars && textEven * 10 >= chars * 9) {
            return StandardCharsets.UTF_16LE;
        }
        if (zeroEven * 10 >= chars * 9 && zeroOdd * 20 < chars && textOdd * 10 >= chars * 9) {
            return StandardCharsets.UTF_16BE;
        }
        return null;
    }

    /** A printable character or a line break or tab, as the low byte of a UTF-16 character of text. */
    private static boolean text(byte b) {
        return b == '\t' || b == '\n' || b == '\r' || (b & 0xff) >= 0x20;
    }

    /** Refuses a file with a line longer than {@link #maxLineChars()}, naming the line. */
    private static void checkLines(byte[] bytes, String display) throws InputException {
        int max = maxLineChars();
        if (bytes.length <= max) {
            return;
        }
        int line = 1;
        int start = 0;
        for (int i = 0; i <= bytes.length; i++) {
            if (i == bytes.length || bytes[i] == '\n' || bytes[i] == '\r') {
                if (i - start > max) {
                    throw new InputException(SourceRef.at(display, line), "lines of at most " + max + " characters",
                            "a line of " + (i - start) + " characters");
                }
                if (i < bytes.length && bytes[i] == '\r' && i + 1 < bytes.length && bytes[i + 1] == '\n') {
                    i++;
                }
                line++;
                start = i + 1;
            }
        }
    }

    /** A file made in memory (tests, benchmarks). */
    public static SourceFile of(String display, String text) {
        return new SourceFile(Path.of(display), display, text.getBytes(StandardCharsets.UTF_8));
    }

    public SourceRef ref(int line) {
        return SourceRef.at(display, line);
    }

    public SourceRef ref(int line, int column) {
        return SourceRef.at(display, line, column);
    }

    /**
     * True when the file looks binary: more than a quarter of the lines in its first 8 KiB hold a NUL byte. A
     * text file with one damaged line is text (its reader meets the line, and {@link #firstNulLine()} names it).
     */
    public boolean binary() {
        int n = Math.min(bytes.length, 8192);
        int lines = 0;
        int bad = 0;
        boolean nul = false;
        for (int i = 0; i < n; i++) {
            if (bytes[i] == '\n') {
                lines++;
                bad += nul ? 1 : 0;
                nul = false;
            } else if (bytes[i] == 0) {
                nul = true;
            }
        }
        if (n > 0 && bytes[n - 1] != '\n') {
            lines++;
            bad += nul ? 1 : 0;
        }
        return bad * 4 > lines;
    }

    /** The first line holding a NUL byte (1-based), or 0 when none does. */
    public int firstNulLine() {
        shape();
        return firstNul;
    }

    /**
     * The text a reader of {@code what} reads: refused with exit 3 when the file is empty or binary (a NUL byte), and
     * without the byte-order mark an editor may have put before it.
     */
    public String readableText(String what) throws InputException {
        if (bytes.length == 0) {
            throw new InputException(SourceRef.file(display), what, "an empty file");
        }
        if (binary()) {
            throw new InputException(SourceRef.file(display), what, "binary data (a NUL byte)");
        }
        String t = text();
        return t.startsWith("\uFEFF") ? t.substring(1) : t;
    }

    /**
     * The text, UTF-8 where valid, else ISO-8859-1 (every byte a character, so nothing is lost), with what
     * pasting from a web page or a mail added undone ({@link Pasted}) — looked for only where the bytes say it
     * may be there ({@link #mayBePasted()}).
     */
    public String text() {
        String t = text;
        if (t == null) {
            t = mayBePasted() ? Pasted.clean(decoded()) : decoded();
            text = t;
        }
        return t;
    }

    /** The text as the bytes have it, nothing undone. */
    public String decoded() {
        String d = decoded;
        if (d == null) {
            d = decode();
            decoded = d;
        }
        return d;
    }

    private String decode() {
        if ((shape() & ASCII) != 0) {
            // most exports are plain ASCII: skip the strict decoder, which costs more than the parse
            return new String(bytes, StandardCharsets.ISO_8859_1);
        }
        try {
            return StandardCharsets.UTF_8.newDecoder()
                    .onMalformedInput(CodingErrorAction.REPORT)
                    .onUnmappableCharacter(CodingErrorAction.REPORT)
                    .decode(ByteBuffer.wrap(bytes)).toString();
        } catch (CharacterCodingException e) {
            return new String(bytes, StandardCharsets.ISO_8859_1);
        }
    }

    /**
     * True when {@link #text()} may differ from {@link #decoded()}: a byte outside ASCII, or a line starting
     * with {@code >}. A cheap look at the bytes, so most files are never cleaned.
     */
    public boolean mayBePasted() {
        return (shape() & PASTED) != 0;
    }

    /** One pass over the bytes for {@link #ASCII}, {@link #PASTED} and the first line with a NUL byte. */
    private int shape() {
        int s = shape;
        if (s < 0) {
            boolean ascii = true;
            boolean quoted = false;
            int nulAt = -1;
            int n = bytes.length;
            int i = 0;
            // eight bytes at a time: only a word holding a byte outside ASCII, a NUL or a '>' is looked at byte
            // by byte (at the first JIT tier a byte-by-byte loop took ten times as long over a 4 MB export)
            for (; i + 8 <= n; i += 8) {
                long v = (long) LONG.get(bytes, i);
                long gt = v ^ GREATER;
                if (((v & HIGH) | ((v - ONES) & ~v & HIGH) | ((gt - ONES) & ~gt & HIGH)) == 0) {
                    continue;
                }
                for (int k = i; k < i + 8; k++) {
                    byte b = bytes[k];
                    ascii &= b >= 0;
                    nulAt = b == 0 && nulAt < 0 ? k : nulAt;
                    quoted |= b == '>' && lineStart(k);
                }
            }
            for (; i < n; i++) {
                byte b = bytes[i];
                ascii &= b >= 0;
                nulAt = b == 0 && nulAt < 0 ? i : nulAt;
                quoted |= b == '>' && lineStart(i);
            }
            int line = 1;
            for (int k = 0; k < nulAt; k++) {
                line += bytes[k] == '\n' ? 1 : 0;
            }
            firstNul = nulAt < 0 ? 0 : line;
            s = (ascii ? ASCII : 0) | (!ascii || quoted ? PASTED : 0);
            shape = s;
        }
        return s;
    }

    /** True when byte {@code k} starts a line: the first, or one after LF or CR. */
    private boolean lineStart(int k) {
        return k == 0 || bytes[k - 1] == '\n' || bytes[k - 1] == '\r';
    }

    private static final java.lang.invoke.VarHandle LONG = java.lang.invoke.MethodHandles.byteArrayViewVarHandle(
            long[].class, java.nio.ByteOrder.LITTLE_ENDIAN);
    private static final long HIGH = 0x8080808080808080L;
    private static final long ONES = 0x0101010101010101L;
    private static final long GREATER = 0x3E3E3E3E3E3E3E3EL;

    /**
     * The first {@code max} characters of the text, for sniffing: decoded as {@link #text()} decodes (a UTF-8
     * character cut at the end dropped) and cleaned as it is. The last one asked for is kept, since every reader
     * sniffs the same file with the same length.
     */
    public String head(int max) {
        Head h = head;
        if (h == null || h.max() != max) {
            h = new Head(max, makeHead(max));
            head = h;
        }
        return h.text();
    }

    /** How much of a file a line reader sniffs: its first 32 Ki characters. */
    public static final int SNIFF_CHARS = 32 * 1024;

    /**
     * The lines a line reader sniffs: those of the first {@link #SNIFF_CHARS} characters ({@link #head}); none for an
     * empty or binary file, which no reader claims.
     */
    public List<String> sniffLines() {
        return bytes.length == 0 || binary() ? List.of() : lines(head(SNIFF_CHARS));
    }

    private String makeHead(int max) {
        int n = Math.min(bytes.length, max * 4);
        String t = null;
        boolean ascii = true;
        for (int i = 0; i < n && ascii; i++) {
            ascii = bytes[i] >= 0;
        }
        if (!ascii) {
            int end = n;
            // a multi-byte character the limit cut in two: leave its first bytes out
            for (int k = 0; k < 3 && end > 0 && end < bytes.length && (bytes[end] & 0xc0) == 0x80; k++) {
                end--;
            }
            try {
                t = StandardCharsets.UTF_8.newDecoder().onMalformedInput(CodingErrorAction.REPORT)
                        .onUnmappableCharacter(CodingErrorAction.REPORT).decode(ByteBuffer.wrap(bytes, 0, end))
                        .toString();
            } catch (CharacterCodingException e) {
                t = null;
            }
        }
        if (t == null) {
            // ASCII, or not UTF-8: only the characters asked for are made
            t = new String(bytes, 0, Math.min(n, max), StandardCharsets.ISO_8859_1);
        } else if (t.length() > max) {
            t = t.substring(0, max);
        }
        return ascii && !quotedLine(Math.min(n, max)) ? t : Pasted.clean(t);
    }

    /** True when one of the lines starting in the first {@code n} bytes starts with {@code >}. */
    private boolean quotedLine(int n) {
        boolean lineStart = true;
        for (int i = 0; i < n; i++) {
            byte b = bytes[i];
            if (lineStart && b == '>') {
                return true;
            }
            lineStart = b == '\n' || b == '\r';
        }
        return false;
    }

    /** Lines without their terminators; LF, CRLF and CR all end a line. */
    public static List<String> lines(String text) {
        List<String> out = new ArrayList<>();
        int start = 0;
        int n = text.length();
        for (int i = 0; i < n; i++) {
            char c = text.charAt(i);
            if (c == '\n' || c == '\r') {
                out.add(i == start ? "" : text.substring(start, i)); // one string for every empty line
                if (c == '\r' && i + 1 < n && text.charAt(i + 1) == '\n') {
                    i++;
                }
                start = i + 1;
            }
        }
        if (start < n) {
            out.add(text.substring(start));
        }
        return out;
    }
}
