/**
 * The report of {@code zlayout diff}: text for change boards and {@code zlayout.diff/1} JSON for pipelines.
 * The same diff always gives the same bytes.
 */
package io.zlayout.report.diff;
