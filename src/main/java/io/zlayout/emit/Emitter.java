package io.zlayout.emit;

import io.zlayout.plan.Plan;

import java.util.List;

/** Writes one kind of file (for every guest it applies to, and the site-wide gathering where there is one). */
public interface Emitter {

    /**
     * The files of this kind for the plan.
     *
     * @param plan    the plan
     * @param earlier paths the emitters before this one in {@link Emitters} produced, in order; the
     *                summaries and the README list them
     */
    List<EmittedFile> emit(Plan plan, List<String> earlier);

    /**
     * The paths {@link #emit} gives for the plan, in the same order, without making any text: what a report
     * needs to name each guest's files. {@link Emitters#emit} refuses an emitter whose files differ from these.
     */
    List<String> paths(Plan plan);
}
