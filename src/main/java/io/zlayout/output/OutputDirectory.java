package io.zlayout.output;

import io.zlayout.parallel.Parallel;
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
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Collection;
import java.util.EnumSet;
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
 *
 * <p>What moves, moves as a whole where it can: a folder of the new plan that is not in the target yet (all of
 * {@code guests/} in a new folder) is one rename, and so is moving aside a folder of the earlier plan that holds
 * nothing but its files; a folder holding anything else (a file or a folder of the user's) is kept, and the
 * files are moved one by one in it. The staging is written on every core, each file hashed where it is written.
 */
public final class OutputDirectory {

    /** The record of what the last plan wrote. */
    static final String RECORD = io.zlayout.diff.PlanFolder.RECORD;
    /** The lock file two runs contend for. */
    static final String LOCK = io.zlayout.diff.PlanFolder.LOCK;
    private static final String STAGING = ".zlayout-new-";
    private static final String BACKUP = ".zlayout-old-";

    /** One file: a relative path with '/' separators, its bytes, and whether it is a script. */
    public record FileContent(String path, byte[] content, boolean executable) {
    }

    /** The folder is not one a plan may be written into, or not without {@code --force}: a usage error. */
    public static final class RefusedException extends RuntimeException {
        RefusedException(String message) {
            super(message);
        }
    }

    /** Another run holds the folder's lock. */
    public static final class LockedException extends IOException {
        LockedException(String message) {
            super(message);
        }
    }

    private OutputDirectory() {
    }

    public static void write(Path target, List<FileContent> files, boolean force) throws IOException {
        write(target, files, force, List.of());
    }

    /**
     * Writes {@code files} into {@code target}; {@code inputs} are the files and folders the run read, which
     * the folder must neither be, hold, nor lie inside.
     */
    public static void write(Path target, List<FileContent> files, boolean force, Collection<Path> inputs)
            throws IOException {
        write(target, files, force, inputs, OutputDirectory::move);
    }

    static void write(Path target, List<FileContent> files, boolean force, Collection<Path> inputs, Mover mover)
            throws IOException {
        for (FileContent f : files) {
            checkName(f.path());
        }
        String shown = InputLoader.display(target);
        Path dir = real(target);
        if (Files.exists(dir) && !Files.isDirectory(dir)) {
            throw new RefusedException("--out " + shown + " is a file, not a folder");
        }
        for (Path in : inputs) {
            Path input = real(in);
            if (dir.equals(input) || input.startsWith(dir)) {
                throw new RefusedException("--out " + shown + (dir.equals(input) ? " is" : " holds")
                        + " the input " + InputLoader.display(in) + "; write the plan into a folder of its own");
            }
            if (dir.startsWith(input)) {
                throw new RefusedException("--out " + shown + " is inside the input "
                        + InputLoader.display(in) + "; write the plan into a folder of its own");
            }
        }
        boolean guarded = guarded(dir);
        if (guarded && Files.isDirectory(dir)) {
            Scan pre = scan(dir, readRecord(dir, shown));
            if (!pre.foreign.isEmpty()) {
                throw new RefusedException("--out " + shown + " is " + guardName(dir)
                        + " and holds files no zlayout plan wrote (" + pre.foreign.first()
                        + "); write the plan into a folder of its own");
            }
        }
        boolean created = makeFolder(dir);
        Path lockFile = dir.resolve(LOCK);
        if (Files.exists(lockFile, LinkOption.NOFOLLOW_LINKS) && !Files.isRegularFile(lockFile, LinkOption.NOFOLLOW_LINKS)) {
            throw new RefusedException("--out " + shown + ": " + LOCK + " is not a regular file; remove it");
        }
        boolean done = false;
        try (FileChannel channel = openLock(lockFile)) {
            boolean lockMade = channel != null;
            // a run that finds the folder locked leaves it, and the lock file, exactly as they are
            try (FileChannel ch = channel == null ? FileChannel.open(lockFile, StandardOpenOption.WRITE,
                    LinkOption.NOFOLLOW_LINKS) : channel; FileLock lock = tryLock(ch, shown)) {
                try {
                    replace(dir, shown, files, force, mover);
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
                if (first.startsWith(STAGING) && rel.getNameCount() > 1) {
                    rel = rel.subpath(1, rel.getNameCount()); // the plan's file, as it was being staged
                }
                where += first.startsWith(BACKUP) || rel.getName(0).toString().startsWith(STAGING) ? ""
                        : ": " + rel.toString().replace('\\', '/');
            } else if (!p.startsWith(dir)) {
                where = file;
            }
        }
        String reason = FileError.reason(e);
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

    private static void replace(Path dir, String shown, List<FileContent> files, boolean force, Mover mover)
            throws IOException {
        Map<String, String> recorded = readRecord(dir, shown);
        Scan scan = scan(dir, recorded);
        if (!force && (!scan.ours.isEmpty() || !scan.foreign.isEmpty())) {
            throw new RefusedException("--out " + shown + (scan.foreign.isEmpty()
                    ? " holds an earlier plan; add --force to replace it"
                    : " is not empty; add --force to write the plan beside what is there"));
        }
        if (!scan.changed.isEmpty()) {
            throw new RefusedException("--out " + shown + ": " + scan.changed.first()
                    + " was written by an earlier plan and has changed since; move it away to replace it");
        }
        Tree tree = Tree.of(files);
        String clash = tree.clash(dir, scan.ours);
        if (clash != null) {
            throw new RefusedException("--out " + shown + ": " + clash
                    + " was not written by an earlier plan; zlayout does not replace it");
        }
        Path staging = Files.createTempDirectory(dir, STAGING);
        Path backup = null;
        Map<Path, Tree> movedIn = new LinkedHashMap<>();
        Map<Path, Path> movedAside = new LinkedHashMap<>();
        try {
            String[] sums = tree.stage(staging, files.size());
            Map<String, String> record = new TreeMap<>();
            for (int i = 0; i < files.size(); i++) {
                record.put(files.get(i).path(), sums[i]);
            }
            Files.write(staging.resolve(RECORD), recordJson(record).getBytes(StandardCharsets.UTF_8));

            // creating a file or folder is what costs (a tenth of a millisecond of system time each on the
            // build machine's file system, 25,000 of them for the largest site), so what can move as a whole
            // does: an earlier plan's folder that holds nothing else goes aside in one rename, and a folder
            // of the new plan that is not there yet comes in with one
            List<String> aside = scan.asideRoots();
            if (!aside.isEmpty()) {
                backup = Files.createTempDirectory(dir, BACKUP);
            }
            int n = 0;
            for (String old : aside) {
                Path from = dir.resolve(old);
                Path to = backup.resolve(Integer.toString(n++));
                mover.move(from, to);
                movedAside.put(from, to);
            }
            tree.moveIn(dir, staging, mover, movedIn);
            mover.move(staging.resolve(RECORD), dir.resolve(RECORD));
            movedAside.clear(); // committed: what was moved aside is deleted with the backup folder
            pruneEmptyParents(dir, aside, tree);
        } catch (IOException | RuntimeException e) {
            rollBack(movedIn, movedAside);
            throw e;
        } finally {
            deleteTree(staging);
            if (backup != null && movedAside.isEmpty()) {
                deleteTree(backup);
            }
        }
    }

    /** Moves a file or a folder within the output folder; a test gives one that fails on the way. */
    interface Mover {
        void move(Path from, Path to) throws IOException;
    }

    private static void rollBack(Map<Path, Tree> movedIn, Map<Path, Path> movedAside) {
        // what this run moved in goes: its files, and its folders once empty (a file someone put into one of
        // them meanwhile stays, and so does the folder holding it)
        for (Map.Entry<Path, Tree> e : movedIn.entrySet()) {
            e.getValue().remove(e.getKey());
        }
        for (Map.Entry<Path, Path> e : movedAside.entrySet()) {
            try {
                Files.createDirectories(e.getKey().getParent());
                move(e.getValue(), e.getKey());
            } catch (IOException ignored) {
                // it stays in the backup folder, where the user can find it
            }
        }
        movedAside.clear();
    }

    /**
     * The new plan's files as a tree of folders, so that each folder is looked at, made and moved once rather
     * than once per file in it.
     */
    private static final class Tree {
        /** The folders and files below this folder, by name; a file has its content, a folder null. */
        private final TreeMap<String, Tree> children = new TreeMap<>();
        private final FileContent file;
        /** A file's place in the list given to {@link #of}. */
        private final int index;
        /** The place, in path order, of a file or of the first file of a folder. */
        private int order;

        private Tree(FileContent file, int index) {
            this.file = file;
            this.index = index;
        }

        static Tree of(List<FileContent> files) {
            Tree root = new Tree(null, -1);
            for (int n = 0; n < files.size(); n++) {
                FileContent f = files.get(n);
                Tree t = root;
                String[] parts = f.path().split("/");
                for (int i = 0; i < parts.length; i++) {
                    boolean last = i == parts.length - 1;
                    Tree child = t.children.get(parts[i]);
                    if (child == null) {
                        child = new Tree(last ? f : null, last ? n : -1);
                        t.children.put(parts[i], child);
                    } else if (last || child.file != null) {
                        throw new IllegalStateException("two files of the plan at one path: " + f.path());
                    }
                    t = child;
                }
            }
            root.number(0);
            return root;
        }

        private int number(int next) {
            order = next;
            if (file != null) {
                return next + 1;
            }
            for (Tree t : children.values()) {
                next = t.number(next);
            }
            return next;
        }

        /**
         * The first path of the new plan, in path order, that would replace or pass through something zlayout
         * did not write; null when there is none. Only what exists is looked at: a folder that is not there
         * clears all its files at once.
         */
        String clash(Path dir, Set<String> ours) {
            for (Map.Entry<String, Tree> e : children.entrySet()) {
                String found = e.getValue().clash(dir.resolve(e.getKey()), e.getKey(), ours);
                if (found != null) {
                    return found;
                }
            }
            return null;
        }

        private String clash(Path p, String rel, Set<String> ours) {
            if (!Files.exists(p, LinkOption.NOFOLLOW_LINKS)) {
                return null;
            }
            if (file != null) {
                return ours.contains(rel) ? null : rel;
            }
            if (Files.isSymbolicLink(p) || !Files.isDirectory(p, LinkOption.NOFOLLOW_LINKS)) {
                return rel;
            }
            for (Map.Entry<String, Tree> e : children.entrySet()) {
                String found = e.getValue().clash(p.resolve(e.getKey()), rel + "/" + e.getKey(), ours);
                if (found != null) {
                    return found;
                }
            }
            return null;
        }

        /**
         * Writes the tree into {@code at}, which exists and is empty, each folder made before what it holds;
         * returns each file's SHA-256, by its place in the list given to {@link #of}. Creating a file or a folder
         * is system time, and SHA-256 plain Java at the JIT's first tier (the launcher's choice): the folders are
         * shared out over every core, each file hashed where it is written. Which file or folder fails first
         * when several do is decided in path order, as if one thread had written them.
         */
        String[] stage(Path at, int count) throws IOException {
            String[] sums = new String[count];
            IOException[] failed = new IOException[count];
            write(this, at, sums, failed);
            for (IOException e : failed) {
                if (e != null) {
                    throw e;
                }
            }
            return sums;
        }

        /** One folder written: its files here, its folders as tasks of their own ({@link Parallel#map}). */
        private static void write(Tree folder, Path at, String[] sums, IOException[] failed) {
            List<Map.Entry<Tree, Path>> below = new ArrayList<>();
            for (Map.Entry<String, Tree> e : folder.children.entrySet()) {
                Path p = at.resolve(e.getKey());
                Tree t = e.getValue();
                try {
                    if (t.file == null) {
                        Files.createDirectory(p);
                        below.add(Map.entry(t, p));
                    } else {
                        sums[t.index] = sha256(t.file.content());
                        Files.write(p, t.file.content(), StandardOpenOption.CREATE_NEW, StandardOpenOption.WRITE);
                        if (t.file.executable()) {
                            makeExecutable(p);
                        }
                    }
                } catch (IOException x) {
                    failed[t.order] = x;
                }
            }
            Parallel.map(below, b -> {
                write(b.getKey(), b.getValue(), sums, failed);
                return null;
            });
        }

        /**
         * Moves the staged tree into {@code dir}: whatever is not there yet in one move (a folder with all it
         * holds), into a folder that is there, what it holds, one by one.
         */
        void moveIn(Path dir, Path staged, Mover mover, Map<Path, Tree> movedIn) throws IOException {
            for (Map.Entry<String, Tree> e : children.entrySet()) {
                Path to = dir.resolve(e.getKey());
                Tree t = e.getValue();
                if (t.file == null && Files.isDirectory(to, LinkOption.NOFOLLOW_LINKS)) {
                    t.moveIn(to, staged.resolve(e.getKey()), mover, movedIn);
                } else {
                    mover.move(staged.resolve(e.getKey()), to);
                    movedIn.put(to, t);
                }
            }
        }

        /** Removes what this tree put at {@code at}: its files, then its folders that are left empty. */
        void remove(Path at) {
            try {
                if (file != null) {
                    Files.deleteIfExists(at);
                    return;
                }
                for (Map.Entry<String, Tree> e : children.entrySet()) {
                    e.getValue().remove(at.resolve(e.getKey()));
                }
                Files.deleteIfExists(at);
            } catch (IOException ignored) {
                // not empty, or gone: best effort, the error that caused the roll-back is the one reported
            }
        }

        /** Whether {@code rel} is a folder or a file of the new plan. */
        boolean holds(String rel) {
            Tree t = this;
            for (String part : rel.split("/")) {
                t = t.children.get(part);
                if (t == null) {
                    return false;
                }
            }
            return true;
        }
    }

    /**
     * What is in the folder: files of the earlier plan (unchanged), changed ones, the first file found that no
     * plan wrote (the walk stops there: a folder like / is never walked whole), and the folders below it that
     * hold files of the earlier plan and nothing else (each of their folders too), as far as the walk went.
     */
    private record Scan(TreeSet<String> ours, TreeSet<String> changed, TreeSet<String> foreign,
                        TreeSet<String> whole) {

        /**
         * What to move aside to remove the earlier plan's files: for each, its outermost folder that holds
         * nothing else, else the file itself; in path order.
         */
        List<String> asideRoots() {
            TreeSet<String> roots = new TreeSet<>();
            for (String p : ours) {
                String root = p;
                for (int i = p.indexOf('/'); i >= 0; i = p.indexOf('/', i + 1)) {
                    if (whole.contains(p.substring(0, i))) {
                        root = p.substring(0, i);
                        break;
                    }
                }
                roots.add(root);
            }
            return List.copyOf(roots);
        }
    }

    private static Scan scan(Path dir, Map<String, String> recorded) throws IOException {
        Scan s = new Scan(new TreeSet<>(), new TreeSet<>(), new TreeSet<>(), new TreeSet<>());
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
        List<String> sums = Parallel.map(toHash, e -> sha256(dir.resolve(e.getKey())));
        for (int i = 0; i < toHash.size(); i++) {
            Map.Entry<String, String> e = toHash.get(i);
            (e.getValue().equals(sums.get(i)) ? s.ours : s.changed).add(e.getKey());
        }
        // per folder being walked: how many entries it has, and whether all of them are the earlier plan's
        ArrayDeque<int[]> open = new ArrayDeque<>();
        Files.walkFileTree(dir, new SimpleFileVisitor<>() {
            @Override
            public FileVisitResult preVisitDirectory(Path d, BasicFileAttributes attrs) {
                String name = d.getFileName() == null ? "" : d.getFileName().toString();
                if (!d.equals(dir) && d.getParent().equals(dir)
                        && (name.startsWith(STAGING) || name.startsWith(BACKUP))) {
                    entry(false);
                    return FileVisitResult.SKIP_SUBTREE; // left by a run that was killed: harmless, not replaced
                }
                open.push(new int[] {0, 1});
                return FileVisitResult.CONTINUE;
            }

            @Override
            public FileVisitResult visitFile(Path f, BasicFileAttributes attrs) {
                String rel = dir.relativize(f).toString().replace('\\', '/');
                entry(s.ours.contains(rel));
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

            @Override
            public FileVisitResult postVisitDirectory(Path d, IOException e) {
                int[] folder = open.pop();
                boolean whole = e == null && folder[0] > 0 && folder[1] == 1;
                if (whole && !d.equals(dir)) {
                    s.whole.add(dir.relativize(d).toString().replace('\\', '/'));
                }
                entry(whole);
                return FileVisitResult.CONTINUE;
            }

            private void entry(boolean ours) {
                int[] parent = open.peek();
                if (parent != null) {
                    parent[0]++;
                    parent[1] &= ours ? 1 : 0;
                }
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
                throw new RefusedException("--out " + shown + ": " + RECORD + " is too large to be a record");
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
            throw new RefusedException("--out " + shown + ": cannot use the record of the earlier plan ("
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
    public static Path real(Path p) throws IOException {
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

    /** Removes the folders that moving the earlier plan's files aside left empty (a folder not empty stays). */
    private static void pruneEmptyParents(Path dir, List<String> removed, Tree kept) {
        for (String r : removed) {
            if (kept.holds(r)) {
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
