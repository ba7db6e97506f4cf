package io.zlayout.rules;

import io.zlayout.model.SourceRef;
import io.zlayout.rules.Severity;

/**
 * What the settings say about one rule.
 *
 * @param severity the severity its findings get instead of the rule's own, or null to keep it
 * @param enabled  false when the rule is switched off and does not run at all
 * @param source   where the entry was written
 */
public record RuleSetting(String rule, Severity severity, boolean enabled, SourceRef source) {
}
