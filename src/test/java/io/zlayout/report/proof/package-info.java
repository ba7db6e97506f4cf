/**
 * Proof with real programs: the workbook opened and converted by LibreOffice, the page rendered by headless
 * Chromium. Each test is skipped (not failed) only when its program is not installed; CI installs both.
 */
package io.zlayout.report.proof;
