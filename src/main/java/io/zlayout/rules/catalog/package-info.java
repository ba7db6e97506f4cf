/**
 * The rules as one: RuleCatalog (the one list of rules), the settings file read against it (SettingsReader:
 * zlayout.yaml {@code settings:} or {@code --config FILE}) and Judgement, which runs the rules a site's
 * settings leave on and applies severity overrides and suppressions. It sits above the rule categories so
 * that they depend only on io.zlayout.rules.
 */
package io.zlayout.rules.catalog;
