/**
 * The workbook of {@code zlayout report} and {@code zlayout diff --format xlsx}: Summary, Findings, Paths,
 * Volumes, Guests and Plan sheets with frozen headers, autofilters, fitted widths, numbers as numbers, severity
 * and colour-scale conditional formats, and hyperlinks from findings to the rows they name. Apache POI makes the
 * styles, the workbook and each sheet's settings; the rows are written as sheet XML straight into the file
 * ({@link io.zlayout.report.xlsx.StreamingWorkbook}), so a site of a quarter of a million volumes writes in
 * bounded memory with no object per cell. Text is stored as text, never as a formula; the same report gives the
 * same bytes.
 */
package io.zlayout.report.xlsx;
