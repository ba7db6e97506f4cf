/**
 * Rules: what every rule is and sees — Rule (slug, severity, title, explanation citing its evidence,
 * remediation and logic in one class), RuleContext, Finding, RuleEngine (the one loop over rules) and the
 * settings a site tunes them with (Settings, Suppression, FailOn). The rules themselves live in one package
 * per category; the list of them in io.zlayout.rules.catalog. Rules never parse, plan, model or print.
 */
package io.zlayout.rules;
