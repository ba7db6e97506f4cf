/**
 * What a change changes: two sides (a site, judged by the rules and its settings, or a {@code zlayout.plan/1}
 * file) reduced to {@link io.zlayout.diff.Snapshot}s — guests, their paths, volumes and spread, findings —
 * and compared into a {@link io.zlayout.diff.Diff}. Pure: no files are opened here (the plan file arrives as
 * a SourceFile) and nothing is printed.
 */
package io.zlayout.diff;
