package io.zlayout.emit;

import io.zlayout.plan.Plan;

import java.util.ArrayList;
import java.util.List;
import java.util.function.Predicate;

/**
 * An emitter that writes per guest: it is given the guests' layouts, made and checked once per plan by
 * {@link Emitters#emit} rather than by each emitter.
 */
interface GuestEmitter extends Emitter {

    /**
     * The files of this kind for the plan.
     *
     * @param layouts the layouts of the plan's guests, in plan order ({@link GuestLayout#all})
     * @param earlier paths the emitters before this one produced, in order
     */
    List<EmittedFile> emit(Plan plan, List<GuestLayout> layouts, List<String> earlier);

    /** The paths {@link #emit(Plan, List, List)} gives, in its order, without making any text. */
    List<String> paths(List<GuestLayout> layouts);

    @Override
    default List<EmittedFile> emit(Plan plan, List<String> earlier) {
        return emit(plan, GuestLayout.all(plan.guests()), earlier);
    }

    @Override
    default List<String> paths(Plan plan) {
        return paths(GuestLayout.all(plan.guests()));
    }

    /** The file {@code file} of each guest that {@code writes} accepts, in the guests' order. */
    static List<String> each(List<GuestLayout> layouts, String file, Predicate<GuestLayout> writes) {
        List<String> out = new ArrayList<>();
        for (GuestLayout g : layouts) {
            if (writes.test(g)) {
                out.add(g.file(file));
            }
        }
        return out;
    }
}
