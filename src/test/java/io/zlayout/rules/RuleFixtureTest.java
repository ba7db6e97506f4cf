package io.zlayout.rules;

import io.zlayout.input.InputLoader;
import io.zlayout.testing.Golden;
import io.zlayout.topology.Site;
import io.zlayout.topology.SiteAssembler;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.TestFactory;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * Every rule against its two fixture sites: {@code <slug>/fire/} must give exactly the findings listed in
 * {@code <slug>/fire.expected}, {@code <slug>/dont-fire/} exactly none. Only the rule under test runs, so a
 * fixture states one rule's behaviour. Lines are {@code path:line [elements] message}, paths relative to the
 * fixture folder.
 */
class RuleFixtureTest {

    @TestFactory
    List<DynamicTest> everyRuleMatchesItsFixturesExactly() {
        List<DynamicTest> tests = new ArrayList<>();
        for (Rule rule : RuleCatalog.all()) {
            Path base = RuleCatalogTest.FIXTURES.resolve(rule.slug());
            tests.add(DynamicTest.dynamicTest(rule.slug() + " fires", () -> {
                String actual = run(rule, base.resolve("fire"));
                assertThat(actual).as("fire fixture of %s must fire", rule.slug()).isNotEmpty();
                Golden.assertMatches(base.resolve("fire.expected"), actual);
            }));
            tests.add(DynamicTest.dynamicTest(rule.slug() + " does not fire", () ->
                    assertThat(run(rule, base.resolve("dont-fire"))).as("dont-fire fixture of %s", rule.slug())
                            .isEmpty()));
        }
        return tests;
    }

    static String run(Rule rule, Path fixture) throws Exception {
        assertThat(fixture).isDirectory();
        Site site = SiteAssembler.assemble(InputLoader.standard(Map.of()).load(List.of(fixture)));
        StringBuilder b = new StringBuilder();
        String prefix = InputLoader.display(fixture) + "/";
        for (Finding f : RuleEngine.run(site, List.of(rule)).findings()) {
            String loc = f.location() == null ? "-" : f.location().toString();
            if (loc.startsWith(prefix)) {
                loc = loc.substring(prefix.length());
            }
            b.append(loc).append(" [").append(String.join(" ", f.elements())).append("] ").append(f.message())
                    .append('\n');
        }
        return b.toString();
    }
}
