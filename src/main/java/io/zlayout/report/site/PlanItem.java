package io.zlayout.report.site;

/**
 * One line of the Plan sheet: a disk (in stripe order), a path, or a file written for a guest. Fields that do
 * not apply to the kind are null. Element ids are short (no image prefix); {@code image} names the image.
 *
 * @param layout  {@code planned}, or {@code current} where the site has no plan
 * @param kind    disk, path or file
 * @param order   1-based position within the guest's disks or paths; null for files
 * @param item    the volume id, the CHPID ({@code 0.C1}) or the file's relative path
 * @param today   a planned FCP path: where the guest has its FCP device today (in the entry, runs today without
 *                an entry statement, or new), as the HTML page says it; else null
 */
public record PlanItem(String guest, String layout, String kind, Integer order, String image, String item,
                       String rank, String lss, Integer server, Integer daPair, String device, String lun,
                       String fcpDevice, String ioPort, String wwpn, String hostAdapter, String today) {
}
