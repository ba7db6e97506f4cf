package io.zlayout.report.site;

/**
 * One line of the Plan sheet: a disk (in stripe order), a path, or a file written for a guest. Fields that do
 * not apply to the kind are null. Element ids are short (no image prefix); {@code image} names the image. Made
 * by name: {@code PlanItem.of(guest, layout, kind).order(1).item("1000")....build()}.
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

    /** A line of {@code guest}'s {@code layout} of this {@code kind}, its other fields set by name. */
    public static Builder of(String guest, String layout, String kind) {
        return new Builder(guest, layout, kind);
    }

    /** The fields of a line by name; those not set stay null. */
    public static final class Builder {
        private final String guest;
        private final String layout;
        private final String kind;
        private Integer order;
        private String image;
        private String item;
        private String rank;
        private String lss;
        private Integer server;
        private Integer daPair;
        private String device;
        private String lun;
        private String fcpDevice;
        private String ioPort;
        private String wwpn;
        private String hostAdapter;
        private String today;

        private Builder(String guest, String layout, String kind) {
            this.guest = guest;
            this.layout = layout;
            this.kind = kind;
        }

        public Builder order(Integer order) {
            this.order = order;
            return this;
        }

        public Builder image(String image) {
            this.image = image;
            return this;
        }

        public Builder item(String item) {
            this.item = item;
            return this;
        }

        public Builder rank(String rank) {
            this.rank = rank;
            return this;
        }

        public Builder lss(String lss) {
            this.lss = lss;
            return this;
        }

        public Builder server(Integer server) {
            this.server = server;
            return this;
        }

        public Builder daPair(Integer daPair) {
            this.daPair = daPair;
            return this;
        }

        public Builder device(String device) {
            this.device = device;
            return this;
        }

        public Builder lun(String lun) {
            this.lun = lun;
            return this;
        }

        public Builder fcpDevice(String fcpDevice) {
            this.fcpDevice = fcpDevice;
            return this;
        }

        public Builder ioPort(String ioPort) {
            this.ioPort = ioPort;
            return this;
        }

        public Builder wwpn(String wwpn) {
            this.wwpn = wwpn;
            return this;
        }

        public Builder hostAdapter(String hostAdapter) {
            this.hostAdapter = hostAdapter;
            return this;
        }

        public Builder today(String today) {
            this.today = today;
            return this;
        }

        public PlanItem build() {
            return new PlanItem(guest, layout, kind, order, image, item, rank, lss, server, daPair, device, lun,
                    fcpDevice, ioPort, wwpn, hostAdapter, today);
        }
    }
}
