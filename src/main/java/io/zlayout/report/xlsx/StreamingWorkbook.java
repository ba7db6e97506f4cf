package io.zlayout.report.xlsx;

import org.apache.commons.compress.archivers.zip.ZipArchiveOutputStream;
import org.apache.poi.xssf.streaming.SXSSFWorkbook;
import org.apache.poi.xssf.streaming.SheetDataWriter;

import java.io.File;
import java.io.FileInputStream;
import java.io.FileOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.io.Writer;
import java.util.zip.Deflater;
import java.util.zip.GZIPInputStream;
import java.util.zip.GZIPOutputStream;

/**
 * POI's streaming workbook, tuned for a quarter of a million rows: the temporary sheet files and the final
 * zip deflate at {@link Deflater#BEST_SPEED} (half the time spent compressing, for a file about a fifth
 * larger), and sheet XML is written as UTF-8 bytes through an unsynchronised buffer with text escaped in runs
 * rather than one code point at a time. The XML is the same as POI's own.
 */
final class StreamingWorkbook extends SXSSFWorkbook {

    private static final int BUFFER = 1 << 16;

    StreamingWorkbook(int window) {
        super(null, window, false, false);
    }

    @Override
    protected SheetDataWriter createSheetDataWriter() throws IOException {
        return new FastSheetDataWriter();
    }

    @Override
    protected ZipArchiveOutputStream createArchiveOutputStream(OutputStream out) {
        ZipArchiveOutputStream zip = super.createArchiveOutputStream(out);
        zip.setLevel(Deflater.BEST_SPEED);
        return zip;
    }

    /** Sheet data to a gzip-compressed temporary file, written fast. */
    private static final class FastSheetDataWriter extends SheetDataWriter {

        FastSheetDataWriter() throws IOException {
            super();
        }

        @Override
        public Writer createWriter(File fd) throws IOException {
            FileOutputStream fos = new FileOutputStream(fd);
            try {
                return new Utf8Writer(decorateOutputStream(fos));
            } catch (IOException | RuntimeException e) {
                fos.close();
                throw e;
            }
        }

        @Override
        protected OutputStream decorateOutputStream(FileOutputStream fos) throws IOException {
            return new GZIPOutputStream(fos, BUFFER) {
                {
                    def.setLevel(Deflater.BEST_SPEED);
                }
            };
        }

        @Override
        protected InputStream decorateInputStream(FileInputStream fis) throws IOException {
            return new GZIPInputStream(fis, BUFFER);
        }

        /**
         * As POI escapes cell text (the five XML characters, tab, LF, CR and no-break space as references,
         * other C0 controls and U+FFFE/U+FFFF as '?'), but copying the runs between them in one write.
         */
        @Override
        protected void outputEscapedString(String s) throws IOException {
            if (s == null || s.isEmpty()) {
                return;
            }
            int start = 0;
            int n = s.length();
            for (int i = 0; i < n; i++) {
                String rep = escape(s.charAt(i));
                if (rep != null) {
                    if (i > start) {
                        _out.write(s, start, i - start);
                    }
                    _out.write(rep);
                    start = i + 1;
                }
            }
            if (start < n) {
                _out.write(s, start, n - start);
            }
        }

        static String escape(char c) {
            return switch (c) {
                case '<' -> "&lt;";
                case '>' -> "&gt;";
                case '&' -> "&amp;";
                case '"' -> "&quot;";
                case '\n' -> "&#xa;";
                case '\r' -> "&#xd;";
                case '\t' -> "&#x9;";
                case '\u00a0' -> "&#xa0;";
                default -> c < 0x20 || c == '\uFFFE' || c == '\uFFFF' ? "?" : null;
            };
        }
    }

    /**
     * UTF-8 straight into a byte buffer, for one thread: no lock per write (java.io.BufferedWriter takes one),
     * and no copy of each string into chars before a charset encoder makes bytes of them again (most sheet text
     * is ASCII, one byte per character). The bytes are those of an {@link java.io.OutputStreamWriter} in UTF-8: a
     * surrogate pair is one 4-byte sequence, also when a write ends between its halves; a lone surrogate is
     * '?', as the encoder's replacement.
     */
    static final class Utf8Writer extends Writer {

        private final OutputStream out;
        private final byte[] buf = new byte[BUFFER];
        private int used;
        /** A high surrogate whose low half the next character may be, or 0. */
        private char high;

        Utf8Writer(OutputStream out) {
            this.out = out;
        }

        @Override
        public void write(int c) throws IOException {
            put((char) c);
        }

        @Override
        public void write(String s, int off, int len) throws IOException {
            for (int i = off, end = off + len; i < end; i++) {
                char c = s.charAt(i);
                if (c < 0x80 && high == 0) {
                    if (used == buf.length) {
                        drain();
                    }
                    buf[used++] = (byte) c;
                } else {
                    put(c);
                }
            }
        }

        @Override
        public void write(String s) throws IOException {
            write(s, 0, s.length());
        }

        @Override
        public void write(char[] c, int off, int len) throws IOException {
            for (int i = off, end = off + len; i < end; i++) {
                put(c[i]);
            }
        }

        private void put(char c) throws IOException {
            if (used > buf.length - 4) {
                drain();
            }
            if (high != 0) {
                char h = high;
                high = 0;
                if (Character.isLowSurrogate(c)) {
                    int cp = Character.toCodePoint(h, c);
                    buf[used++] = (byte) (0xF0 | cp >> 18);
                    buf[used++] = (byte) (0x80 | cp >> 12 & 0x3F);
                    buf[used++] = (byte) (0x80 | cp >> 6 & 0x3F);
                    buf[used++] = (byte) (0x80 | cp & 0x3F);
                    return;
                }
                buf[used++] = '?';
                if (used > buf.length - 4) {
                    drain();
                }
            }
            if (c < 0x80) {
                buf[used++] = (byte) c;
            } else if (c < 0x800) {
                buf[used++] = (byte) (0xC0 | c >> 6);
                buf[used++] = (byte) (0x80 | c & 0x3F);
            } else if (Character.isHighSurrogate(c)) {
                high = c;
            } else if (Character.isLowSurrogate(c)) {
                buf[used++] = '?';
            } else {
                buf[used++] = (byte) (0xE0 | c >> 12);
                buf[used++] = (byte) (0x80 | c >> 6 & 0x3F);
                buf[used++] = (byte) (0x80 | c & 0x3F);
            }
        }

        private void drain() throws IOException {
            out.write(buf, 0, used);
            used = 0;
        }

        @Override
        public void flush() throws IOException {
            drain();
            out.flush();
        }

        @Override
        public void close() throws IOException {
            try {
                if (high != 0) {
                    // a high surrogate at the very end: the encoder's replacement, as when it is closed
                    high = 0;
                    if (used == buf.length) {
                        drain();
                    }
                    buf[used++] = '?';
                }
                drain();
            } finally {
                out.close();
            }
        }
    }
}
