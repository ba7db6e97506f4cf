package io.zlayout.pipeline;

import io.zlayout.perf.Calibration;
import io.zlayout.perf.PlanThroughput;
import io.zlayout.plan.GuestPlan;
import io.zlayout.plan.Plan;
import io.zlayout.topology.Site;
import org.junit.jupiter.api.Test;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * The planning's rounds model only the guests whose plan changed, and {@code plan} takes the figures of the last
 * round instead of modelling every guest again: both must give exactly what a fresh model of the final plan
 * gives. The existing site keeps the layout of some guests, so its planning runs more than one round.
 */
class IncrementalFiguresTest {

    private static final List<String> SITES = List.of("samples/worst-case", "samples/ds8k-site",
            "samples/ess-site", "src/test/resources/io/zlayout/plan/existing-site");

    private static Site site(String dir) throws Exception {
        return Pipeline.join(Pipeline.load(Pipeline.Request.of(List.of(Path.of(dir))), null).inputs(), s -> { });
    }

    @Test
    void thePlansFiguresWithAdviceAreThoseOfAFreshModelOfThePlan() throws Exception {
        for (String dir : SITES) {
            Site site = site(dir);
            Pipeline.Planned f = Pipeline.planned(site, true);
            assertThat(f.plan()).as(dir).isEqualTo(Pipeline.plan(site));
            assertThat(f.throughput()).as(dir).isNotEmpty()
                    .isEqualTo(Pipeline.throughput(site, f.plan(), true));
            assertThat(f.throughput().values()).as(dir).anyMatch(t -> !t.advice().isEmpty());
        }
    }

    @Test
    void aGuestPlannedAsBeforeKeepsItsFiguresAndAChangedOneIsModelledAgain() throws Exception {
        Site site = site("samples/ds8k-site");
        Calibration calibration = Pipeline.calibration(site);
        Plan plan = Pipeline.plan(site);
        Map<String, PlanThroughput> fresh = PlanThroughput.of(site, plan, calibration, false);
        assertThat(fresh).hasSizeGreaterThan(1);
        String changed = plan.guests().get(0).guest();
        String same = plan.guests().get(1).guest();
        // the plan before differs in the first guest only; its figures are marked so that reuse shows
        List<GuestPlan> earlier = new ArrayList<>(plan.guests());
        earlier.set(0, earlier.get(0).withNote("planned otherwise before"));
        Plan before = new Plan(earlier, plan.balance(), plan.notes());
        Map<String, PlanThroughput> marked = new LinkedHashMap<>();
        fresh.forEach((guest, t) -> marked.put(guest, new PlanThroughput("marked", t.currentMBps(),
                t.plannedMBps(), t.factor(), t.plannedBottleneck(), t.advice(), t.today(), t.planned())));

        Map<String, PlanThroughput> again = PlanThroughput.of(site, plan, calibration, false, before, marked);

        assertThat(again.keySet()).containsExactlyElementsOf(fresh.keySet());
        assertThat(again.get(same)).isSameAs(marked.get(same));
        assertThat(again.get(changed)).isEqualTo(fresh.get(changed)).isNotEqualTo(marked.get(changed));
        // with no plan before, or the same plan and its own figures, the result is the fresh one
        assertThat(PlanThroughput.of(site, plan, calibration, false, null, Map.of())).isEqualTo(fresh);
        assertThat(PlanThroughput.of(site, plan, calibration, false, plan, fresh)).isEqualTo(fresh);
    }
}
