package io.zlayout.rules;

import io.zlayout.rules.catalog.RuleCatalog;
import io.zlayout.input.catalog.ReaderCatalog;
import io.zlayout.input.InputLoader;
import io.zlayout.input.Manifest;
import io.zlayout.input.SourceFile;
import io.zlayout.pipeline.Pipeline;
import io.zlayout.rules.catalog.SettingsReader;
import io.zlayout.testing.Golden;
import io.zlayout.topology.Site;
import io.zlayout.topology.SiteAssembler;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.TestFactory;

import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Clock;
import java.time.Instant;
import java.time.ZoneOffset;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * Every rule against its two fixture sites: {@code <slug>/fire/} must give exactly the findings listed in
 * {@code <slug>/fire.expected}, {@code <slug>/dont-fire/} exactly none. Only the rule under test runs, so a
 * fixture states one rule's behaviour. Lines are {@code path:line [elements] message}, paths relative to the
 * fixture folder. A fixture's zlayout.yaml {@code settings:} reach the rule as they do in {@code check}, judged
 * on the fixed day {@link #TODAY}; the plan's throughput figures reach them as the pipeline gives them.
 */
class RuleFixtureTest {

    /** The day fixtures are judged on, so that a suppression's expiry gives the same result every day. */
    static final Clock TODAY = Clock.fixed(Instant.parse("2026-01-15T12:00:00Z"), ZoneOffset.UTC);

    @TestFactory
    List<DynamicTest> everyRuleMatchesItsFixturesExactly() throws java.io.IOException {
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
            // further cases of the same rule on other kinds of storage: fire-<case>/ with fire-<case>.expected,
            // dont-fire-<case>/ giving none
            for (Path extra : extraCases(base)) {
                String name = extra.getFileName().toString();
                if (name.startsWith("fire-")) {
                    tests.add(DynamicTest.dynamicTest(rule.slug() + " fires on " + name.substring(5), () -> {
                        String actual = run(rule, extra);
                        assertThat(actual).as("%s fixture of %s must fire", name, rule.slug()).isNotEmpty();
                        Golden.assertMatches(base.resolve(name + ".expected"), actual);
                    }));
                } else {
                    tests.add(DynamicTest.dynamicTest(rule.slug() + " does not fire on " + name.substring(10), () ->
                            assertThat(run(rule, extra)).as("%s fixture of %s", name, rule.slug()).isEmpty()));
                }
            }
        }
        return tests;
    }

    /** The {@code fire-<case>} and {@code dont-fire-<case>} folders of a rule's fixtures, by name. */
    static List<Path> extraCases(Path base) throws java.io.IOException {
        if (!Files.isDirectory(base)) {
            return List.of();
        }
        try (java.util.stream.Stream<Path> s = Files.list(base)) {
            return s.filter(Files::isDirectory).filter(p -> p.getFileName().toString().startsWith("fire-")
                    || p.getFileName().toString().startsWith("dont-fire-")).sorted().toList();
        }
    }

    static String run(Rule rule, Path fixture) throws Exception {
        assertThat(fixture).isDirectory();
        Site site = SiteAssembler.assemble(ReaderCatalog.loader(Map.of()).load(List.of(fixture)));
        // the fixture's settings reach the rules as they do in 'check' (the suppression rules read them)
        Path yaml = fixture.resolve(Manifest.FILE_NAME);
        Settings settings = Files.isRegularFile(yaml)
                ? SettingsReader.fromManifest(InputLoader.display(yaml), Files.readString(yaml)) : Settings.NONE;
        StringBuilder b = new StringBuilder();
        String prefix = InputLoader.display(fixture) + "/";
        // the plan's throughput figures reach the rules as they do in 'check' (the pipeline computes them)
        RuleContext context = Pipeline.context(site, settings, TODAY, Pipeline.planned(site, false).throughput());
        for (Finding f : RuleEngine.run(context, List.of(rule)).findings()) {
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
