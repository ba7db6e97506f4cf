/**
 * The content of {@code zlayout report}, worked out once from the site, its findings and the plan, and
 * rendered by both the workbook ({@code report.xlsx}) and the page ({@code report.html}): summary figures,
 * balance per component kind, the volume list, the CHPID x host adapter x LSS path matrix, guests now and
 * planned, and the topology picture's nodes. Pure: no I/O, deterministic order everywhere.
 */
package io.zlayout.report.site;
