package io.zlayout.pipeline;

import io.zlayout.perf.PlanThroughput;
import io.zlayout.rules.Finding;
import io.zlayout.rules.Rule;
import io.zlayout.rules.RuleContext;
import io.zlayout.rules.RuleEngine;
import io.zlayout.rules.Settings;
import io.zlayout.rules.catalog.RuleCatalog;
import io.zlayout.topology.Site;
import org.junit.jupiter.api.Test;

import java.nio.file.Path;
import java.time.Clock;
import java.time.Instant;
import java.time.ZoneOffset;
import java.util.List;
import java.util.Map;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * {@code assess} runs the rules that say they do not read the plan's figures while the plan is made, with
 * none: each such rule must find the same with the figures as without them, and the rule that compares
 * with the plan must find something on a site where the plan is faster (or the check proves nothing).
 */
class PlanFiguresReadersTest {

    private static final Clock DAY = Clock.fixed(Instant.parse("2026-06-01T12:00:00Z"), ZoneOffset.UTC);

    @Test
    void theFiguresThePlanMadeOnTheWayAreThoseOfAFreshModelOfThePlan() throws Exception {
        for (String sample : List.of("samples/worst-case", "samples/ds8k-site", "samples/ess-site")) {
            Site site = Pipeline.join(Pipeline.load(Pipeline.Request.of(List.of(Path.of(sample))), null).inputs(),
                    s -> { });
            Pipeline.Planned m = Pipeline.planned(site, false);
            assertThat(m.plan()).as(sample).isEqualTo(Pipeline.plan(site));
            assertThat(m.throughput()).as(sample).isNotEmpty()
                    .isEqualTo(Pipeline.throughput(site, m.plan(), false));
        }
    }

    @Test
    void onlyTheRulesThatSaySoReadThePlansFigures() throws Exception {
        for (String sample : List.of("samples/worst-case", "samples/ds8k-site")) {
            Site site = Pipeline.join(Pipeline.load(Pipeline.Request.of(List.of(Path.of(sample))), null).inputs(),
                    s -> { });
            Map<String, PlanThroughput> figures = Pipeline.throughput(site, Pipeline.plan(site), false);
            assertThat(figures).as(sample).isNotEmpty();
            boolean compared = false;
            for (Rule r : RuleCatalog.all()) {
                List<Finding> without = RuleEngine.run(Pipeline.context(site, Settings.NONE, DAY, Map.of()),
                        List.of(r)).findings();
                List<Finding> with = RuleEngine.run(Pipeline.context(site, Settings.NONE, DAY, figures),
                        List.of(r)).findings();
                if (r.readsPlanFigures()) {
                    compared |= !with.equals(without);
                } else {
                    assertThat(with).as(r.slug() + " on " + sample + " reads the plan's figures without saying so")
                            .isEqualTo(without);
                }
            }
            if (sample.equals("samples/worst-case")) {
                assertThat(compared).as("throughput-below-plan fires on the worst case only with the figures")
                        .isTrue();
            }
        }
    }
}
