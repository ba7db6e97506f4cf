package io.zlayout.emit;

import io.zlayout.plan.Plan;

import java.util.List;

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

    @Override
    default List<EmittedFile> emit(Plan plan, List<String> earlier) {
        return emit(plan, GuestLayout.all(plan.guests()), earlier);
    }
}
