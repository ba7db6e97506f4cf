package io.zlayout.cli;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.zlayout.rules.InputKind;
import io.zlayout.rules.Needs;
import io.zlayout.rules.Rule;
import io.zlayout.rules.catalog.RuleCatalog;
import io.zlayout.rules.layout.ThroughputBelowPlan;
import io.zlayout.testing.Cli;
import io.zlayout.testing.SiteFolders;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;
import org.junit.jupiter.api.Test;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * A gate never passes blind: samples/ds8k-site holds every kind of input; with one kind taken away, exactly the
 * rules (and kinds of element) that need it are not judged, every output format says so, and {@code --strict}
 * fails the run.
 */
@Timeout(300)
class CoverageTest {

    private static final ObjectMapper JSON = new ObjectMapper();
    private static final String THROUGHPUT = new ThroughputBelowPlan().slug();
    /**
     * The kinds of input the site's intent (FCP, ECKD and minidisk guests) needs to be planned. Not the fabric: the
     * guests' lszfcp -D captures show the storage ports their FCP CHPIDs land on.
     */
    private static final Set<InputKind> PLAN_NEEDS = Set.of(InputKind.IOCDS, InputKind.STORAGE_EXPORT);

    @TempDir
    Path tmp;

    /** A copy of samples/ds8k-site without {@code kind} (null: the whole site). */
    private Path siteWithout(InputKind kind) throws Exception {
        Path site = tmp.resolve("site");
        SiteFolders.copy(Path.of("samples/ds8k-site"), site);
        if (kind == null) {
            return site;
        }
        Path manifest = site.resolve("zlayout.yaml");
        switch (kind) {
            case IOCDS -> delete(site.resolve("iocds"));
            case STORAGE_EXPORT -> {
                for (String f : List.of("lsfbvol.txt", "lsckdvol.txt", "showfbvol-rank.txt")) {
                    Files.delete(site.resolve("storage").resolve(f));
                }
            }
            case HOST_CONNECTIONS -> Files.delete(site.resolve("storage/hosts.txt"));
            case FABRIC -> Files.writeString(manifest, Files.readString(manifest)
                    .replaceAll("(?m)^fabric:\\n(  .*\\n)+", ""));
            case ZVM_DIRECTORY -> delete(site.resolve("zvm"));
            case GUEST_CAPTURES -> delete(site.resolve("hosts"));
            case CIO_IGNORE -> Files.delete(site.resolve("hosts/lnx1/cio_ignore.txt"));
            case INTENT -> Files.writeString(manifest, Files.readString(manifest)
                    .replaceAll("(?m)^intent:\\n(  .*\\n)+", ""));
        }
        return site;
    }

    private static void delete(Path folder) throws Exception {
        try (Stream<Path> s = Files.walk(folder)) {
            for (Path p : s.sorted((a, b) -> b.compareTo(a)).toList()) {
                Files.delete(p);
            }
        }
    }

    /** "rule" for a rule judging one kind of element, "rule: elements" for a part of one judging several. */
    private static TreeSet<String> needing(InputKind kind) {
        TreeSet<String> out = new TreeSet<>();
        for (Rule r : RuleCatalog.all()) {
            List<Needs.Part> parts = r.needs().parts();
            for (Needs.Part p : parts) {
                if (p.inputs().contains(kind)) {
                    out.add(parts.size() == 1 ? r.slug() : r.slug() + ": " + p.elements());
                }
            }
        }
        if (PLAN_NEEDS.contains(kind) || kind == InputKind.INTENT) {
            out.add(THROUGHPUT); // it compares with the plan, which cannot be made without it
        }
        return out;
    }

    private static String[] check(Path site, String... more) {
        List<String> args = new ArrayList<>(List.of("check", site.toString(), "--fail-on", "never"));
        args.addAll(List.of(more));
        return args.toArray(String[]::new);
    }

    @Test
    void theWholeSiteIsJudgedAndPassesStrict() throws Exception {
        Path site = siteWithout(null);
        Cli.Result r = Cli.run(check(site, "--strict"));
        assertThat(r.exitCode()).as(r.err()).isZero();
        assertThat(r.out()).endsWith("\n" + RuleCatalog.all().size() + " rules judged\n");
        JsonNode coverage = JSON.readTree(Cli.run(check(site, "--format", "json")).out()).get("coverage");
        assertThat(coverage.get("judged").asInt()).isEqualTo(RuleCatalog.all().size());
        assertThat(coverage.get("notJudged").asInt()).isZero();
        assertThat(coverage.get("partlyJudged").asInt()).isZero();
    }

    @ParameterizedTest
    @EnumSource(InputKind.class)
    void withoutOneKindOfInputExactlyTheRulesNeedingItAreNotJudgedInEveryFormat(InputKind kind) throws Exception {
        Path site = siteWithout(kind);
        // the guests' captures hold their cio_ignore lists: taking the captures away takes the lists too
        List<InputKind> gone = kind == InputKind.GUEST_CAPTURES ? List.of(kind, InputKind.CIO_IGNORE) : List.of(kind);
        TreeSet<String> expected = new TreeSet<>();
        gone.forEach(k -> expected.addAll(needing(k)));

        if (expected.isEmpty()) {
            // no rule needs it yet: the run is judged whole, and --strict passes
            Cli.Result r = Cli.run(check(site, "--strict"));
            assertThat(r.exitCode()).as(r.err()).isZero();
            assertThat(r.out()).endsWith("\n" + RuleCatalog.all().size() + " rules judged\n");
            return;
        }

        // JSON: every gap names the missing kind; the throughput rule says why it has no plan
        JsonNode coverage = JSON.readTree(Cli.run(check(site, "--format", "json")).out()).get("coverage");
        TreeSet<String> json = new TreeSet<>();
        for (JsonNode rule : coverage.get("rules")) {
            for (JsonNode gap : rule.path("notJudged")) {
                String slug = rule.get("rule").asText();
                json.add(gap.get("elements").isNull() ? slug : slug + ": " + gap.get("elements").asText());
                if (!slug.equals(THROUGHPUT)) {
                    InputKind missing = gone.stream().filter(k -> gap.get("missing").toString()
                            .equals("[\"" + k.id() + "\"]")).findFirst().orElse(null);
                    assertThat(missing).as(slug + " misses " + gap.get("missing")).isNotNull();
                    assertThat(gap.get("reason").asText()).isEqualTo("no " + missing.label());
                }
            }
        }
        assertThat(json).isEqualTo(expected);

        // text: the summary line names every such rule
        String text = Cli.run(check(site)).out();
        String line = text.substring(text.lastIndexOf('\n', text.length() - 2) + 1);
        assertThat(line).contains("not judged").contains("no " + kind.label() + " (");
        assertThat(mentioned(line)).isEqualTo(rulesOf(expected));

        // CSV: one not-judged row per rule and kind of element
        TreeSet<String> csv = new TreeSet<>();
        for (String row : Cli.run(check(site, "--format", "csv")).out().split("\n")) {
            if (row.contains(",not-judged,")) {
                String slug = row.substring(0, row.indexOf(','));
                Matcher m = Pattern.compile(",not-judged,,,,,\"?([^,]*?) ?not judged: ").matcher(row);
                assertThat(m.find()).as(row).isTrue();
                csv.add(m.group(1).isEmpty() ? slug : slug + ": " + m.group(1));
            }
        }
        assertThat(csv).isEqualTo(expected);

        // SARIF: a tool execution notification per gap, tied to its rule
        JsonNode run = JSON.readTree(Cli.run(check(site, "--format", "sarif")).out()).get("runs").get(0);
        TreeSet<String> sarif = new TreeSet<>();
        for (JsonNode n : run.get("invocations").get(0).get("toolExecutionNotifications")) {
            sarif.add(n.get("associatedRule").get("id").asText());
            assertThat(n.get("message").get("text").asText()).contains("not judged: ");
        }
        assertThat(run.get("invocations").get(0).get("executionSuccessful").asBoolean()).isTrue();
        assertThat(sarif).isEqualTo(rulesOf(expected));

        // JUnit: a rule judging nothing is skipped with the reason; one judging part of it says so
        String junit = Cli.run(check(site, "--format", "junit")).out();
        TreeSet<String> inJunit = new TreeSet<>();
        Matcher skipped = Pattern.compile("name=\"([a-z-]+)\" time=\"0\">\\s*<skipped message=\"([^\"]*)\"")
                .matcher(junit);
        while (skipped.find()) {
            inJunit.add(skipped.group(1));
        }
        for (String e : expected) {
            if (e.contains(": ")) {
                String slug = e.substring(0, e.indexOf(':'));
                String testcase = junit.substring(junit.indexOf("name=\"" + slug + "\""));
                testcase = testcase.substring(0, testcase.indexOf("<testcase") < 0 ? testcase.length()
                        : testcase.indexOf("<testcase"));
                assertThat(testcase).contains(e.substring(e.indexOf(": ") + 2) + " not judged: no " + kind.label());
                inJunit.add(slug);
            }
        }
        assertThat(inJunit).isEqualTo(rulesOf(expected));

        // --strict fails the gate, and so does settings strict: true
        Cli.Result strict = Cli.run(check(site, "--strict"));
        assertThat(strict.exitCode()).isEqualTo(1);
        assertThat(strict.err()).contains("--strict: the gate fails");
        Path manifest = site.resolve("zlayout.yaml");
        Files.writeString(manifest, Files.readString(manifest) + "settings: {strict: true}\n");
        assertThat(Cli.run(check(site)).exitCode()).isEqualTo(1);
    }

    private static TreeSet<String> rulesOf(Set<String> parts) {
        TreeSet<String> out = new TreeSet<>();
        parts.forEach(p -> out.add(p.contains(": ") ? p.substring(0, p.indexOf(':')) : p));
        return out;
    }

    /** The rule slugs a coverage line names. */
    private static TreeSet<String> mentioned(String line) {
        TreeSet<String> out = new TreeSet<>();
        Matcher m = Pattern.compile("[a-z]+(?:-[a-z]+)+").matcher(line);
        while (m.find()) {
            if (RuleCatalog.bySlug(m.group()).isPresent()) {
                out.add(m.group());
            }
        }
        return out;
    }
}
