package io.zlayout.emit;

import java.util.ArrayList;
import java.util.List;
import java.util.function.Function;
import java.util.function.Predicate;

/**
 * The shape the z/VM command files share: per guest a file of its section under one header, and a site file
 * gathering every section under the same header, each after a {@code *} line. DirMaint, release and rollback
 * files are written this way so that a section reads the same alone and in the site file.
 */
final class GuestSections {

    private GuestSections() {
    }

    /**
     * The per-guest files and the site file.
     *
     * @param has      whether a guest has a section (a guest that has none gets no file)
     * @param section  a guest's section, asked only of a guest that has one
     * @param siteWhenEmpty whether the site file is written when no guest has a section
     */
    static List<EmittedFile> emit(List<GuestLayout> guests, String file, String siteFile, String header,
                                  Predicate<GuestLayout> has, Function<GuestLayout, String> section,
                                  boolean siteWhenEmpty) {
        List<EmittedFile> out = new ArrayList<>();
        StringBuilder site = new StringBuilder(header);
        boolean any = false;
        for (GuestLayout g : guests) {
            if (!has.test(g)) {
                continue;
            }
            String text = section.apply(g);
            any = true;
            out.add(new EmittedFile(g.file(file), header + text, false));
            site.append("*\n").append(text);
        }
        if (any || siteWhenEmpty) {
            out.add(new EmittedFile(siteFile, site.toString(), false));
        }
        return out;
    }

    /** The paths {@link #emit} gives, without making any text. */
    static List<String> paths(List<GuestLayout> guests, String file, String siteFile, Predicate<GuestLayout> has,
                              boolean siteWhenEmpty) {
        List<String> out = GuestEmitter.each(guests, file, has);
        if (!out.isEmpty() || siteWhenEmpty) {
            out.add(siteFile);
        }
        return out;
    }
}
