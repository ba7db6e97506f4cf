package io.zlayout.emit;

import io.zlayout.parallel.Parallel;
import io.zlayout.plan.Plan;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashSet;
import java.util.List;
import java.util.Set;

/**
 * The one list of emitters, and the entry point for {@code zlayout plan --out DIR}. The summaries and the
 * README come last because they list the files the others wrote.
 */
public final class Emitters {

    private static final List<Emitter> EMITTERS = List.of(
            new StorageScriptEmitter(),
            new ZoningEmitter(),
            new IocdsChangesEmitter(),
            new ZvmDirectoryEmitter(),
            new DirMaintEmitter(),
            new ReleaseEmitter(),
            new RollbackEmitter(),
            new ChzdevEmitter(),
            new ZfcpConfEmitter(),
            new DasdConfEmitter(),
            new MultipathConfEmitter(),
            new LvmScriptEmitter(),
            new MigrateScriptEmitter(),
            new GuestSummaryEmitter(),
            new SiteReadmeEmitter());

    private Emitters() {
    }

    public static List<Emitter> all() {
        return EMITTERS;
    }

    /** The name of a guest's folder under {@code guests/} in the plan output (lower case, path-safe). */
    public static String guestFolder(String guest) {
        return GuestLayout.token(guest);
    }

    /**
     * Every file of the plan output, sorted by path; the same Plan gives the same bytes. No file is written.
     *
     * @throws IllegalArgumentException when the plan holds a value no file may carry (a guest name that is not
     *                                  a z/VM user ID, a malformed device number, WWPN or LUN, ...)
     */
    public static List<EmittedFile> emit(Plan plan) {
        return emit(plan, EMITTERS);
    }

    /**
     * {@link #emit(Plan)} with the emitters given, in their order. The emitters run side by side, on every core
     * (a plan of thousands of guests is tens of megabytes of text): each is given the paths of those before it
     * from their names alone, and the files are taken in the emitters' order; when several fail, the first
     * emitter's error is the one thrown, as if they had run one after the other.
     */
    static List<EmittedFile> emit(Plan plan, List<Emitter> emitters) {
        List<GuestLayout> layouts = GuestLayout.all(plan.guests());
        List<List<String>> earlier = new ArrayList<>();
        List<String> paths = new ArrayList<>();
        for (Emitter e : emitters) {
            earlier.add(List.copyOf(paths));
            paths.addAll(e instanceof GuestEmitter g ? g.paths(layouts) : e.paths(plan));
        }
        List<Integer> order = java.util.stream.IntStream.range(0, emitters.size()).boxed().toList();
        List<List<EmittedFile>> results = Parallel.map(order, n -> {
            Emitter e = emitters.get(n);
            return e instanceof GuestEmitter g ? g.emit(plan, layouts, earlier.get(n)) : e.emit(plan, earlier.get(n));
        });
        List<EmittedFile> files = new ArrayList<>();
        Set<String> seen = new HashSet<>();
        for (int i = 0; i < emitters.size(); i++) {
            List<EmittedFile> written = results.get(i);
            List<String> named = paths.subList(earlier.get(i).size(),
                    i + 1 < emitters.size() ? earlier.get(i + 1).size() : paths.size());
            if (!named.equals(written.stream().map(EmittedFile::path).toList())) {
                throw new IllegalStateException(emitters.get(i).getClass().getSimpleName()
                        + " names other files than it writes: " + named.size() + " named, " + written.size()
                        + " written");
            }
            for (EmittedFile f : written) {
                if (!seen.add(f.path())) {
                    throw new IllegalStateException("two emitters wrote " + f.path());
                }
                files.add(f);
            }
        }
        files.sort(Comparator.comparing(EmittedFile::path));
        return List.copyOf(files);
    }

    /**
     * The path of every file {@link #emit} gives for the plan, sorted, without making their text: a report
     * that lists each guest's files needs no more.
     */
    public static List<String> paths(Plan plan) {
        List<GuestLayout> layouts = GuestLayout.all(plan.guests());
        List<String> out = new ArrayList<>();
        for (Emitter e : EMITTERS) {
            out.addAll(e instanceof GuestEmitter g ? g.paths(layouts) : e.paths(plan));
        }
        out.sort(Comparator.naturalOrder());
        return List.copyOf(out);
    }
}
