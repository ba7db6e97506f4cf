/**
 * The rules about the settings themselves: a suppression that has expired, and one that hides nothing. The
 * settings (severity overrides, rules switched off, {@code failOn}, suppressions) are values in
 * {@code io.zlayout.rules}; they are read and applied in {@code io.zlayout.rules.catalog}.
 */
package io.zlayout.rules.settings;
