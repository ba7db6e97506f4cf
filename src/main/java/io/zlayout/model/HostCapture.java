package io.zlayout.model;

/**
 * Which Linux capture or configuration file a host fact was read from. Running-state captures tell what the
 * guest uses now; configuration files tell what it will set up at boot. Rules compare the two, so every
 * host record keeps its origin.
 */
public enum HostCapture {
    LSZFCP("lszfcp", false),
    LSLUNS("lsluns", false),
    LSSCSI("lsscsi", false),
    SG_DEVICES("/proc/scsi/sg/devices", false),
    MULTIPATH_LL("multipath -ll", false),
    LSDASD("lsdasd", false),
    LVS("lvs", false),
    ZFCP_CONF("/etc/zfcp.conf", true),
    DASD_CONF("/etc/dasd.conf", true),
    /** {@code chzdev --export}, {@code [persistent ...]} sections: the configuration applied at boot. */
    CHZDEV_PERSISTENT("chzdev --export [persistent]", true),
    /** {@code chzdev --export}, {@code [active ...]} sections: the running configuration. */
    CHZDEV_ACTIVE("chzdev --export [active]", false),
    /** {@code chzdev --export}, {@code [autoconf ...]} sections: configuration from the firmware (DPM, IPL). */
    CHZDEV_AUTOCONF("chzdev --export [autoconf]", true),
    MULTIPATH_CONF("multipath.conf", true),
    /** {@code lscss}: CCW devices, their subchannels and channel paths (running state). */
    LSCSS("lscss", false),
    /** {@code lschp}: channel paths, their type, PCHID and state (running state). */
    LSCHP("lschp", false),
    /** {@code lszdev} (table or {@code --pairs}): devices with their active and persistent configuration. */
    LSZDEV("lszdev", false),
    /** {@code ziorep_config -M}: FCP device -> port -> LUN -> SCSI device -> multipath map (running state). */
    ZIOREP_CONFIG("ziorep_config", false),
    /** chzdev's persistent udev rules ({@code /etc/udev/rules.d/41-*.rules}): the configuration applied at boot. */
    CHZDEV_RULES("chzdev udev rules", true),
    /** The I/O exclusion list: {@code cio_ignore -l}, {@code -L}, {@code -k} or {@code /proc/cio_ignore} (running state). */
    CIO_IGNORE("cio_ignore", false);

    private final String label;
    private final boolean configuration;

    HostCapture(String label, boolean configuration) {
        this.label = label;
        this.configuration = configuration;
    }

    /** The command or file as users know it. */
    public String label() {
        return label;
    }

    /** True for configuration (what should be set up), false for a capture of the running state. */
    public boolean configuration() {
        return configuration;
    }
}
