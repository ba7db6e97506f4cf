package io.zlayout.emit;

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
            new ZvmDirectoryEmitter(),
            new DirMaintEmitter(),
            new ReleaseEmitter(),
            new RollbackEmitter(),
            new ChzdevEmitter(),
            new ZfcpConfEmitter(),
            new DasdConfEmitter(),
            new MultipathConfEmitter(),
            new LvmScriptEmitter(),
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
        List<GuestLayout> layouts = GuestLayout.all(plan.guests());
        List<EmittedFile> files = new ArrayList<>();
        List<String> paths = new ArrayList<>();
        Set<String> seen = new HashSet<>();
        for (Emitter e : EMITTERS) {
            List<EmittedFile> written = e instanceof GuestEmitter g ? g.emit(plan, layouts, List.copyOf(paths))
                    : e.emit(plan, List.copyOf(paths));
            for (EmittedFile f : written) {
                if (!seen.add(f.path())) {
                    throw new IllegalStateException("two emitters wrote " + f.path());
                }
                files.add(f);
                paths.add(f.path());
            }
        }
        files.sort(Comparator.comparing(EmittedFile::path));
        return List.copyOf(files);
    }
}
