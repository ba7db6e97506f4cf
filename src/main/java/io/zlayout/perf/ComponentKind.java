package io.zlayout.perf;

import java.util.List;

/**
 * The components the model gives capacities: each has the kind it is reported as (docs/design.md's bottleneck
 * kinds, plus {@code server}) and the key its capacities have in the calibration table. The host adapters
 * of one storage image together are a component of their own ({@code host-adapter-interconnect}): the SHARE
 * presentation measured one host adapter at 40/65 MB/s but four only at 125/240, so something the adapters
 * share limits them; the presentation calls that limit the host adapters, and so does the report.
 */
public enum ComponentKind {
    DISK("disk", "disk"),
    /**
     * An LCU: its capacity is that of one subchannel ({@code subchannel} in the calibration table: one I/O at a
     * time) times the subchannels the layout's I/O to it may use, its bases in the layout and the HyperPAV aliases
     * the layout has there.
     */
    LCU("lcu", "subchannel"),
    RANK("rank", "rank"),
    /**
     * The ranks of an extent pool over which its volumes are striped ({@code rotateexts}, Easy Tier): no table
     * entry of its own, its capacity follows from its ranks' and each rank's share of the volumes' extents.
     */
    POOL("pool", "pool"),
    DEVICE_ADAPTER("device-adapter", "device-adapter"),
    SERVER("server", "server"),
    HOST_ADAPTER_INTERCONNECT("host-adapter", "host-adapter-interconnect"),
    HOST_ADAPTER("host-adapter", "host-adapter"),
    SWITCH("switch", "switch"),
    CHPID("chpid", "chpid");

    private final String reported;
    private final String key;

    ComponentKind(String reported, String key) {
        this.reported = reported;
        this.key = key;
    }

    /** The kind as reports name it. */
    public String reported() {
        return reported;
    }

    /** The key of its capacities in calibration.yaml and in zlayout.yaml {@code capacities:}. */
    public String key() {
        return key;
    }

    /**
     * The kinds a storage profile gives capacities for, in path order from disk to host adapter ({@link #POOL} has
     * none: its ranks' capacities make it).
     */
    public static final List<ComponentKind> STORAGE = List.of(DISK, LCU, RANK, DEVICE_ADAPTER, SERVER,
            HOST_ADAPTER_INTERCONNECT, HOST_ADAPTER);

    /** The element identity prefix of this kind ({@code volume:}, {@code rank:}, ...). */
    public String identityPrefix() {
        return switch (this) {
            case DISK -> "volume:";
            case LCU -> "lss:";
            case RANK -> "rank:";
            case POOL -> "pool:";
            case DEVICE_ADAPTER -> "dapair:";
            case SERVER -> "server:";
            case HOST_ADAPTER_INTERCONNECT -> "storage:";
            case HOST_ADAPTER -> "hostadapter:";
            case SWITCH -> "switch:";
            case CHPID -> "chpid:";
        };
    }

    /** The kind whose elements have this identity, or null. */
    public static ComponentKind ofIdentity(String identity) {
        for (ComponentKind k : values()) {
            if (identity.startsWith(k.identityPrefix()) && identity.length() > k.identityPrefix().length()) {
                return k;
            }
        }
        return null;
    }
}
