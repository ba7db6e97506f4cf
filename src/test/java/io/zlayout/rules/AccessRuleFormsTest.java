package io.zlayout.rules;

import io.zlayout.rules.catalog.RuleCatalog;
import io.zlayout.testing.Golden;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestFactory;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * The access rules on the other forms of the storage side's export: each rule's fire fixture with its host
 * connections and volume groups as DSCLI {@code default} output (aligned columns, {@code showvolgrp} as a
 * stanza) and as the DS8000 REST API's {@code hosts}, {@code host_ports} and {@code mappings} (a REST host's
 * mappings are its volumes), each against its own expected findings; and a clean site in both forms giving none.
 * The delim form is each rule's own fixture ({@link RuleFixtureTest}). {@code ioport-not-admitted} has no REST
 * case: the REST host ports list the ports a WWPN is logged in to, not the ports it is admitted through, so a REST
 * export admits every port (see AccessTopology).
 */
class AccessRuleFormsTest {

    private static final Path FORMS = RuleCatalogTest.FIXTURES.resolve("access-forms");
    private static final List<String> SLUGS = List.of("no-host-connection", "ioport-not-admitted",
            "host-type-not-zlinux", "lun-masked-off-paths", "lun-not-in-volume-group", "unused-host-connection");

    @TestFactory
    List<DynamicTest> everyAccessRuleFiresAlikeOnEveryExportForm() {
        List<DynamicTest> tests = new ArrayList<>();
        for (String slug : SLUGS) {
            Rule rule = RuleCatalog.bySlug(slug).orElseThrow();
            for (String form : slug.equals("ioport-not-admitted") ? List.of("default") : List.of("default", "rest")) {
                tests.add(DynamicTest.dynamicTest(slug + " on the " + form + " form", () -> {
                    String actual = RuleFixtureTest.run(rule, FORMS.resolve(slug).resolve(form));
                    assertThat(actual).as("%s on the %s form must fire", slug, form).isNotEmpty();
                    Golden.assertMatches(FORMS.resolve(slug).resolve(form + ".expected"), actual);
                }));
                tests.add(DynamicTest.dynamicTest(slug + " does not fire on a clean " + form + " export", () ->
                        assertThat(RuleFixtureTest.run(rule, FORMS.resolve("dont-fire-" + form))).isEmpty()));
            }
        }
        return tests;
    }

    @Test
    void pathsUnusedGivesWayToTheMaskingThatCausesIt() throws Exception {
        // given a guest whose zfcp.conf configures volumes 1200 and 1300 on 4 paths, running on 3
        Rule unused = RuleCatalog.bySlug("paths-unused").orElseThrow();
        Rule masked = RuleCatalog.bySlug("lun-masked-off-paths").orElseThrow();
        // when the volume group of the fourth path's host connection lacks them, then the cause is the finding
        assertThat(RuleFixtureTest.run(unused, FORMS.resolve("gives-way"))).isEmpty();
        Golden.assertMatches(FORMS.resolve("gives-way.expected"), RuleFixtureTest.run(masked, FORMS.resolve("gives-way")));
        // and when the masking admits them there, the unused path is the host's own: paths-unused names it
        assertThat(RuleFixtureTest.run(masked, FORMS.resolve("gives-way-unmasked"))).isEmpty();
        Golden.assertMatches(FORMS.resolve("gives-way-unmasked.expected"),
                RuleFixtureTest.run(unused, FORMS.resolve("gives-way-unmasked")));
    }

    @Test
    void singlePathNamesTheMaskingThatCausesIt() throws Exception {
        // given volumes 1200 and 1300 that the groups of three of the guest's four paths lack, running on one
        String found = RuleFixtureTest.run(RuleCatalog.bySlug("single-path").orElseThrow(),
                FORMS.resolve("single-by-masking"));
        // then the symptom names its cause
        assertThat(found).contains("Cause: the storage's LUN masking refuses them on");
        Golden.assertMatches(FORMS.resolve("single-by-masking.expected"), found);
    }
}
