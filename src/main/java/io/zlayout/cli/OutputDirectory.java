package io.zlayout.cli;

import io.zlayout.document.Document;
import io.zlayout.document.MapNode;
import io.zlayout.document.Node;
import io.zlayout.document.DocumentException;
import io.zlayout.input.InputLoader;

import java.io.IOException;
import java.nio.channels.FileChannel;
import java.nio.channels.FileLock;
import java.nio.channels.OverlappingFileLockException;
import java.nio.charset.StandardCharsets;
import java.nio.file.AtomicMoveNotSupportedException;
import java.nio.file.FileVisitResult;
import java.nio.file.Files;
import java.nio.file.LinkOption;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.nio.file.SimpleFileVisitor;
import java.nio.file.StandardCopyOption;
import java.nio.file.StandardOpenOption;
import java.nio.file.attribute.BasicFileAttributes;
import java.nio.file.attribute.PosixFilePermission;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.ArrayList;
import java.util.Collection;
import java.util.EnumSet;
import java.util.HashSet;
import java.util.HexFormat;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.TreeSet;

/**
 * Writes the files of a plan into a folder, replacing only what an earlier plan wrote there.
 *
 * <p>What a run writes is recorded in {@value #RECORD} inside the folder (each file's path and SHA-256). A
 * later run with {@code --force} replaces the recorded files that are unchanged; every other file stays, and
 * a file the new plan would overwrite that is not recorded (or was edited since) makes the run refuse, naming
 * it. A folder that is, holds or lies inside an input is refused; so are the root, home and current folders
 * unless they hold nothing but an earlier plan. The folder itself is never replaced, so its owner and mode
 * stay.
 *
 * <p>All or nothing: every file is first written into a hidden staging folder inside the target; then the old
 * files are moved aside, the new ones renamed into place and the record replaced. An error on the way moves
 * everything back, so a failed run leaves the earlier plan as it was. {@value #LOCK} (an OS file lock) keeps
 * two runs out of one folder at a time.
 */
final class OutputDirectory {

    /** The record of what the last plan wrote. */
    static final String RECORD = ".zlayout-plan.json";
    /** The lock file two runs contend for. */
    static final String LOCK = ".zlayout.lock";
    private static final String STAGING = ".zlayout-new-";
    private static final String BACKUP = ".zlayout-old-";

    /** One file: a relative path with '/' separators, its bytes, and whether it is a script. */
    record FileContent(String path, byte[] content, boolean executable) {
    }

    /** Another run holds the folder's lock. */
    static final class LockedException extends IOException {
        LockedException(String message) {
            super(message);
        }
    }

    private OutputDirectory() {
    }

    static void write(Path target, List<FileContent> files, boolean force) throws IOException {
        write(target, files, force, List.of());
    }

    /**
     * Writes {@code files} into {@code target}; {@code inputs} are the files and folders the run read, which
     * the folder must neither be, hold, nor lie inside.
     */
    static void write(Path target, List<FileContent> files, boolean force, Collection<Path> inputs)
            throws IOException {
        for (FileContent f : files) {
            checkName(f.path());
        }
        String shown = InputLoader.display(target);
        Path dir = real(target);
        if (Files.exists(dir) && !Files.isDirectory(dir)) {
            throw new ExitCode.UsageException("--out " + shown + " is a file, not a folder");
        }
        for (Path in : inputs) {
            Path input = real(in);
            if (dir.equals(input) || input.startsWith(dir)) {
                throw new ExitCode.UsageException("--out " + shown + (dir.equals(input) ? " is" : " holds")
                        + " the input " + InputLoader.display(in) + "; write the plan into a folder of its own");
            }
            if (dir.startsWith(input)) {
                throw new ExitCode.UsageException("--out " + shown + " is inside the input "
                        + InputLoader.display(in) + "; write the plan into a folder of its own");
            }
        }
        boolean guarded = guarded(dir);
        if (guarded && Files.isDirectory(dir)) {
            Scan pre = scan(dir, readRecord(dir, shown));
            if (!pre.foreign.isEmpty()) {
                throw new ExitCode.UsageException("--out " + shown + " is " + guardName(dir)
                        + " and holds files no zlayout plan wrote (" + pre.foreign.first()
                        + "); write the plan into a folder of its own");
            }
        }
        boolean created = makeFolder(dir);
        Path lockFile = dir.resolve(LOCK);
        if (Files.exists(lockFile, LinkOption.NOFOLLOW_LINKS) && !Files.isRegularFile(lockFile, LinkOption.NOFOLLOW_LINKS)) {
            throw new ExitCode.UsageException("--out " + shown + ": " + LOCK + " is not a regular file; remove it");
        }
        boolean done = false;
        try (FileChannel channel = openLock(lockFile)) {
            boolean lockMade = channel != null;
            // a run that finds the folder locked leaves it, and the lock file, exactly as they are
            try (FileChannel ch = channel == null ? FileChannel.open(lockFile, StandardOpenOption.WRITE,
                    LinkOption.NOFOLLOW_LINKS) : channel; FileLock lock = tryLock(ch, shown)) {
                try {
                    replace(dir, shown, files, force);
                    done = true;
                } catch (LockedException e) {
                    throw e;
                } catch (IOException e) {
                    throw named(dir, shown, e);
                } finally {
                    if (!done && lockMade) {
                        // this run made the lock file (and maybe the folder) and wrote nothing: it leaves no
                        // trace, removing them while it still holds the lock
                        Files.deleteIfExists(lockFile);
                        if (created) {
                            try {
                                Files.deleteIfExists(dir);
                            } catch (java.nio.file.DirectoryNotEmptyException ignored) {
                                // something else is there now: it stays
                            }
                        }
                    }
                }
            }
        }
    }

    /** The lock file, made by this run; null when it was there already (then it is opened as it is). */
    private static FileChannel openLock(Path lockFile) throws IOException {
        try {
            return FileChannel.open(lockFile, StandardOpenOption.CREATE_NEW, StandardOpenOption.WRITE,
                    LinkOption.NOFOLLOW_LINKS);
        } catch (java.nio.file.FileAlreadyExistsException e) {
            return null;
        }
    }

    /**
     * Makes {@code dir} (and its parents); true when this run made {@code dir} itself, which two runs can never
     * both be told.
     */
    private static boolean makeFolder(Path dir) throws IOException {
        if (Files.isDirectory(dir)) {
            return false;
        }
        if (dir.getParent() != null) {
            Files.createDirectories(dir.getParent());
        }
        try {
            Files.createDirectory(dir);
            return true;
        } catch (java.nio.file.FileAlreadyExistsException e) {
            if (!Files.isDirectory(dir)) {
                throw e;
            }
            return false;
        }
    }

    /**
     * An environment failure naming what the user knows: the path inside --out rather than zlayout's staging or
     * backup folders.
     */
    private static java.nio.file.FileSystemException named(Path dir, String shown, IOException e) {
        String file = e instanceof java.nio.file.FileSystemException f ? f.getFile() : null;
        String where = "--out " + shown;
        if (file != null) {
            Path p = Path.of(file);
            if (p.startsWith(dir) && !p.equals(dir)) {
                Path rel = dir.relativize(p);
                String first = rel.getName(0).toString();
                where += first.startsWith(STAGING) || first.startsWith(BACKUP) ? "" : ": " + rel.toString().replace('\\', '/');
            } else if (!p.startsWith(dir)) {
                where = file;
            }
        }
        String reason = ExitCode.reason(e);
        java.nio.file.FileSystemException out = new java.nio.file.FileSystemException(where, null, reason);
        out.initCause(e);
        return out;
    }

    private static FileLock tryLock(FileChannel channel, String shown) throws IOException {
        FileLock lock;
        try {
            lock = channel.tryLock();
        } catch (OverlappingFileLockException e) {
            lock = null;
        }
        if (lock == null) {
            throw new LockedException("--out " + shown + " is being written by another zlayout run (it holds "
                    + shown + "/" + LOCK + "); run again when it has finished");
        }
        return lock;
    }

    private static void replace(Path dir, String shown, List<FileContent> files, boolean force) throws IOException {
        Map<String, String> recorded = readRecord(dir, shown);
        Scan scan = scan(dir, recorded);
        if (!force && (!scan.ours.isEmpty() || !scan.foreign.isEmpty())) {
            throw new ExitCode.UsageException("--out " + shown + (scan.foreign.isEmpty()
                    ? " holds an earlier plan; add --force to replace it"
                    : " is not empty; add --force to write the plan beside what is there"));
        }
        if (!scan.changed.isEmpty()) {
            throw new ExitCode.UsageException("--out " + shown + ": " + scan.changed.first()
                    + " was written by an earlier plan and has changed since; move it away to replace it");
        }
        Set<String> newPaths = new TreeSet<>();
        for (FileContent f : files) {
            newPaths.add(f.path());
        }
        for (String p : newPaths) {
            String clash = clash(dir, p, scan);
            if (clash != null) {
                throw new ExitCode.UsageException("--out " + shown + ": " + clash
                        + " was not written by an earlier plan; zlayout does not replace it");
            }
        }
        Path staging = Files.createTempDirectory(dir, STAGING);
        Path backup = null;
        List<Path> movedIn = new ArrayList<>();
        Map<Path, Path> movedAside = new LinkedHashMap<>();
        List<Path> madeDirs = new ArrayList<>();
        try {
            // SHA-256 runs as plain Java at the JIT's first tier (the launcher's choice), a fifth of a plan of
            // thousands of guests: the record's hashes are made on another core while this one writes
            java.util.concurrent.CompletableFuture<List<String>> hashes = java.util.concurrent.CompletableFuture
                    .supplyAsync(() -> files.stream().map(f -> sha256(f.content())).toList());
            Set<Path> made = new HashSet<>();
            for (FileContent f : files) {
                Path p = staging.resolve(f.path());
                if (made.add(p.getParent())) {
                    Files.createDirectories(p.getParent());
                }
                Files.write(p, f.content());
                if (f.executable()) {
                    makeExecutable(p);
                }
            }
            Map<String, String> record = new TreeMap<>();
            List<String> sums = hashes.join();
            for (int i = 0; i < files.size(); i++) {
                record.put(files.get(i).path(), sums.get(i));
            }
            Files.write(staging.resolve(RECORD), recordJson(record).getBytes(StandardCharsets.UTF_8));

            backup = Files.createTempDirectory(dir, BACKUP);
            int n = 0;
            for (String old : scan.ours) {
                Path aside = backup.resolve(Integer.toString(n++));
                move(dir.resolve(old), aside);
                movedAside.put(dir.resolve(old), aside);
            }
            for (String p : newPaths) {
                Path to = dir.resolve(p);
                for (Path d = to.getParent(); !d.equals(dir) && !Files.isDirectory(d, LinkOption.NOFOLLOW_LINKS);
                     d = d.getParent()) {
                    madeDirs.add(d);
                }
                Files.createDirectories(to.getParent());
                move(staging.resolve(p), to);
                movedIn.add(to);
            }
            move(staging.resolve(RECORD), dir.resolve(RECORD));
            movedAside.clear(); // committed: what was moved aside is deleted with the backup folder
            pruneEmptyParents(dir, scan.ours, newPaths);
        } catch (IOException | RuntimeException e) {
            rollBack(movedIn, movedAside, madeDirs);
            throw e;
        } finally {
            deleteTree(staging);
            if (backup != null && movedAside.isEmpty()) {
                deleteTree(backup);
            }
        }
    }

    private static void rollBack(List<Path> movedIn, Map<Path, Path> movedAside, List<Path> madeDirs) {
        for (Path p : movedIn) {
            try {
                Files.deleteIfExists(p);
            } catch (IOException ignored) {
                // best effort: the error that caused the roll-back is the one reported
            }
        }
        for (Map.Entry<Path, Path> e : movedAside.entrySet()) {
            try {
                Files.createDirectories(e.getKey().getParent());
                move(e.getValue(), e.getKey());
            } catch (IOException ignored) {
                // the file stays in the backup folder, where the user can find it
            }
        }
        movedAside.clear();
        List<Path> deepestFirst = new ArrayList<>(madeDirs);
        deepestFirst.sort((a, b) -> Integer.compare(b.getNameCount(), a.getNameCount()));
        for (Path d : deepestFirst) {
            try {
                Files.deleteIfExists(d);
            } catch (IOException ignored) {
                // not empty: something else is there now
            }
        }
    }

    /** A path of the new plan that would replace, or pass through, something zlayout did not write. */
    private static String clash(Path dir, String path, Scan scan) {
        Path p = dir;
        String[] parts = path.split("/");
        StringBuilder rel = new StringBuilder();
        for (int i = 0; i < parts.length; i++) {
            p = p.resolve(parts[i]);
            rel.append(i == 0 ? "" : "/").append(parts[i]);
            if (!Files.exists(p, LinkOption.NOFOLLOW_LINKS)) {
                return null;
            }
            boolean last = i == parts.length - 1;
            if (!last && (Files.isSymbolicLink(p) || !Files.isDirectory(p, LinkOption.NOFOLLOW_LINKS))) {
                return rel.toString();
            }
            if (last && !scan.ours.contains(rel.toString())) {
                return rel.toString();
            }
        }
        return null;
    }

    /**
     * What is in the folder: files of the earlier plan (unchanged), changed ones, and the first file found
     * that no plan wrote (the walk stops there: a folder like / is never walked whole).
     */
    private record Scan(TreeSet<String> ours, TreeSet<String> changed, TreeSet<String> foreign) {
    }

    private static Scan scan(Path dir, Map<String, String> recorded) throws IOException {
        Scan s = new Scan(new TreeSet<>(), new TreeSet<>(), new TreeSet<>());
        List<Map.Entry<String, String>> toHash = new ArrayList<>();
        for (Map.Entry<String, String> e : recorded.entrySet()) {
            Path f = dir.resolve(e.getKey());
            if (!Files.exists(f, LinkOption.NOFOLLOW_LINKS)) {
                continue; // removed since: nothing to replace
            }
            boolean inside = true;
            for (Path d = f.getParent(); !d.equals(dir); d = d.getParent()) {
                inside &= !Files.isSymbolicLink(d);
            }
            if (inside && Files.isRegularFile(f, LinkOption.NOFOLLOW_LINKS)) {
                toHash.add(e);
            } else {
                s.changed.add(e.getKey());
            }
        }
        // an earlier plan of thousands of guests is tens of megabytes to hash: on every core; a file that cannot
        // be read fails the scan with the first such error in path order, as a sequential scan would
        List<Object> sums = toHash.parallelStream().map(e -> {
            try {
                return (Object) sha256(dir.resolve(e.getKey()));
            } catch (IOException x) {
                return x;
            }
        }).toList();
        for (Object sum : sums) {
            if (sum instanceof IOException x) {
                throw x;
            }
        }
        for (int i = 0; i < toHash.size(); i++) {
            Map.Entry<String, String> e = toHash.get(i);
            (e.getValue().equals(sums.get(i)) ? s.ours : s.changed).add(e.getKey());
        }
        Files.walkFileTree(dir, new SimpleFileVisitor<>() {
            @Override
            public FileVisitResult preVisitDirectory(Path d, BasicFileAttributes attrs) {
                String name = d.getFileName() == null ? "" : d.getFileName().toString();
                if (!d.equals(dir) && d.getParent().equals(dir)
                        && (name.startsWith(STAGING) || name.startsWith(BACKUP))) {
                    return FileVisitResult.SKIP_SUBTREE; // left by a run that was killed: harmless, not replaced
                }
                return FileVisitResult.CONTINUE;
            }

            @Override
            public FileVisitResult visitFile(Path f, BasicFileAttributes attrs) {
                String rel = dir.relativize(f).toString().replace('\\', '/');
                if (rel.equals(LOCK) || rel.equals(RECORD) || recorded.containsKey(rel)) {
                    return FileVisitResult.CONTINUE;
                }
                s.foreign.add(rel);
                return FileVisitResult.TERMINATE;
            }

            @Override
            public FileVisitResult visitFileFailed(Path f, IOException e) {
                s.foreign.add(dir.relativize(f).toString().replace('\\', '/'));
                return FileVisitResult.TERMINATE;
            }
        });
        return s;
    }

    /** The record of the earlier plan; a record that cannot be read protects every file (nothing is ours). */
    private static Map<String, String> readRecord(Path dir, String shown) throws IOException {
        Path p = dir.resolve(RECORD);
        if (!Files.isRegularFile(p, LinkOption.NOFOLLOW_LINKS)) {
            return Map.of();
        }
        Map<String, String> out = new LinkedHashMap<>();
        try {
            if (Files.size(p) > 64L << 20) {
                throw new ExitCode.UsageException("--out " + shown + ": " + RECORD + " is too large to be a record");
            }
            Node root = Document.json(shown + "/" + RECORD, Files.readString(p, StandardCharsets.UTF_8));
            if (root == null) {
                return Map.of();
            }
            MapNode m = root.asMap("a record of the files an earlier plan wrote");
            for (Node f : m.require("files", "a list of files").asList("a list of files").items()) {
                MapNode e = f.asMap("{\"path\": …, \"sha256\": …}");
                String path = e.require("path", "a relative path").asText("a relative path");
                checkName(path);
                out.put(path, e.require("sha256", "a SHA-256 hash").asText("a SHA-256 hash"));
            }
        } catch (DocumentException | IllegalStateException | java.nio.charset.MalformedInputException e) {
            throw new ExitCode.UsageException("--out " + shown + ": cannot use the record of the earlier plan ("
                    + e.getMessage() + "); remove " + RECORD + " or write the plan elsewhere");
        }
        return out;
    }

    private static String recordJson(Map<String, String> record) {
        StringBuilder b = new StringBuilder("{\"schema\":\"zlayout.plan-files/1\",\"files\":[");
        boolean first = true;
        for (Map.Entry<String, String> e : record.entrySet()) {
            b.append(first ? "\n" : ",\n").append("{\"path\":").append(jsonString(e.getKey()))
                    .append(",\"sha256\":\"").append(e.getValue()).append("\"}");
            first = false;
        }
        return b.append("\n]}\n").toString();
    }

    private static String jsonString(String s) {
        StringBuilder b = new StringBuilder("\"");
        for (char c : s.toCharArray()) {
            if (c == '"' || c == '\\') {
                b.append('\\').append(c);
            } else if (c < 0x20) {
                b.append(String.format("\\u%04x", (int) c));
            } else {
                b.append(c);
            }
        }
        return b.append('"').toString();
    }

    /** A relative path with '/' separators that stays inside the folder; anything else is a defect. */
    private static void checkName(String path) {
        boolean bad = path.isEmpty() || path.startsWith("/") || path.contains("\\") || path.indexOf('\0') >= 0;
        for (String part : path.split("/", -1)) {
            bad |= part.isEmpty() || part.equals(".") || part.equals("..");
        }
        bad |= path.equals(RECORD) || path.equals(LOCK) || path.startsWith(STAGING) || path.startsWith(BACKUP);
        if (bad) {
            throw new IllegalStateException("refusing to write outside --out: " + path);
        }
    }

    /** The root, home and current folders: written into only when they hold nothing but an earlier plan. */
    private static boolean guarded(Path dir) throws IOException {
        return dir.getParent() == null || dir.equals(real(Path.of(System.getProperty("user.home"))))
                || dir.equals(real(Path.of("")));
    }

    private static String guardName(Path dir) throws IOException {
        if (dir.getParent() == null) {
            return "the root folder";
        }
        return dir.equals(real(Path.of(""))) ? "the current folder" : "the home folder";
    }

    /** The real path of {@code p}: symbolic links resolved as far as the path exists. */
    static Path real(Path p) throws IOException {
        Path abs = p.toAbsolutePath().normalize();
        Path existing = abs;
        while (existing != null && !Files.exists(existing)) {
            existing = existing.getParent();
        }
        if (existing == null) {
            return abs;
        }
        return existing.toRealPath().resolve(existing.relativize(abs)).normalize();
    }

    private static void pruneEmptyParents(Path dir, Set<String> removed, Set<String> kept) {
        for (String r : removed) {
            if (kept.contains(r)) {
                continue;
            }
            for (Path d = dir.resolve(r).getParent(); d != null && !d.equals(dir); d = d.getParent()) {
                try {
                    Files.delete(d);
                } catch (IOException e) {
                    break; // not empty (or not ours to remove)
                }
            }
        }
    }

    private static void makeExecutable(Path p) throws IOException {
        try {
            Set<PosixFilePermission> perms = EnumSet.copyOf(Files.getPosixFilePermissions(p));
            perms.addAll(List.of(PosixFilePermission.OWNER_EXECUTE, PosixFilePermission.GROUP_EXECUTE,
                    PosixFilePermission.OTHERS_EXECUTE));
            Files.setPosixFilePermissions(p, perms);
        } catch (UnsupportedOperationException e) {
            // not a POSIX file system: the script can still be run with bash
        }
    }

    private static String sha256(byte[] bytes) {
        return HexFormat.of().formatHex(digest().digest(bytes));
    }

    private static String sha256(Path p) throws IOException {
        MessageDigest d = digest();
        try (var in = Files.newInputStream(p, LinkOption.NOFOLLOW_LINKS)) {
            byte[] buf = new byte[1 << 16];
            int n;
            while ((n = in.read(buf)) > 0) {
                d.update(buf, 0, n);
            }
        } catch (NoSuchFileException e) {
            return "";
        }
        return HexFormat.of().formatHex(d.digest());
    }

    private static MessageDigest digest() {
        try {
            return MessageDigest.getInstance("SHA-256");
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException(e);
        }
    }

    private static void move(Path from, Path to) throws IOException {
        try {
            Files.move(from, to, StandardCopyOption.ATOMIC_MOVE);
        } catch (AtomicMoveNotSupportedException e) {
            Files.move(from, to);
        }
    }

    static void deleteTree(Path root) throws IOException {
        if (!Files.exists(root, LinkOption.NOFOLLOW_LINKS)) {
            return;
        }
        Files.walkFileTree(root, new SimpleFileVisitor<>() {
            @Override
            public FileVisitResult visitFile(Path file, BasicFileAttributes attrs) throws IOException {
                Files.delete(file);
                return FileVisitResult.CONTINUE;
            }

            @Override
            public FileVisitResult postVisitDirectory(Path d, IOException exc) throws IOException {
                Files.delete(d);
                return FileVisitResult.CONTINUE;
            }
        });
    }
}
