/**
 * The workbook of {@code zlayout report} (Apache POI, streamed with SXSSF so a site of a quarter of a million
 * volumes writes in bounded memory): Summary, Findings, Paths, Volumes, Guests and Plan sheets with frozen
 * headers, autofilters, fitted widths, numbers as numbers, severity and colour-scale conditional formats,
 * and hyperlinks from findings to the rows they name. Text is stored as text, never as a formula; the same
 * report gives the same bytes.
 */
package io.zlayout.report.xlsx;
