package io.zlayout.rules;

import io.zlayout.model.SourceRef;
import io.zlayout.rules.Finding;

import java.time.LocalDate;

/**
 * Hides the findings of one rule on some elements, for a stated reason and, optionally, until a date.
 *
 * @param rule    the slug of the rule whose findings it hides
 * @param element the exact element identity, or null when {@code pattern} is given
 * @param pattern a glob over identities, or null when {@code element} is given
 * @param reason  why the finding may stay (a change ticket, an accepted risk); never blank
 * @param expires the last day the suppression holds, or null for no end
 * @param source  where it was written in the settings
 */
public record Suppression(String rule, String element, IdentityPattern pattern, String reason, LocalDate expires,
                          SourceRef source) {

    /** The element or pattern as written. */
    public String target() {
        return element != null ? element : pattern.text();
    }

    /** True when this suppression names the finding's rule and one of its element identities. */
    public boolean matches(Finding f) {
        if (!rule.equals(f.rule())) {
            return false;
        }
        for (String e : f.elements()) {
            if (element != null ? element.equals(e) : pattern.matches(e)) {
                return true;
            }
        }
        return false;
    }

    /** Expired when today is after the expiry day: a suppression expiring 2027-03-31 holds through that day. */
    public boolean expiredOn(LocalDate today) {
        return expires != null && expires.isBefore(today);
    }

    /** {@code consecutive-addresses on guest:LNX1}, for messages. */
    public String describe() {
        return rule + " on " + target();
    }
}
