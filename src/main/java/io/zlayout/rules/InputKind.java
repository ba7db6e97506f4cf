package io.zlayout.rules;

import io.zlayout.model.ChannelPathStatus;
import io.zlayout.model.Chpid;
import io.zlayout.model.ControlUnit;
import io.zlayout.model.DasdDevice;
import io.zlayout.model.Device;
import io.zlayout.model.Element;
import io.zlayout.model.Guest;
import io.zlayout.model.GuestIntent;
import io.zlayout.model.HostConnection;
import io.zlayout.model.IoSubchannel;
import io.zlayout.model.LogicalVolume;
import io.zlayout.model.MultipathConfig;
import io.zlayout.model.MultipathMap;
import io.zlayout.model.ScsiDevice;
import io.zlayout.model.SgDevice;
import io.zlayout.model.Volume;
import io.zlayout.model.VolumeGroup;
import io.zlayout.model.ZfcpHost;
import io.zlayout.model.ZfcpLun;
import io.zlayout.model.ZfcpPort;
import io.zlayout.model.ZvmChpid;
import io.zlayout.model.ZvmDasd;
import io.zlayout.model.ZvmDevicePaths;
import io.zlayout.model.ZvmFcpDevice;
import io.zlayout.model.ZvmVirtualFcp;
import io.zlayout.topology.Site;

import java.util.List;
import java.util.function.Predicate;

/**
 * A kind of input a rule needs to judge (see {@link Rule#needs()}), and how a run tells whether it has one: from
 * what the joined site holds, not from file names. A rule about a new kind of input adds a constant here with its
 * test; the coverage record, every output format and {@code --strict} follow from it.
 */
public enum InputKind {

    /** The IOCP deck of the IOCDS: CHPID, CNTLUNIT and IODEVICE statements. */
    IOCDS("IOCDS", "the IOCP deck of the IOCDS (iocds/)",
            s -> !s.all(ControlUnit.class).isEmpty() || !s.all(Device.class).isEmpty()
                    || !s.all(Chpid.class).isEmpty()),

    /** The storage export: DSCLI, REST or ESS Specialist output with volumes. */
    STORAGE_EXPORT("storage export", "the storage export with volumes (DSCLI lsfbvol/lsckdvol, REST or the ESS"
            + " Specialist table; storage/)", s -> !s.all(Volume.class).isEmpty()),

    /** The storage's host connections and volume groups (DSCLI lshostconnect, lsvolgrp/showvolgrp; REST hosts). */
    HOST_CONNECTIONS("host connections", "the storage's host connections and volume groups (DSCLI lshostconnect,"
            + " showvolgrp; REST hosts, mappings)",
            s -> !s.all(HostConnection.class).isEmpty() || !s.all(VolumeGroup.class).isEmpty()),

    /** How channels reach storage ports: zlayout.yaml {@code fabric:} (cabling, zoning, FICON links). */
    FABRIC("fabric", "the cabling and zoning: zlayout.yaml 'fabric:', or the switches' zoning",
            s -> !s.inputs().manifest().fabric().isEmpty() || !s.all(io.zlayout.model.SanZone.class).isEmpty()),

    /** The z/VM user directory: the guests' DEDICATE and MDISK statements. */
    ZVM_DIRECTORY("z/VM directory", "the z/VM user directory (zvm/)", s -> !s.all(Guest.class).isEmpty()),

    /** What running Linux guests or z/VM CP report: lszfcp, lsluns, multipath -ll, lvs, QUERY PATHS, … */
    GUEST_CAPTURES("guest captures", "captures from the running guests (hosts/<guest>/: lszfcp, lsluns, multipath"
            + " -ll, lvs, /etc/zfcp.conf, ...; z/VM CP QUERY output)",
            s -> Captures.TYPES.stream().anyMatch(c -> !s.all(c).isEmpty())),

    /**
     * The guests' I/O exclusion lists ({@code cio_ignore -l}, {@code -L}, {@code -k}, {@code /proc/cio_ignore}): a
     * kind of guest capture of its own, since a rule about hidden devices cannot judge a guest whose list is not read.
     */
    CIO_IGNORE("cio_ignore list", "the guests' I/O exclusion lists (hosts/<guest>/: cio_ignore -l)",
            s -> !s.all(io.zlayout.model.CioIgnoreList.class).isEmpty()),

    /** What should be: the intent (zlayout.yaml {@code intent:} or --intent). */
    INTENT("intent", "the intent (zlayout.yaml 'intent:' or --intent)", s -> !s.all(GuestIntent.class).isEmpty());

    /** The records only captures from running guests and z/VM CP make (a holder: enum constants come first). */
    private static final class Captures {
        static final List<Class<? extends Element>> TYPES = List.of(ZfcpHost.class, ZfcpPort.class,
                ZfcpLun.class, ScsiDevice.class, SgDevice.class, MultipathMap.class, MultipathConfig.class,
                LogicalVolume.class, DasdDevice.class, IoSubchannel.class, ChannelPathStatus.class,
                ZvmDevicePaths.class, ZvmFcpDevice.class, ZvmChpid.class, ZvmDasd.class, ZvmVirtualFcp.class,
                io.zlayout.model.CioIgnoreList.class);
    }

    private final String label;
    private final String description;
    private final Predicate<Site> present;

    InputKind(String label, String description, Predicate<Site> present) {
        this.label = label;
        this.description = description;
        this.present = present;
    }

    /** The name in JSON and SARIF: {@code iocds}, {@code storage-export}, {@code guest-captures}. */
    public String id() {
        return name().toLowerCase(java.util.Locale.ROOT).replace('_', '-');
    }

    /** A short name for messages: "no IOCDS", "no storage export". */
    public String label() {
        return label;
    }

    /** What it is and where a site keeps it, for the docs and for messages saying what to add. */
    public String description() {
        return description;
    }

    /** True when the run read some of this input. */
    public boolean presentIn(Site site) {
        return present.test(site);
    }
}
