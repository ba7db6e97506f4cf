package io.zlayout.cli;

import io.zlayout.report.RuleReference;
import io.zlayout.rules.catalog.RuleCatalog;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;

import java.util.concurrent.Callable;

/** {@code zlayout rules}: the rule catalog. */
@Command(name = "rules", header = "List the rule catalog.",
        description = {"Lists every rule with its slug, severity, category and title. The markdown form is",
            "docs/rules.md; 'zlayout explain SLUG' shows one rule in full."})
final class RulesCommand implements Callable<Integer> {

    enum Format { text, markdown, json }

    @Mixin
    Output output;

    @Option(names = "--format", paramLabel = "FORMAT", defaultValue = "text",
            description = "Output format: ${COMPLETION-CANDIDATES} (default: ${DEFAULT-VALUE}).")
    Format format;

    @Override
    public Integer call() throws Exception {
        String text = switch (format) {
            case text -> RuleReference.text(RuleCatalog.all());
            case markdown -> RuleReference.markdown(RuleCatalog.all());
            case json -> RuleReference.json(RuleCatalog.all());
        };
        output.write(text);
        return ExitCode.OK.code;
    }
}
