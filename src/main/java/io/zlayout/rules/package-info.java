/**
 * Rules: one class per rule holding its slug, severity, title, explanation (citing its evidence), remediation and logic; RuleCatalog is the one list and RuleEngine runs them. Rules never parse or print.
 */
package io.zlayout.rules;
