package io.zlayout.plan;

import io.zlayout.model.id.BusId;
import io.zlayout.model.id.DeviceNumber;
import io.zlayout.model.id.Wwn;
import io.zlayout.model.ref.ChpidRef;
import io.zlayout.model.ref.EnclosureRef;
import io.zlayout.model.ref.HostAdapterRef;
import io.zlayout.model.ref.IoPortRef;

/**
 * One planned path.
 *
 * @param chpid       the channel path
 * @param fcpDevice   FCP: the Linux bus ID of the guest's FCP device ({@code 0.0.fc00}: its virtual device
 *                    number in subchannel set 0, which is what Linux sees); else null
 * @param device      FCP: the real FCP device number dedicated to the guest; else null
 * @param ioPort      the storage I/O port the path lands on, or null when the fabric is not known
 * @param wwpn        the target port's WWPN, or null when not known
 * @param speed       the port's link speed as exported ({@code 16 Gb/s}), or null
 * @param vdev        FCP: the guest's virtual device number for {@code device} (its vdev today when the entry
 *                    has it or the guest runs over it, else {@code device} itself when free in the entry, else a
 *                    free one); else null
 * @param origin      FCP: where the guest has {@code device} today; every emitter of a directory statement,
 *                    DirMaint command, rollback or Linux configuration reads it
 * @param realAssumed FCP, {@link Origin#RUNNING} only: no CP {@code QUERY VIRTUAL FCP} of the guest tells the real
 *                    device behind {@code vdev}, so {@code device} is taken to equal it (a CP ATTACH without
 *                    {@code AS}); an ATTACH ... AS another number would make the DEDICATE name the wrong device
 */
public record PlannedPath(ChpidRef chpid, BusId fcpDevice, DeviceNumber device, IoPortRef ioPort, Wwn wwpn,
                          String speed, DeviceNumber vdev, Origin origin, boolean realAssumed) {

    /** Where the guest has a path's FCP device today. */
    public enum Origin {
        /** Its directory entry dedicates the device today: no statement to add, nothing to roll back. */
        ENTRY("entry"),
        /**
         * Its captures show it running over the device although its entry does not dedicate it (a CP ATTACH,
         * which lasts until logoff, or a guest known only from its captures): the plan's DEDICATE makes today's
         * device permanent, and its rollback leaves the guest as it logs on today, without it.
         */
        RUNNING("running"),
        /** Neither: the plan adds the device. */
        NEW("new");

        private final String json;

        Origin(String json) {
            this.json = json;
        }

        /** The plan JSON's {@code origin} value. */
        public String json() {
            return json;
        }
    }

    public PlannedPath {
        if (origin == null) {
            origin = Origin.NEW;
        }
        realAssumed = realAssumed && origin == Origin.RUNNING;
    }

    /** A path whose virtual device is its real device, not the guest's today. */
    public PlannedPath(ChpidRef chpid, BusId fcpDevice, DeviceNumber device, IoPortRef ioPort, Wwn wwpn, String speed) {
        this(chpid, fcpDevice, device, ioPort, wwpn, speed, device, Origin.NEW, false);
    }

    /** The host adapter of the I/O port, or null when the port (or its adapter) is not known. */
    public HostAdapterRef hostAdapter() {
        return ioPort == null ? null : ioPort.hostAdapter().orElse(null);
    }

    /** The I/O enclosure of the I/O port, or null when the port (or its enclosure) is not known. */
    public EnclosureRef enclosure() {
        return ioPort == null ? null : ioPort.enclosure().orElse(null);
    }

    /** True when the entry dedicates the FCP device today. */
    public boolean kept() {
        return origin == Origin.ENTRY;
    }

    /** True when the guest runs over the FCP device today without an entry statement for it. */
    public boolean runsToday() {
        return origin == Origin.RUNNING;
    }
}
