/**
 * Settings: how a site tunes the rules — severity overrides, rules switched off, the {@code failOn} threshold
 * and suppressions (rule, element identity or pattern, a mandatory reason, an optional expiry) — read from
 * zlayout.yaml {@code settings:} or {@code --config FILE}; {@link io.zlayout.rules.settings.Judgement} applies
 * them to what the rules found. The two rules that keep suppressions honest (expired, unused) live here too.
 */
package io.zlayout.rules.settings;
