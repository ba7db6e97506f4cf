package io.zlayout.input;

import io.zlayout.model.Diagnostic;
import io.zlayout.model.SourceRef;
import io.zlayout.parallel.Parallel;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.FileVisitOption;
import java.nio.file.FileVisitResult;
import java.nio.file.SimpleFileVisitor;
import java.nio.file.attribute.BasicFileAttributes;
import java.util.ArrayList;
import java.util.EnumSet;
import java.util.Set;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.Comparator;
import java.util.TreeMap;
import java.util.stream.Stream;

/**
 * Turns the command line's INPUT arguments into read inputs: files and folders (recursively, in path
 * order), a folder's {@code zlayout.yaml}, format sniffing with {@code --input-format} overrides, and the
 * guest a host capture belongs to. An unrecognised file is noted and skipped; no readable input at all is
 * an {@link InputException}.
 */
public final class InputLoader {

    /** Told before each file is read, for a progress line. */
    public interface Listener {
        /** {@code index} counts from 1 up to {@code total}. */
        void reading(int index, int total, String path);
    }

    private final List<InputReader> readers;
    private final Map<Path, String> overrides;
    /** Each override's path as the user wrote it, for messages. */
    private final Map<Path, Path> overrideNames = new LinkedHashMap<>();
    /** The overrides that applied to a file read (several threads add to it). */
    private final Set<Path> usedOverrides = java.util.concurrent.ConcurrentHashMap.newKeySet();
    /** The archives opened, by normalised absolute path. */
    private final Set<Path> openedArchives = java.util.concurrent.ConcurrentHashMap.newKeySet();
    private Listener listener = (index, total, path) -> { };
    private boolean followSymlinks;
    private boolean strict;

    /**
     * @param overrides format per path (a file, or a folder for everything below it), from
     *                  {@code --input-format PATH=FORMAT}; formats must be known to the catalog
     */
    public InputLoader(List<InputReader> readers, Map<Path, String> overrides) {
        this.readers = List.copyOf(readers);
        this.overrides = new LinkedHashMap<>();
        overrides.forEach((p, f) -> {
            Path key = p.toAbsolutePath().normalize();
            this.overrides.put(key, f);
            overrideNames.putIfAbsent(key, p);
        });
    }

    /**
     * Follows symbolic links that lead outside the folder they are found in (by default such a link is
     * skipped with a warning, so that a site never reads a file its owner did not put there).
     */
    public InputLoader followSymlinks(boolean follow) {
        this.followSymlinks = follow;
        return this;
    }

    /** Makes any file of a folder that is skipped (unreadable, unrecognised, a link outside) an error. */
    public InputLoader strict(boolean strict) {
        this.strict = strict;
        return this;
    }

    /** Tells {@code l} about each file as it is read. */
    public InputLoader listener(Listener l) {
        this.listener = l;
        return this;
    }

    public Inputs load(List<Path> arguments) throws InputException {
        return load(arguments, null);
    }

    /**
     * Reads the arguments; {@code intentFile}, when given, is read as the intent and takes the place of the
     * manifest's {@code intent:}.
     */
    public Inputs load(List<Path> arguments, Path intentFile) throws InputException {
        usedOverrides.clear();
        openedArchives.clear();
        Manifest manifest = Manifest.EMPTY;
        Path siteRoot = null;
        String manifestPath = null;
        // display path -> file, sorted so that the result does not depend on argument order
        TreeMap<String, Candidate> files = new TreeMap<>();
        List<Diagnostic> diagnostics = new ArrayList<>();
        List<String> skipped = new ArrayList<>();
        for (Path arg : arguments) {
            String argDisplay = display(arg);
            if (!Files.exists(arg)) {
                throw new InputException(SourceRef.file(argDisplay), "no such file or directory");
            }
            if (Files.isDirectory(arg)) {
                Path yaml = arg.resolve(Manifest.FILE_NAME);
                if (Files.exists(yaml, java.nio.file.LinkOption.NOFOLLOW_LINKS) && !followSymlinks
                        && !inside(yaml, arg)) {
                    throw new InputException(SourceRef.file(display(yaml)), "a zlayout.yaml inside the site folder",
                            "a symbolic link leading outside it (add --follow-symlinks to read it)");
                }
                if (Files.exists(yaml) && !Files.isRegularFile(yaml)) {
                    throw new InputException(SourceRef.file(display(yaml)), "a regular file",
                            SourceFile.kind(yaml));
                }
                if (Files.isRegularFile(yaml)) {
                    if (siteRoot != null) {
                        throw new InputException(SourceRef.file(display(yaml)),
                                "one site per run, but " + manifestPath + " was read already");
                    }
                    manifestPath = display(yaml);
                    manifest = ManifestReader.read(SourceFile.load(yaml, manifestPath));
                    siteRoot = arg;
                    if (!manifest.inputs().isEmpty()) {
                        collectInputs(manifest, manifestPath, arg, files, diagnostics, skipped);
                        continue;
                    }
                }
                collect(arg, arg, files, diagnostics, skipped);
            } else if (!Files.isRegularFile(arg)) {
                throw new InputException(SourceRef.file(argDisplay), "a regular file or a folder",
                        SourceFile.kind(arg) + " (zlayout reads only regular files)");
            } else {
                files.putIfAbsent(argDisplay, new Candidate(arg, argDisplay, true));
            }
        }

        List<LoadedInput> loaded = new ArrayList<>();
        Map<Path, String> guestFolders = guestFolders(siteRoot, manifest);
        if (siteRoot == null) {
            // no zlayout.yaml: a folder argument's hosts/<GUEST>/ still names the guest
            for (Path arg : arguments) {
                if (Files.isDirectory(arg)) {
                    guestFolders(arg, Manifest.EMPTY).forEach(guestFolders::putIfAbsent);
                }
            }
        }
        List<Candidate> candidates = List.copyOf(files.values());
        List<Outcome> outcomes = readAll(candidates, manifest, guestFolders);
        for (int i = 0; i < candidates.size(); i++) {
            listener.reading(i + 1, candidates.size(), candidates.get(i).display);
            Outcome o = outcomes.get(i);
            diagnostics.addAll(o.diagnostics());
            skipped.addAll(o.refused());
            if (o.skipped()) {
                skipped.add(candidates.get(i).display);
            }
            loaded.addAll(o.inputs());
        }
        requireMemberOverridesUsed();
        if (strict && !skipped.isEmpty()) {
            throw new InputException(SourceRef.file(skipped.get(0)), "--strict: every file of the inputs read, but "
                    + skipped.size() + (skipped.size() == 1 ? " file was" : " files were")
                    + " skipped (this one first; see the warnings without --strict)");
        }
        for (InputReader r : readers) {
            loaded = r.resolve(loaded, diagnostics);
        }
        addIntent(loaded, intentFile, manifest, manifestPath);
        if (loaded.isEmpty()) {
            throw new InputException(null, "nothing to read: no input in a format zlayout knows ("
                    + String.join(", ", formatsOf(readers)) + ")" + nothingRead(arguments, diagnostics));
        }
        return new Inputs(loaded, diagnostics, manifest, siteRoot, manifestPath, skipped);
    }

    /** The files and folders a site's zlayout.yaml names in {@code inputs:}, each inside the site folder. */
    private void collectInputs(Manifest manifest, String manifestPath, Path arg, TreeMap<String, Candidate> files,
            List<Diagnostic> diagnostics, List<String> skipped) throws InputException {
        for (String in : manifest.inputs()) {
            Path p = arg.resolve(in).normalize();
            if (!p.toAbsolutePath().normalize().startsWith(arg.toAbsolutePath().normalize())) {
                throw new InputException(SourceRef.file(manifestPath),
                        "inputs inside the site folder", "'" + in + "'");
            }
            if (!Files.exists(p)) {
                throw new InputException(SourceRef.file(manifestPath),
                        "an existing file or folder in inputs:", "'" + in + "' (no such file or directory)");
            }
            if (!followSymlinks && !inside(p, arg)) {
                throw new InputException(SourceRef.file(manifestPath), "inputs inside the site folder",
                        InputException.quote(in) + ", a symbolic link leading outside it (add "
                                + "--follow-symlinks to read it)");
            }
            collect(p, arg, files, diagnostics, skipped);
        }
    }

    /** The intent: the --intent file in place of any other reading of it, else the manifest's {@code intent:}. */
    private void addIntent(List<LoadedInput> loaded, Path intentFile, Manifest manifest, String manifestPath)
            throws InputException {
        if (intentFile != null) {
            String d = display(intentFile);
            if (!Files.isRegularFile(intentFile)) {
                throw new InputException(SourceRef.file(d), "--intent names no readable file");
            }
            loaded.removeIf(in -> in.path().equals(d));
            loaded.add(new LoadedInput(d, "intent", null, new ParseResult("intent",
                    intentReader(d).read(SourceFile.load(intentFile, d), ReadContext.NONE).elements(), List.of())));
        } else if (manifest.intent() != null && !manifest.intent().isNull()) {
            // from the tree the manifest was read into: zlayout.yaml is parsed once
            loaded.add(new LoadedInput(manifestPath, "intent", null, new ParseResult("intent",
                    intentReader(manifestPath).readSection(manifestPath, manifest.intent()), List.of())));
        }
    }

    /**
     * Reads every candidate, on every core ({@link Parallel#map}). The largest files start first, so that one big
     * export does not start last and keep the run waiting; each file's outcome is its own, and they come back in
     * path order, so the order they finish in cannot change the result; the first error in path order is thrown.
     */
    private List<Outcome> readAll(List<Candidate> candidates, Manifest manifest, Map<Path, String> guestFolders)
            throws InputException {
        HeapBudget heap = HeapBudget.ofHeap();
        Map<Candidate, Long> sizes = new java.util.IdentityHashMap<>();
        candidates.forEach(c -> sizes.put(c, sizeOf(c.path)));
        return Parallel.map(candidates, Comparator.comparing((Candidate c) -> sizes.get(c)).reversed(), c -> {
            // files read at once share the heap: a big one waits until it fits beside the others
            long need = sizes.get(c) * SourceFile.HEAP_PER_BYTE;
            try {
                heap.take(need);
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                throw new IllegalStateException("interrupted while reading the inputs", e);
            }
            try {
                return readOne(c, manifest, guestFolders);
            } finally {
                heap.give(need);
            }
        });
    }

    private static long sizeOf(Path p) {
        try {
            return Files.size(p);
        } catch (IOException e) {
            return 0;
        }
    }

    private static final java.util.regex.Pattern OWN_SCHEMA =
            java.util.regex.Pattern.compile("\\A\\s*\\{\\s*\"schema\"\\s*:\\s*\"(zlayout\\.[a-z]+/[0-9.]+)\"");

    /** The schema of a JSON file zlayout writes (a baseline, findings, a plan), or null for any other text. */
    static String ownOutput(String text) {
        java.util.regex.Matcher m = OWN_SCHEMA.matcher(text.length() > 200 ? text.substring(0, 200) : text);
        return m.find() ? m.group(1) : null;
    }

    /** Reads one file: what the sequential loop did for it, with its diagnostics kept apart. */
    private Outcome readOne(Candidate c, Manifest manifest, Map<Path, String> guestFolders) throws InputException {
        List<Diagnostic> diagnostics = new ArrayList<>();
        SourceFile file;
        try {
            file = SourceFile.load(c.path, c.display);
        } catch (InputException e) {
            if (c.named) {
                throw e;
            }
            // one unreadable file of a folder does not stop the run, but it is never silent
            diagnostics.add(Diagnostic.warning(SourceRef.file(c.display), "skipped: " + reason(e, c.display)));
            return new Outcome(List.of(), diagnostics, true);
        }
        if (Archive.is(file.bytes())) {
            return readArchive(c, file, manifest, guestFolders);
        }
        String own = c.named || file.binary() ? null : ownOutput(file.text());
        if (own != null) {
            // a baseline kept in the site folder (docs/change-management.md), or a report written there: zlayout's
            // own, not an input, and not a file skipped for --strict
            diagnostics.add(Diagnostic.note(SourceRef.file(c.display), "left out: a " + own + " file zlayout"
                    + " wrote, not an input"));
            return new Outcome(List.of(), diagnostics, false);
        }
        Optional<InputReader> reader = choose(file, diagnostics, null);
        if (reader.isEmpty()) {
            return new Outcome(List.of(), diagnostics, true);
        }
        LoadedInput input = read(file, reader.get(), guestOf(c.path, guestFolders), manifest, diagnostics);
        // a file read to nothing is kept (its warning says so) and counted as skipped for --strict
        return new Outcome(List.of(input), diagnostics, input.result().elements().isEmpty());
    }

    /**
     * Reads the files of an archive (docs/formats/linux.md, "A dbginfo.sh archive"), each sniffed as a file of a
     * folder is, shown as {@code archive!/member}. A member's guest is the archive's (its folder), else the one
     * its own path names ({@code hosts/<GUEST>/}: zlayout collect's archive), else, in a dbginfo.sh archive, the
     * z/VM user ID its {@code vmcp q userid} answered.
     */
    private Outcome readArchive(Candidate c, SourceFile archive, Manifest manifest, Map<Path, String> guestFolders)
            throws InputException {
        List<Diagnostic> diagnostics = new ArrayList<>();
        Archive.Contents contents = Archive.open(archive.bytes(), c.display);
        openedArchives.add(c.path.toAbsolutePath().normalize());
        String archiveGuest = guestOf(c.path, guestFolders);
        String userid = archiveGuest == null && contents.dbginfo() ? Archive.zvmUserid(contents) : null;
        List<LoadedInput> inputs = new ArrayList<>();
        List<String> unread = new ArrayList<>();
        for (Archive.Member m : contents.members()) {
            String display = c.display + "!/" + io.zlayout.model.Quoted.printable(m.name());
            if (Archive.is(m.bytes())) {
                diagnostics.add(Diagnostic.note(SourceRef.file(display), "skipped: an archive inside an archive "
                        + "is not opened (unpack it and give zlayout its files)"));
                continue;
            }
            overrideFor(c.path, m.name()); // marks an override naming this member as used, read or not
            SourceFile file = SourceFile.member(c.path, display, m.bytes());
            Optional<InputReader> reader = file.bytes().length == 0 || file.binary() ? Optional.empty()
                    : choose(file, diagnostics, m.name());
            if (reader.isEmpty()) {
                unread.add(m.name());
                continue;
            }
            String guest = archiveGuest != null ? archiveGuest : memberGuest(m.name());
            inputs.add(read(file, reader.get(), guest != null ? guest : userid, manifest, diagnostics, false));
        }
        SourceRef at = SourceRef.file(c.display);
        // each member refused is a warning at archive!/member, and a file skipped for --strict
        List<String> refused = new ArrayList<>();
        for (String name : contents.unsafe()) {
            refused.add(refuse(diagnostics, c.display, name, "named outside the archive's own folder (an absolute"
                    + " path or '..'): never extracted or read"));
        }
        for (String name : contents.links()) {
            refused.add(refuse(diagnostics, c.display, name, "a link inside the archive: never followed or read"));
        }
        for (String name : contents.duplicates()) {
            refused.add(refuse(diagnostics, c.display, name, "the archive holds two members of this name with"
                    + " different content: neither read"));
        }
        if (contents.dbginfo()) {
            diagnostics.add(Diagnostic.note(at, "a dbginfo.sh archive: read " + inputs.size() + " of its files"
                    + (unread.isEmpty() ? "" : " (" + listed(unread) + " held nothing zlayout reads)")
                    + "; its other " + contents.passedOver() + " files (sysfs, /proc, logs) hold nothing zlayout"
                    + " reads"));
        } else if (!unread.isEmpty()) {
            diagnostics.add(Diagnostic.note(at, unread.size() + " file(s) of the archive not read: not a format "
                    + "zlayout recognises: " + listed(unread)));
        }
        if (inputs.isEmpty()) {
            diagnostics.add(Diagnostic.warning(at, "nothing read: the archive holds " + (contents.members().size()
                    + contents.passedOver()) + " file(s), none in a format zlayout reads" + (contents.dbginfo()
                    ? " (dbginfo.sh's runtime.out, zvm_runtime.out, etc/zfcp.conf, dasd.conf, multipath.conf, "
                    + "udev rules)" : "")));
        }
        return new Outcome(List.copyOf(inputs), diagnostics, inputs.isEmpty(), refused);
    }

    /**
     * What "nothing to read" adds: each file that was not read and why (at most five), else the inputs named
     * (a folder holding no file at all).
     */
    private static String nothingRead(List<Path> arguments, List<Diagnostic> diagnostics) {
        List<String> why = new ArrayList<>();
        for (Diagnostic d : diagnostics) {
            if (d.source() != null) {
                why.add(d.source().path() + " (" + d.message() + ")");
            }
        }
        if (why.isEmpty()) {
            boolean manifestOnly = arguments.stream().anyMatch(a -> java.nio.file.Files.isRegularFile(
                    a.resolve(Manifest.FILE_NAME)));
            return ": " + String.join(", ", arguments.stream().map(InputLoader::display).toList())
                    + (manifestOnly ? " holds no file but its " + Manifest.FILE_NAME : " holds no file");
        }
        return ": " + listed(why);
    }

    /** Notes a refused member as a warning at {@code archive!/member}; returns that name. */
    private static String refuse(List<Diagnostic> diagnostics, String archive, String member, String why) {
        String display = archive + "!/" + io.zlayout.model.Quoted.printable(member);
        diagnostics.add(Diagnostic.warning(SourceRef.file(display), "member not read: " + why));
        return display;
    }

    /** The first names of a list, for a message: at most five, then how many more. */
    private static String listed(List<String> names) {
        String shown = String.join(", ", names.subList(0, Math.min(5, names.size())));
        return names.size() > 5 ? shown + " and " + (names.size() - 5) + " more" : shown;
    }

    /** The guest an archive member's own path names: the folder after its last {@code hosts/}, or null. */
    static String memberGuest(String name) {
        String[] parts = name.split("/");
        for (int i = parts.length - 3; i >= 0; i--) {
            if (parts[i].equals("hosts")) {
                return parts[i + 1].toUpperCase(Locale.ROOT);
            }
        }
        return null;
    }

    /** Reads one file with its reader: the records, the reader's diagnostics, and a warning when nothing is read. */
    private LoadedInput read(SourceFile file, InputReader reader, String guest, Manifest manifest,
                             List<Diagnostic> diagnostics) throws InputException {
        return read(file, reader, guest, manifest, diagnostics, true);
    }

    /**
     * @param refuse whether a file read to nothing because its reader refused it at a line is an error (not for the
     *               members of an archive, which sniffing alone chose among many files of other kinds)
     */
    private LoadedInput read(SourceFile file, InputReader reader, String guest, Manifest manifest,
                             List<Diagnostic> diagnostics, boolean refuse) throws InputException {
        ReadContext ctx = new ReadContext(guest, manifest.storage());
        ParseResult result;
        try {
            result = reader.read(file, ctx);
        } catch (OutOfMemoryError e) {
            // what this file took is garbage again once the reader is left: say which file, in one line
            long size = file.bytes().length;
            file = null;
            throw new InputException(SourceRef.file(file.display()), "an input this Java heap of "
                    + (Runtime.getRuntime().maxMemory() >> 20) + " MiB can read", "a file of " + size
                    + " bytes that it cannot hold while reading it as " + reader.format()
                    + " (give Java more memory, e.g. ZLAYOUT_JAVA_OPTS=-Xmx4g, or split the file)");
        }
        int nul = file.firstNulLine();
        if (nul > 0) {
            diagnostics.add(Diagnostic.warning(file.ref(nul), "NUL bytes in a text file (damaged, or binary data "
                    + "pasted in): this line may have been read wrongly or skipped"));
        }
        String pasted = reader.readsText() && file.mayBePasted() ? Pasted.note(file.decoded()) : null;
        if (pasted != null) {
            diagnostics.add(Diagnostic.note(SourceRef.file(file.display()), pasted));
        }
        if (refuse && result.elements().isEmpty()) {
            refuseWhenNothingRead(reader, result);
        }
        diagnostics.addAll(result.diagnostics());
        if (result.elements().isEmpty() && result.diagnostics().stream()
                .noneMatch(d -> d.level() == Diagnostic.Level.WARNING)) {
            diagnostics.add(Diagnostic.warning(SourceRef.file(file.display()), "nothing read: the file was taken "
                    + "for " + reader.format() + " but holds nothing zlayout uses"));
        }
        return new LoadedInput(file.display(), reader.format(), ctx.guest(), result);
    }

    /**
     * A file of a format from which nothing was read because its reader refused what it holds (a warning at a
     * line: a USER entry without a valid user ID, the only table of a capture in a form the reader does not take)
     * is refused, at that line, with exit 3: "nothing read" must never pass as an empty site. A file read to
     * nothing without a refusal at a line (a capture of a host with no devices) stays a warning, and
     * {@code --strict} counts it as a skipped file.
     */
    private static void refuseWhenNothingRead(InputReader reader, ParseResult result)
            throws InputException {
        Diagnostic first = null;
        int refused = 0;
        for (Diagnostic d : result.diagnostics()) {
            if (d.level() == Diagnostic.Level.WARNING && d.source() != null && d.source().line() > 0) {
                refused++;
                if (first == null || d.source().compareTo(first.source()) < 0) {
                    first = d;
                }
            }
        }
        if (first != null) {
            throw new InputException(first.source(), first.message() + " (nothing was read from this file as "
                    + reader.format() + (refused > 1 ? "; " + (refused - 1) + " more refusal(s) after this one"
                    : "") + ")");
        }
    }

    /**
     * @param inputs  what was read: none when the file was not read, one per member read of an archive
     * @param skipped the file was left out (unreadable or unrecognised), for {@code --strict}
     */
    private record Outcome(List<LoadedInput> inputs, List<Diagnostic> diagnostics, boolean skipped,
                           List<String> refused) {

        /** Nothing refused inside the file. */
        Outcome(List<LoadedInput> inputs, List<Diagnostic> diagnostics, boolean skipped) {
            this(inputs, diagnostics, skipped, List.of());
        }
    }

    /** The loader's intent reader, for the intent of {@code display}. */
    private InputReader.Sectioned intentReader(String display) throws InputException {
        for (InputReader r : readers) {
            if (r.format().equals("intent") && r instanceof InputReader.Sectioned s) {
                return s;
            }
        }
        throw new InputException(SourceRef.file(display), "an intent, but this loader has no intent reader");
    }

    /**
     * The reader for {@code file}: the one {@code --input-format} names, else the one sniffing it surest. An
     * archive's member ({@code member}, its name in the archive; null for a file) takes the format named for it
     * ({@code ARCHIVE!/MEMBER}), for a folder of the archive ({@code ARCHIVE!/FOLDER}), for the archive or for a
     * folder above it, the deepest of these; one nothing names and nothing recognises is left to the caller to
     * tell, with the others.
     */
    private Optional<InputReader> choose(SourceFile file, List<Diagnostic> diagnostics, String member)
            throws InputException {
        String forced = overrideFor(file.path(), member);
        if (forced != null) {
            for (InputReader r : readers) {
                if (r.format().equals(forced)) {
                    return Optional.of(r);
                }
            }
            throw new InputException(SourceRef.file(file.display()), "a known format for --input-format",
                    "'" + forced + "'");
        }
        if (file.bytes().length == 0) {
            diagnostics.add(Diagnostic.note(SourceRef.file(file.display()), "skipped: empty file"));
            return Optional.empty();
        }
        if (file.binary()) {
            diagnostics.add(Diagnostic.warning(SourceRef.file(file.display()), "skipped: binary data, not text "
                    + "(UTF-16 text needs a byte-order mark)"));
            return Optional.empty();
        }
        InputReader best = null;
        int bestScore = InputReader.LIKELY - 1;
        for (InputReader r : readers) {
            int s = r.sniff(file);
            if (s > bestScore) {
                best = r;
                bestScore = s;
            }
        }
        if (best == null && member == null) {
            diagnostics.add(Diagnostic.note(SourceRef.file(file.display()),
                    "skipped: not a format zlayout recognises (use --input-format PATH=FORMAT to name it)"));
            return Optional.empty();
        }
        return Optional.ofNullable(best);
    }

    private String overrideFor(Path path, String member) {
        Path abs = path.toAbsolutePath().normalize();
        // a member's own path: the archive's name and '!' as one folder, its name in the archive below it
        Path inside = member == null ? null : abs.resolveSibling(abs.getFileName() + "!").resolve(member).normalize();
        String found = null;
        int depth = -1;
        for (Map.Entry<Path, String> e : overrides.entrySet()) {
            boolean applies = abs.startsWith(e.getKey()) || inside != null && inside.startsWith(e.getKey());
            if (applies) {
                usedOverrides.add(e.getKey());
            }
            if (applies && e.getKey().getNameCount() > depth) {
                found = e.getValue();
                depth = e.getKey().getNameCount();
            }
        }
        return found;
    }

    /**
     * Refuses an {@code ARCHIVE!/MEMBER} (or {@code ARCHIVE!/FOLDER}) override that reached no file: a member's
     * name mistyped would otherwise leave the file to sniffing, read as another format or not at all, with
     * nothing said. The first such override in the order given is named.
     */
    private void requireMemberOverridesUsed() throws InputException {
        for (Map.Entry<Path, Path> e : overrideNames.entrySet()) {
            Path key = e.getKey();
            Path archive = archiveOf(key);
            if (archive == null || usedOverrides.contains(key)) {
                continue;
            }
            Path given = archiveOf(e.getValue());
            String shown = display(given != null ? given : archive);
            String member = display(archive.resolveSibling(archive.getFileName() + "!").relativize(key));
            throw new InputException(null, "--input-format " + display(e.getValue()) + "=" + overrides.get(key)
                    + ": " + (openedArchives.contains(archive) ? "the archive " + shown + " holds no file or folder "
                    + InputException.quote(member) + " that zlayout reads (a member is named as the archive lists "
                    + "it, with its folders: ARCHIVE!/FOLDER/FILE)" : shown + " is not an archive among the inputs")
                    + "; the format applies to nothing");
        }
    }

    /**
     * The archive an override's path names a member of ({@code x.tgz} for {@code x.tgz!/a/b}): the path up to
     * its first part ending in {@code !} that is not itself a file or folder; null for an ordinary path.
     */
    private static Path archiveOf(Path key) {
        if (Files.exists(key)) {
            return null;
        }
        Path root = key.getRoot();
        for (int i = 0; i < key.getNameCount(); i++) {
            String part = key.getName(i).toString();
            if (part.length() > 1 && part.endsWith("!")) {
                Path upTo = key.subpath(0, i + 1);
                Path bang = root == null ? upTo : root.resolve(upTo);
                if (!Files.exists(bang)) {
                    return bang.resolveSibling(part.substring(0, part.length() - 1));
                }
            }
        }
        return null;
    }

    /**
     * Every regular file below {@code root} (hidden files and folders left out), in path order. A symbolic
     * link is read only when it leads to a file inside {@code boundary} (the site or argument folder) unless
     * links are followed; FIFOs, devices, sockets and what cannot be listed are skipped with a warning.
     */
    private void collect(Path root, Path boundary, TreeMap<String, Candidate> files, List<Diagnostic> diagnostics,
                         List<String> skipped) throws InputException {
        if (Files.isRegularFile(root)) {
            String d = display(root);
            files.putIfAbsent(d, new Candidate(root, d, false));
            return;
        }
        // a folder named through a link is walked as the folder it leads to ("link/." is that folder)
        Path start = Files.isSymbolicLink(root) ? root.resolve(".") : root;
        Set<FileVisitOption> options = followSymlinks ? EnumSet.of(FileVisitOption.FOLLOW_LINKS)
                : EnumSet.noneOf(FileVisitOption.class);
        try {
            Files.walkFileTree(start, options, Integer.MAX_VALUE, new SimpleFileVisitor<>() {
                @Override
                public FileVisitResult preVisitDirectory(Path dir, BasicFileAttributes attrs) {
                    return !dir.equals(start) && hidden(start, dir) ? FileVisitResult.SKIP_SUBTREE
                            : FileVisitResult.CONTINUE;
                }

                @Override
                public FileVisitResult visitFile(Path p, BasicFileAttributes attrs) throws IOException {
                    if (hidden(start, p) || p.getFileName().toString().equals(Manifest.FILE_NAME)) {
                        return FileVisitResult.CONTINUE;
                    }
                    String d = display(p);
                    if (attrs.isSymbolicLink()) {
                        if (!inside(p, boundary)) {
                            skip(diagnostics, skipped, d, "skipped: a symbolic link leading outside "
                                    + display(boundary) + " (add --follow-symlinks to read it)");
                            return FileVisitResult.CONTINUE;
                        }
                        if (!Files.isRegularFile(p)) {
                            skip(diagnostics, skipped, d, "skipped: a symbolic link to "
                                    + (Files.exists(p) ? SourceFile.kind(p) : "nothing") + ", not a regular file");
                            return FileVisitResult.CONTINUE;
                        }
                    } else if (!attrs.isRegularFile()) {
                        skip(diagnostics, skipped, d, "skipped: " + SourceFile.kind(p) + ", not a regular file");
                        return FileVisitResult.CONTINUE;
                    }
                    files.putIfAbsent(d, new Candidate(p, d, false));
                    return FileVisitResult.CONTINUE;
                }

                @Override
                public FileVisitResult visitFileFailed(Path p, IOException e) {
                    String why = e instanceof java.nio.file.FileSystemLoopException ? "a symbolic link loop"
                            : e instanceof java.nio.file.AccessDeniedException ? "permission denied"
                            : String.valueOf(e.getMessage());
                    skip(diagnostics, skipped, display(p), "skipped: cannot read: " + why);
                    return FileVisitResult.CONTINUE;
                }
            });
        } catch (IOException | java.io.UncheckedIOException e) {
            throw new InputException(SourceRef.file(display(root)), "cannot list folder: " + e.getMessage());
        }
    }

    private static void skip(List<Diagnostic> diagnostics, List<String> skipped, String display, String why) {
        diagnostics.add(Diagnostic.warning(SourceRef.file(display), why));
        skipped.add(display);
    }

    /** The message of an error reading {@code display}, without the file name it starts with. */
    private static String reason(InputException e, String display) {
        String m = String.valueOf(e.getMessage());
        return m.startsWith(display + ": ") ? m.substring(display.length() + 2) : m;
    }

    /** True when {@code p}, links resolved, lies inside {@code folder} (links resolved). */
    private static boolean inside(Path p, Path folder) {
        try {
            return p.toRealPath().startsWith(folder.toRealPath());
        } catch (IOException e) {
            return false; // a dangling link leads nowhere inside
        }
    }

    private static boolean hidden(Path root, Path p) {
        Path rel = root.relativize(p);
        for (Path part : rel) {
            if (part.toString().startsWith(".")) {
                return true;
            }
        }
        return false;
    }

    /** Folder -> guest: zlayout.yaml {@code hosts:} entries, and every {@code hosts/<GUEST>/} of the site. */
    private static Map<Path, String> guestFolders(Path siteRoot, Manifest manifest) throws InputException {
        Map<Path, String> out = new LinkedHashMap<>();
        if (siteRoot == null) {
            return out;
        }
        for (Map.Entry<String, String> e : manifest.hosts().entrySet()) {
            out.put(siteRoot.resolve(e.getValue()).toAbsolutePath().normalize(), e.getKey().toUpperCase(Locale.ROOT));
        }
        Path hosts = siteRoot.resolve("hosts");
        if (Files.isDirectory(hosts)) {
            try (Stream<Path> list = Files.list(hosts)) {
                for (Path g : (Iterable<Path>) list.sorted()::iterator) {
                    if (Files.isDirectory(g)) {
                        out.putIfAbsent(g.toAbsolutePath().normalize(),
                                g.getFileName().toString().toUpperCase(Locale.ROOT));
                    }
                }
            } catch (IOException e) {
                throw new InputException(SourceRef.file(display(hosts)), "cannot list folder: " + e.getMessage());
            }
        }
        return out;
    }

    private static String guestOf(Path file, Map<Path, String> guestFolders) {
        Path abs = file.toAbsolutePath().normalize();
        String found = null;
        int depth = -1;
        for (Map.Entry<Path, String> e : guestFolders.entrySet()) {
            if (abs.startsWith(e.getKey()) && e.getKey().getNameCount() > depth) {
                found = e.getValue();
                depth = e.getKey().getNameCount();
            }
        }
        return found;
    }

    private static List<String> formatsOf(List<InputReader> readers) {
        return readers.stream().map(InputReader::format).toList();
    }

    /** A path as shown to users: as given, normalised, with '/' separators. */
    public static String display(Path p) {
        String s = io.zlayout.model.Quoted.printable(p.normalize().toString().replace('\\', '/'));
        return s.isEmpty() ? "." : s;
    }

    /** A file to read; {@code named} when it was named on the command line (then an error stops the run). */
    private record Candidate(Path path, String display, boolean named) {
    }
}
