package io.zlayout.input;

import io.zlayout.model.Quoted;
import io.zlayout.model.SourceRef;

import java.io.ByteArrayInputStream;
import java.io.EOFException;
import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.regex.Pattern;
import java.util.zip.GZIPInputStream;
import java.util.zip.ZipEntry;
import java.util.zip.ZipException;
import java.util.zip.ZipInputStream;

/**
 * A tar archive (plain or gzip-compressed: {@code dbginfo.sh}'s {@code DBGINFO-*.tgz}, {@code zlayout collect}'s
 * {@code .tar.gz}), a zip archive (captures as people mail them) or one gzip-compressed file, read in memory as
 * the files it holds: nothing is written to disk,
 * so a member's name can never place a file anywhere. Sizes are bounded: each member taken and all of them
 * together to {@link SourceFile#maxBytes()}, everything decompressed (members passed over included) to
 * {@link #maxExpandedBytes()}, so a compressed bomb is refused, not followed.
 */
final class Archive {

    /**
     * What the archive holds, in archive order; {@code archive} false for one gzip-compressed file.
     *
     * @param unsafe     members named outside the archive's own folder (an absolute path or '..'): not read
     * @param links      symbolic and hard links: not read (a link is never followed)
     * @param duplicates names two members share with different content: neither read (which one is meant?)
     */
    record Contents(boolean archive, boolean dbginfo, List<Member> members, int passedOver, List<String> unsafe,
                    List<String> links, List<String> duplicates) {
    }

    /** One regular file of the archive: its name as the archive has it (normalised) and its bytes. */
    record Member(String name, byte[] bytes) {
    }

    /**
     * The most bytes decompressed from one archive, members passed over included (4 GiB: a dbginfo.sh archive
     * with its sysfs copy is some hundreds of MB). System property {@code zlayout.maxArchiveBytes} overrides it.
     */
    static final long MAX_EXPANDED_BYTES = 4L << 30;

    /** The most members one archive may hold (a dbginfo.sh archive has some tens of thousands). */
    static final int MAX_MEMBERS = 1_000_000;

    private static final int BLOCK = 512;

    private Archive() {
    }

    static long maxExpandedBytes() {
        return Long.getLong("zlayout.maxArchiveBytes", MAX_EXPANDED_BYTES);
    }

    /** True for gzip or zip data (their magic numbers) or a tar archive (a header block whose checksum holds). */
    static boolean is(byte[] b) {
        return gzip(b) || zip(b) || b.length >= BLOCK && header(b, 0);
    }

    /** A zip archive's first local file header, or the end record of an empty one ({@code PK\3\4}, {@code PK\5\6}). */
    private static boolean zip(byte[] b) {
        return b.length >= 4 && b[0] == 'P' && b[1] == 'K' && (b[2] == 3 && b[3] == 4 || b[2] == 5 && b[3] == 6);
    }

    private static boolean gzip(byte[] b) {
        return b.length >= 2 && (b[0] & 0xff) == 0x1f && (b[1] & 0xff) == 0x8b;
    }

    /**
     * The files of a dbginfo.sh archive that hold what zlayout reads, below its {@code DBGINFO-<date>-<host>/}
     * folder: the command outputs ({@code runtime.out}: lszfcp, lsluns, lsscsi, multipath, lsdasd, lscss, lschp,
     * lszdev, ziorep_config; {@code zvm_runtime.out}: vmcp QUERY commands) and the copies of /etc it keeps
     * (zfcp.conf, dasd.conf, multipath.conf, chzdev's udev rules) and of /proc ({@code scsi/sg/devices}: queue
     * depths). The rest (sysfs, the rest of /proc, logs: some thousands of files) is passed over unread: sniffing
     * it would cost time and could mistake a file for a capture.
     */
    private static final Pattern DBGINFO_CAPTURE = Pattern.compile("[^/]+/(?:runtime\\.out|zvm_runtime\\.out"
            + "|etc/(?:zfcp|dasd|multipath)\\.conf|etc/udev/rules\\.d/[45]1-[^/]*\\.rules|proc/scsi/sg/devices)");

    /**
     * Opens the archive. Of a dbginfo.sh archive (its first member under {@code DBGINFO-...}) the members that
     * hold captures are kept ({@link #DBGINFO_CAPTURE}); of any other every regular file not hidden. The others
     * are passed over and counted.
     *
     * @param display the archive as shown in messages
     */
    static Contents open(byte[] bytes, String display) throws InputException {
        if (zip(bytes)) {
            return zip(bytes, display);
        }
        boolean compressed = gzip(bytes);
        InputStream in;
        try {
            in = compressed ? new GZIPInputStream(new ByteArrayInputStream(bytes), 64 * 1024)
                    : new ByteArrayInputStream(bytes);
        } catch (IOException e) {
            throw damaged(display, null, e);
        }
        Bounded data = new Bounded(in, maxExpandedBytes(), display);
        byte[] first = new byte[BLOCK];
        int n;
        try {
            n = data.readFully(first);
        } catch (IOException e) {
            throw damaged(display, null, e);
        }
        if (n == BLOCK && header(first, 0)) {
            return tar(data, first, display);
        }
        if (!compressed) {
            throw new InputException(SourceRef.file(display), "a tar archive", "a damaged header block");
        }
        // one compressed file, not an archive: it is the file its name says without .gz
        String name = single(display);
        try {
            byte[] rest = data.readAll(SourceFile.maxBytes() - n, display);
            byte[] all = new byte[n + rest.length];
            System.arraycopy(first, 0, all, 0, n);
            System.arraycopy(rest, 0, all, n, rest.length);
            return new Contents(false, false, List.of(new Member(name, all)), 0, List.of(), List.of(), List.of());
        } catch (IOException e) {
            throw damaged(display, null, e);
        }
    }

    /**
     * What the tar and the zip reader gather as they go, alike for both: the members kept, those named outside
     * the archive's folder, those passed over, the bytes kept, and whether it is a dbginfo.sh archive (its first
     * member under {@code DBGINFO-...}).
     */
    private static final class Gathered {
        private final String display;
        final List<Member> members = new ArrayList<>();
        final List<String> unsafe = new ArrayList<>();
        final List<String> links = new ArrayList<>();
        int passedOver;
        long kept;
        private int count;
        private Boolean dbginfo;
        /** The member being read, for messages; null before the first. */
        String current;

        Gathered(String display) {
            this.display = display;
        }

        /** A member begins (a file, a folder, a link: anything but tar's own name and pax records). */
        void next(String name) throws InputException {
            if (++count > MAX_MEMBERS) {
                throw new InputException(SourceRef.file(display), "an archive of at most " + MAX_MEMBERS
                        + " members", "more");
            }
            current = name;
        }

        int count() {
            return count;
        }

        /** The first member decides whether this is a dbginfo.sh archive. */
        void seen(String safe) {
            if (dbginfo == null) {
                dbginfo = safe != null && safe.startsWith("DBGINFO-");
            }
        }

        /**
         * Whether the regular file {@code name} ({@code safe}: its normalised name, null when outside the archive's
         * folder) is read: false for one outside (noted as unsafe) and one passed over (hidden, macOS's resource
         * forks under {@code __MACOSX/}, or a file of a dbginfo.sh archive that holds no capture), which are
         * counted.
         */
        boolean takes(String name, String safe) {
            if (safe == null) {
                unsafe.add(name);
                return false;
            }
            if (hidden(safe) || safe.startsWith("__MACOSX/")
                    || Boolean.TRUE.equals(dbginfo) && !DBGINFO_CAPTURE.matcher(safe).matches()) {
                passedOver++;
                return false;
            }
            return true;
        }

        void keep(String safe, byte[] data) {
            members.add(new Member(safe, data));
            kept += data.length;
        }

        /**
         * The members, a name held twice with the same content once; a name held twice with different content is
         * left out entirely and listed in {@code duplicates}.
         */
        Contents contents() {
            java.util.Map<String, Member> byName = new java.util.LinkedHashMap<>();
            java.util.Set<String> duplicates = new java.util.TreeSet<>();
            for (Member m : members) {
                Member first = byName.putIfAbsent(m.name(), m);
                if (first != null && !java.util.Arrays.equals(first.bytes(), m.bytes())) {
                    duplicates.add(m.name());
                }
            }
            duplicates.forEach(byName::remove);
            return new Contents(true, Boolean.TRUE.equals(dbginfo), List.copyOf(byName.values()), passedOver,
                    List.copyOf(unsafe), List.copyOf(links), List.copyOf(duplicates));
        }
    }

    private static Contents tar(Bounded data, byte[] first, String display) throws InputException {
        Gathered g = new Gathered(display);
        String longName = null;
        String paxPath = null;
        byte[] header = first;
        try {
            while (true) {
                if (zero(header)) {
                    break;
                }
                if (!header(header, 0)) {
                    throw new InputException(SourceRef.file(display), "a tar header block after "
                            + (g.current == null ? "the start" : "member " + named(g.current)),
                            "a block whose checksum does not hold (a damaged or truncated archive)");
                }
                char type = (char) header[156];
                long size = size(header, display);
                String name = paxPath != null ? paxPath : longName != null ? longName : name(header);
                g.next(name);
                if (type == 'L' || type == 'x' || type == 'g') {
                    byte[] meta = data.take(size, SourceFile.maxLineChars(), display, name);
                    if (type == 'L') {
                        longName = cString(meta);
                    } else if (type == 'x') {
                        paxPath = paxPath(meta);
                    }
                } else {
                    longName = null;
                    paxPath = null;
                    String safe = safe(name);
                    g.seen(safe);
                    boolean regular = type == '0' || type == '\0' || type == '7';
                    if (!regular) {
                        if (type == '1' || type == '2') {
                            g.links.add(name);
                        }
                        data.skip(type == '5' || type == '1' || type == '2' ? 0 : size, display, name);
                    } else if (!g.takes(name, safe)) {
                        data.skip(size, display, name);
                    } else {
                        if (size > SourceFile.maxBytes() - g.kept) {
                            throw new InputException(SourceRef.file(display), "archive members of at most "
                                    + SourceFile.maxBytes() + " bytes in all", "member " + named(name) + " of "
                                    + size + " bytes after " + g.kept + " bytes of others");
                        }
                        g.keep(safe, data.take(size, Integer.MAX_VALUE - 8, display, name));
                    }
                }
                header = new byte[BLOCK];
                int n = data.readFully(header);
                if (n == 0) {
                    break; // the end-of-archive blocks are missing: GNU tar reads such an archive too
                }
                if (n < BLOCK) {
                    throw truncated(display, g.current);
                }
            }
        } catch (EOFException e) {
            throw truncated(display, g.current);
        } catch (IOException e) {
            throw damaged(display, g.current, e);
        }
        return g.contents();
    }

    /**
     * A zip archive, read entry by entry from its local headers as {@link ZipInputStream} does (what a zip tool
     * or a mail client writes, stored or deflated); the same bounds, names and selection as a tar's.
     */
    private static Contents zip(byte[] bytes, String display) throws InputException {
        Gathered g = new Gathered(display);
        Counted counted = new Counted(maxExpandedBytes(), display);
        // names without the UTF-8 flag are in the zip format's own code page, IBM437 (Windows' zip tools write them so)
        java.nio.charset.Charset names = java.nio.charset.Charset.isSupported("IBM437")
                ? java.nio.charset.Charset.forName("IBM437") : StandardCharsets.ISO_8859_1;
        try (ZipInputStream in = new ZipInputStream(new ByteArrayInputStream(bytes), names)) {
            while (true) {
                ZipEntry e;
                try {
                    e = in.getNextEntry();
                } catch (ZipException x) {
                    // refused from its header (encrypted, an unknown method): ZipInputStream has not named it yet
                    g.current = localName(bytes, g.count());
                    throw x;
                }
                if (e == null) {
                    break;
                }
                // Windows PowerShell's Compress-Archive (.NET Framework) separates folders with '\\'
                String name = e.getName().replace('\\', '/');
                g.next(name);
                String safe = safe(name);
                g.seen(safe);
                if (e.isDirectory()) {
                    continue;
                }
                if (g.takes(name, safe)) {
                    g.keep(safe, counted.read(in, SourceFile.maxBytes() - g.kept, display, name, g.kept));
                } else {
                    counted.drain(in, display, name);
                }
            }
        } catch (EOFException e) {
            throw truncated(display, g.current);
        } catch (IOException e) {
            throw damagedZip(display, g.current, e);
        } catch (IllegalArgumentException e) {
            // ZipInputStream's answer to a name that is no text in the archive's encoding
            throw damagedZip(display, g.current, new ZipException("a member name that is not UTF-8 ("
                    + e.getMessage() + ")"));
        }
        if (g.count() == 0 && !(bytes.length >= 4 && bytes[2] == 5 && bytes[3] == 6)) {
            throw new InputException(SourceRef.file(display), "a zip archive", "no member zlayout can find "
                    + "(damaged, or a part of a split archive)");
        }
        return g.contents();
    }

    /**
     * The name in the {@code index}-th (0-based) local file header of a zip, found by its signature, or null: for
     * a message about an entry ZipInputStream refused before it named it.
     */
    private static String localName(byte[] b, int index) {
        int seen = 0;
        for (int i = 0; i + 30 <= b.length; i++) {
            if (b[i] == 'P' && b[i + 1] == 'K' && b[i + 2] == 3 && b[i + 3] == 4) {
                if (seen++ == index) {
                    int len = (b[i + 26] & 0xff) | (b[i + 27] & 0xff) << 8;
                    return i + 30 + len <= b.length ? new String(b, i + 30, len, StandardCharsets.UTF_8) : null;
                }
            }
        }
        return null;
    }

    private static InputException damagedZip(String display, String member, IOException e) {
        if (e instanceof LimitException l) {
            return l.error;
        }
        return new InputException(SourceRef.file(display), "a zip archive zlayout can read (stored or deflated, "
                + "not encrypted)", "damaged data (" + e.getMessage() + ")"
                + (member == null ? "" : " in member " + named(member)));
    }

    /** Counts what comes out of a zip's entries against the bound on decompressed bytes. */
    private static final class Counted {
        private final long max;
        private final String display;
        private long total;

        Counted(long max, String display) {
            this.max = max;
            this.display = display;
        }

        private void count(long r) throws LimitException {
            total += r;
            if (total > max) {
                throw new LimitException(new InputException(SourceRef.file(display), "an archive of at most "
                        + max + " bytes decompressed (zlayout.maxArchiveBytes)", "more (a compressed bomb, or "
                        + "an archive to unpack and give zlayout in parts)"));
            }
        }

        void drain(InputStream in, String display, String member) throws IOException {
            byte[] buf = new byte[64 * 1024];
            for (int r = in.read(buf); r >= 0; r = in.read(buf)) {
                count(r);
            }
        }

        /** The entry's data, refused once it passes {@code limit} bytes (what the members together may take). */
        byte[] read(InputStream in, long limit, String display, String member, long kept) throws IOException {
            java.io.ByteArrayOutputStream out = new java.io.ByteArrayOutputStream();
            byte[] buf = new byte[64 * 1024];
            for (int r = in.read(buf); r >= 0; r = in.read(buf)) {
                count(r);
                if (out.size() + (long) r > Math.min(limit, Integer.MAX_VALUE - 8)) {
                    throw new LimitException(new InputException(SourceRef.file(display), "archive members of at "
                            + "most " + SourceFile.maxBytes() + " bytes in all", "member " + named(member)
                            + " of more than " + (limit) + " bytes after " + kept + " bytes of others"));
                }
                out.write(buf, 0, r);
            }
            return out.toByteArray();
        }
    }

    /** {@code <host>> vmcp -b 4k q userid}, as dbginfo.sh echoes each CP command in zvm_runtime.out. */
    private static final Pattern USERID_ECHO = Pattern.compile(
            "^\\S*>\\s+(?:vmcp|hcp)\\s+(?:-b\\s*\\S+\\s+)?(?i:q|query)\\s+(?i:userid)\\s*$");
    /** CP's answer: {@code LNX1     AT ZVMSYS1}; a user ID is 1-8 characters. */
    private static final Pattern USERID = Pattern.compile("^([A-Za-z0-9@#$_+:-]{1,8})\\s+AT\\s+\\S+.*");

    /**
     * The z/VM user ID of the guest a dbginfo.sh archive was taken on, from {@code vmcp q userid} in its
     * zvm_runtime.out (the first command dbginfo.sh runs there), upper case; null when it has none.
     */
    static String zvmUserid(Contents contents) {
        for (Member m : contents.members()) {
            if (!m.name().endsWith("/zvm_runtime.out")) {
                continue;
            }
            List<String> lines = SourceFile.lines(new String(m.bytes(), StandardCharsets.ISO_8859_1));
            for (int i = 0; i + 1 < lines.size(); i++) {
                if (USERID_ECHO.matcher(lines.get(i).strip()).matches()) {
                    java.util.regex.Matcher u = USERID.matcher(lines.get(i + 1).strip());
                    return u.matches() ? u.group(1).toUpperCase(Locale.ROOT) : null;
                }
            }
        }
        return null;
    }

    /** The member's name as ustar has it: the prefix field, a slash, the name field. */
    private static String name(byte[] h) {
        String name = field(h, 0, 100);
        boolean ustar = new String(h, 257, 5, StandardCharsets.ISO_8859_1).equals("ustar");
        String prefix = ustar ? field(h, 345, 155) : "";
        return prefix.isEmpty() ? name : prefix + "/" + name;
    }

    private static String field(byte[] h, int off, int len) {
        int end = off;
        while (end < off + len && h[end] != 0) {
            end++;
        }
        return new String(h, off, end - off, StandardCharsets.UTF_8);
    }

    private static String cString(byte[] b) {
        int end = 0;
        while (end < b.length && b[end] != 0) {
            end++;
        }
        return new String(b, 0, end, StandardCharsets.UTF_8);
    }

    /** The {@code path} of a pax extended header ({@code "<len> path=<name>\n"} records), or null. */
    private static String paxPath(byte[] meta) {
        String path = null;
        for (String record : new String(meta, StandardCharsets.UTF_8).split("\n")) {
            int space = record.indexOf(' ');
            if (space > 0 && record.startsWith("path=", space + 1)) {
                path = record.substring(space + 6);
            }
        }
        return path;
    }

    /** A member's size: octal digits, or GNU's base-256 form for sizes of 8 GiB and more. */
    private static long size(byte[] h, String display) throws InputException {
        if ((h[124] & 0x80) != 0) {
            long v = 0;
            for (int i = 125; i < 136; i++) {
                v = v << 8 | (h[i] & 0xff);
                if (v < 0 || v > Long.MAX_VALUE >> 8) {
                    throw new InputException(SourceRef.file(display), "a tar member size", "an impossible one");
                }
            }
            return v;
        }
        Long v = octal(h, 124, 12);
        if (v == null) {
            throw new InputException(SourceRef.file(display), "a tar member size in octal digits",
                    Quoted.of(field(h, 124, 12)) + " for member " + named(name(h)));
        }
        return v;
    }

    private static Long octal(byte[] h, int off, int len) {
        long v = 0;
        boolean digits = false;
        for (int i = off; i < off + len; i++) {
            byte c = h[i];
            if (c == 0 || c == ' ') {
                if (digits) {
                    break;
                }
                continue;
            }
            if (c < '0' || c > '7') {
                return null;
            }
            digits = true;
            v = v * 8 + (c - '0');
        }
        return v;
    }

    /** True when the block at {@code off} is a tar header: its checksum, signed or unsigned, holds. */
    private static boolean header(byte[] b, int off) {
        if (b.length < off + BLOCK) {
            return false;
        }
        Long stored = octal(b, off + 148, 8);
        if (stored == null) {
            return false;
        }
        long unsigned = 0;
        long signed = 0;
        for (int i = 0; i < BLOCK; i++) {
            int c = i >= 148 && i < 156 ? ' ' : b[off + i];
            unsigned += c & 0xff;
            signed += c;
        }
        return unsigned > 8 * ' ' && (stored == unsigned || stored == signed);
    }

    private static boolean zero(byte[] h) {
        for (byte b : h) {
            if (b != 0) {
                return false;
            }
        }
        return true;
    }

    /**
     * The name normalised ({@code ./} and empty parts dropped), or null when it would leave the archive's own
     * tree: an absolute name, a {@code ..} part, a drive or a backslash path.
     */
    static String safe(String name) {
        if (name.isEmpty() || name.startsWith("/") || name.indexOf('\\') >= 0 || name.matches("^[A-Za-z]:.*")
                || name.indexOf('\0') >= 0) {
            return null;
        }
        List<String> parts = new ArrayList<>();
        for (String p : name.split("/")) {
            if (p.isEmpty() || p.equals(".")) {
                continue;
            }
            if (p.equals("..")) {
                return null;
            }
            parts.add(p);
        }
        return parts.isEmpty() ? null : String.join("/", parts);
    }

    private static boolean hidden(String name) {
        for (String p : name.split("/")) {
            if (p.startsWith(".")) {
                return true;
            }
        }
        return false;
    }

    /** The name of the one file a gzip holds: the archive's file name without {@code .gz}. */
    private static String single(String display) {
        String base = display.substring(display.lastIndexOf('/') + 1);
        String lower = base.toLowerCase(Locale.ROOT);
        if (lower.endsWith(".gz")) {
            return base.substring(0, base.length() - 3);
        }
        if (lower.endsWith(".z")) {
            return base.substring(0, base.length() - 2);
        }
        return base;
    }

    /** A member's name quoted whole (the member is how a user finds the place), control characters shown as '?'. */
    private static String named(String name) {
        String shown = name.length() > 400 ? name.substring(0, 400) + "..." : name;
        return "'" + shown.replaceAll("\\p{Cntrl}", "?") + "'";
    }

    private static InputException truncated(String display, String member) {
        return new InputException(SourceRef.file(display), "a complete archive", "its end inside "
                + (member == null ? "the first header" : "member " + named(member))
                + " (truncated: copied or downloaded in part?)");
    }

    private static InputException damaged(String display, String member, IOException e) {
        if (e instanceof LimitException l) {
            return l.error;
        }
        String what = e instanceof ZipException || e.getMessage() != null && e.getMessage().contains("ZLIB")
                ? "damaged gzip data (" + e.getMessage() + ")" : String.valueOf(e.getMessage());
        return new InputException(SourceRef.file(display), "an archive zlayout can read (tar, tar in gzip, or zip)",
                what + (member == null ? "" : " in member " + named(member)));
    }

    /** A limit met while decompressing, carried out of the stream as an {@link IOException}. */
    private static final class LimitException extends IOException {
        private final InputException error;

        LimitException(InputException error) {
            super(error.getMessage());
            this.error = error;
        }
    }

    /** The decompressed stream, refused once more than {@code max} bytes came out of it. */
    private static final class Bounded {
        private final InputStream in;
        private final Counted counted;

        Bounded(InputStream in, long max, String display) {
            this.in = in;
            this.counted = new Counted(max, display);
        }

        /** Reads until {@code b} is full or the data ends; the count read. */
        int readFully(byte[] b) throws IOException {
            int n = 0;
            while (n < b.length) {
                int r = in.read(b, n, b.length - n);
                if (r < 0) {
                    break;
                }
                n += r;
                counted.count(r);
            }
            return n;
        }

        /** The member's data (at most {@code limit} bytes) and its padding to the block. */
        byte[] take(long size, long limit, String display, String member) throws IOException, InputException {
            if (size > limit) {
                throw new InputException(SourceRef.file(display), "archive members of at most " + limit
                        + " bytes", "member " + named(member) + " of " + size + " bytes");
            }
            byte[] b = new byte[(int) size];
            if (readFully(b) < size) {
                throw new EOFException();
            }
            pad(size);
            return b;
        }

        void skip(long size, String display, String member) throws IOException {
            byte[] buf = new byte[64 * 1024];
            long left = size;
            while (left > 0) {
                int r = in.read(buf, 0, (int) Math.min(buf.length, left));
                if (r < 0) {
                    throw new EOFException();
                }
                counted.count(r);
                left -= r;
            }
            pad(size);
        }

        private void pad(long size) throws IOException {
            int pad = (int) ((BLOCK - size % BLOCK) % BLOCK);
            if (pad > 0 && readFully(new byte[pad]) < pad) {
                throw new EOFException();
            }
        }

        /** Everything left, up to {@code limit} bytes. */
        byte[] readAll(long limit, String display) throws IOException {
            java.io.ByteArrayOutputStream out = new java.io.ByteArrayOutputStream();
            byte[] buf = new byte[64 * 1024];
            for (int r = in.read(buf); r >= 0; r = in.read(buf)) {
                counted.count(r);
                if (out.size() + (long) r > limit) {
                    throw new LimitException(new InputException(SourceRef.file(display), "a compressed file of at"
                            + " most " + SourceFile.maxBytes() + " bytes decompressed", "more"));
                }
                out.write(buf, 0, r);
            }
            return out.toByteArray();
        }
    }
}
