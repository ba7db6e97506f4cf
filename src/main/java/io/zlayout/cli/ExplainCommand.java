package io.zlayout.cli;

import io.zlayout.report.RuleReference;
import io.zlayout.rules.Rule;
import io.zlayout.rules.catalog.RuleCatalog;
import picocli.CommandLine.Command;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;
import picocli.CommandLine.Model.CommandSpec;

import java.util.concurrent.Callable;

/** {@code zlayout explain RULE}: one rule in full. */
@Command(name = "explain", header = "Explain one rule: why it matters and what to do.",
        description = {"Shows the rule's severity, category, explanation with its evidence, and remediation."})
final class ExplainCommand implements Callable<Integer> {

    @Spec
    CommandSpec spec;

    @Parameters(paramLabel = "RULE", description = "The rule's slug, as 'zlayout rules' lists it.")
    String slug;

    @Override
    public Integer call() {
        Rule r = RuleCatalog.bySlug(slug).orElseThrow(() -> new ExitCode.UsageException(
                "unknown rule '" + slug + "'" + RuleCatalog.nearest(slug).map(n -> " (did you mean " + n + "?)")
                        .orElse("") + "; 'zlayout rules' lists them"));
        spec.commandLine().getOut().print(RuleReference.explain(r));
        spec.commandLine().getOut().flush();
        return ExitCode.OK.code;
    }
}
