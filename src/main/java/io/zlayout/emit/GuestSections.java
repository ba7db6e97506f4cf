package io.zlayout.emit;

import io.zlayout.plan.Plan;

import java.util.ArrayList;
import java.util.List;
import java.util.function.Function;
import java.util.function.Predicate;

/**
 * The shape the z/VM command files share: per guest a file of its section under one header, and a site file
 * gathering every section under the same header, each after a {@code *} line. DirMaint, release and rollback
 * files are written this way so that a section reads the same alone and in the site file.
 */
abstract class GuestSections implements GuestEmitter {

    private final String file;
    private final String siteFile;
    private final String header;
    private final Predicate<GuestLayout> has;
    private final Function<GuestLayout, String> section;
    private final boolean siteWhenEmpty;

    /**
     * @param file          the path under the guest's folder
     * @param siteFile      the site file gathering every section
     * @param header        the text above the sections, in each file
     * @param has           whether a guest has a section (a guest that has none gets no file)
     * @param section       a guest's section, asked only of a guest that has one
     * @param siteWhenEmpty whether the site file is written when no guest has a section
     */
    GuestSections(String file, String siteFile, String header, Predicate<GuestLayout> has,
                  Function<GuestLayout, String> section, boolean siteWhenEmpty) {
        this.file = file;
        this.siteFile = siteFile;
        this.header = header;
        this.has = has;
        this.section = section;
        this.siteWhenEmpty = siteWhenEmpty;
    }

    @Override
    public final List<EmittedFile> emit(Plan plan, List<GuestLayout> guests, List<String> earlier) {
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

    @Override
    public final List<String> paths(List<GuestLayout> guests) {
        List<String> out = GuestEmitter.each(guests, file, has);
        if (!out.isEmpty() || siteWhenEmpty) {
            out.add(siteFile);
        }
        return out;
    }
}
