/**
 * Baselines: the findings a team has accepted, keyed on rule and element identities (never lines or
 * messages, which move when an input is edited), so that a pipeline fails only on what is new. Holds the
 * {@code zlayout.baseline/1} file format (read and written here) and the comparison of a run against it.
 */
package io.zlayout.baseline;
