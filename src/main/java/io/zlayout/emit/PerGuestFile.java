package io.zlayout.emit;

import io.zlayout.plan.Plan;

import java.util.ArrayList;
import java.util.List;
import java.util.function.Function;
import java.util.function.Predicate;

/**
 * An emitter of one file per guest: its path under the guest's folder, which guests get one, and how its text is
 * made, given once to the constructor; {@link #emit} and {@link #paths} ask the same predicate, so they cannot
 * disagree.
 */
abstract class PerGuestFile implements GuestEmitter {

    private final String file;
    private final Predicate<GuestLayout> writes;
    private final Function<GuestLayout, String> content;
    private final boolean executable;

    /**
     * @param file       the path under the guest's folder ({@code linux/lvm-setup.sh})
     * @param writes     whether a guest gets the file
     * @param content    the file's text, asked only of a guest that gets it
     * @param executable whether the file is a script to run
     */
    PerGuestFile(String file, Predicate<GuestLayout> writes, Function<GuestLayout, String> content,
                 boolean executable) {
        this.file = file;
        this.writes = writes;
        this.content = content;
        this.executable = executable;
    }

    @Override
    public final List<EmittedFile> emit(Plan plan, List<GuestLayout> layouts, List<String> earlier) {
        List<EmittedFile> out = new ArrayList<>();
        for (GuestLayout g : layouts) {
            if (writes.test(g)) {
                out.add(new EmittedFile(g.file(file), content.apply(g), executable));
            }
        }
        return out;
    }

    @Override
    public final List<String> paths(List<GuestLayout> layouts) {
        return GuestEmitter.each(layouts, file, writes);
    }
}
