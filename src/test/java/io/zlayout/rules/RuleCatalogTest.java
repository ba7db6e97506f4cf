package io.zlayout.rules;

import io.zlayout.rules.catalog.RuleCatalog;
import io.zlayout.report.RuleReference;
import io.zlayout.testing.Golden;
import org.junit.jupiter.api.Test;

import java.io.IOException;
import java.lang.reflect.Modifier;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.stream.Stream;

import static org.assertj.core.api.Assertions.assertThat;

/** Meta-tests over the whole catalog: every rule documented, registered, unique, and with both fixtures. */
class RuleCatalogTest {

    static final Path FIXTURES = Path.of("src/test/resources/io/zlayout/rules");

    @Test
    void slugsAreUniqueKebabCase() {
        Set<String> seen = new HashSet<>();
        for (Rule r : RuleCatalog.all()) {
            assertThat(r.slug()).matches("[a-z][a-z0-9]*(-[a-z0-9]+)*");
            assertThat(seen.add(r.slug())).as("duplicate slug %s", r.slug()).isTrue();
        }
    }

    @Test
    void textsAreWrittenAndEndWithAPeriod() {
        for (Rule r : RuleCatalog.all()) {
            assertThat(r.title()).as(r.slug()).isNotBlank().doesNotEndWith(".");
            assertThat(r.explanation()).as(r.slug()).endsWith(".").hasSizeGreaterThan(40);
            assertThat(r.remediation()).as(r.slug()).endsWith(".").hasSizeGreaterThan(20);
            assertThat(r.category()).as(r.slug()).isIn("channel", "storage", "access", "layout", "host", "model", "settings");
        }
    }

    @Test
    void designRequiredRulesAreAllThere() {
        List<String> slugs = RuleCatalog.all().stream().map(Rule::slug).toList();
        assertThat(slugs).contains("undefined-chpid", "device-outside-unitadd", "duplicate-device", "unknown-lss",
                "single-path", "shared-host-adapter", "chpid-not-on-all-lcus", "consecutive-addresses",
                "server-imbalance", "multipath-failover-only", "paths-unused");
    }

    @Test
    void everyRuleClassInTheRulesPackagesIsRegistered() throws IOException {
        Set<String> registered = new HashSet<>();
        RuleCatalog.all().forEach(r -> registered.add(r.getClass().getName()));
        Path root = Path.of("src/main/java/io/zlayout/rules");
        try (Stream<Path> files = Files.walk(root)) {
            for (Path f : (Iterable<Path>) files::iterator) {
                String name = f.getFileName().toString();
                if (!name.endsWith(".java") || name.equals("package-info.java")) {
                    continue;
                }
                String cls = root.relativize(f).toString().replace('/', '.').replace(".java", "");
                try {
                    Class<?> c = Class.forName("io.zlayout.rules." + cls);
                    if (Rule.class.isAssignableFrom(c) && !Modifier.isAbstract(c.getModifiers())) {
                        assertThat(registered).as("%s is not in RuleCatalog", c.getName()).contains(c.getName());
                    }
                } catch (ClassNotFoundException e) {
                    throw new AssertionError(e);
                }
            }
        }
    }

    @Test
    void everyRuleHasAFixtureThatFiresAndOneThatMustNot() {
        for (Rule r : RuleCatalog.all()) {
            assertThat(FIXTURES.resolve(r.slug()).resolve("fire")).as("fire fixture of %s", r.slug()).isDirectory();
            assertThat(FIXTURES.resolve(r.slug()).resolve("dont-fire")).as("dont-fire fixture of %s", r.slug())
                    .isDirectory();
        }
    }

    /** Fixture folders that belong to a test over several rules rather than to one rule, each with its test. */
    static final java.util.Map<String, String> SHARED_FIXTURES = java.util.Map.of(
            "access-forms", "AccessRuleFormsTest: the access rules on each storage export form",
            "host", "HostRulesRobustnessTest: the host rules on captures of other tools (foreign-captures)");

    @Test
    void everyFixtureFolderBelongsToARule() throws IOException {
        java.util.Set<String> slugs = new java.util.TreeSet<>();
        RuleCatalog.all().forEach(r -> slugs.add(r.slug()));
        java.util.List<String> strays = new java.util.ArrayList<>();
        try (java.util.stream.Stream<Path> folders = Files.list(FIXTURES)) {
            folders.filter(Files::isDirectory).map(p -> p.getFileName().toString()).sorted()
                    .filter(name -> !slugs.contains(name) && !SHARED_FIXTURES.containsKey(name)).forEach(strays::add);
        }
        assertThat(strays).as("fixture folders of no rule (a rule renamed or removed: move or delete its fixtures)")
                .isEmpty();
        assertThat(SHARED_FIXTURES.keySet()).allSatisfy(name -> assertThat(FIXTURES.resolve(name)).isDirectory());
    }

    @Test
    void docsRulesMatchesTheCatalog() {
        Golden.assertMatches(Path.of("docs/rules.md"), RuleReference.markdown(RuleCatalog.all()));
    }
}
