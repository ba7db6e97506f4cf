package io.zlayout.topology;

import io.zlayout.model.ControlUnit;
import io.zlayout.model.Device;
import io.zlayout.model.GuestDedicate;
import io.zlayout.model.Volume;
import io.zlayout.model.VolumeKind;
import io.zlayout.model.id.DeviceNumber;
import io.zlayout.model.id.LssId;
import io.zlayout.model.ref.LssRef;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.TreeMap;

/**
 * The bases and HyperPAV/PAV aliases of each LCU, as the IOCDS defines them ({@code UNIT=3390B} / {@code UNIT=3390A})
 * and as the storage export lists them ({@code CKD Base} / {@code CKD Alias}), and the alias devices each guest has
 * dedicated. "The alias devices are not exclusively referenced to a certain base device but are eligible for all
 * base devices in the same logical control unit (LCU)" (IBM, Using HyperPAV for ECKD DASD): aliases count per LCU.
 *
 * @param lcus the LCUs of every storage image, by LSS, in the order of their identities
 * @param guestAliases per guest, the alias devices it dedicates, by the LSS of their LCU
 */
public record LcuAliases(Map<LssRef, Lcu> lcus, Map<String, Map<LssRef, List<DeviceNumber>>> guestAliases) {

    /**
     * One LCU.
     *
     * @param ref            the LCU's LSS
     * @param iocdsDefined   true when a CNTLUNIT of the IOCDS addresses the LCU
     * @param iocdsBases     base devices the IOCDS defines on it
     * @param iocdsAliases   alias devices the IOCDS defines on it
     * @param storageListed  true when the storage export lists CKD volumes of the LCU
     * @param storageBases   CKD base volumes the export lists
     * @param storageAliases CKD alias volumes the export lists
     * @param linuxAliases   alias devices of the LCU that guests' Linux shows online ({@code lsdasd} rows of status
     *                       {@code alias}, each tied to the LCU by the guest's DEDICATE of it or by its {@code lsdasd
     *                       -u} UID's subsystem id), each device once; 0 where no capture shows one
     * @param standbyAliases the alias devices of {@code iocdsAliases} the IOCDS defines only in subchannel sets other
     *                       than 0 ({@code SCHSET=1} and up): z/VM, IPLed from subchannel set 0, keeps them in its
     *                       standby configuration (IBM, z/VM 7.3 documentation: Active versus Standby Configuration)
     */
    public record Lcu(LssRef ref, boolean iocdsDefined, List<DeviceNumber> iocdsBases,
                      List<DeviceNumber> iocdsAliases, boolean storageListed, int storageBases, int storageAliases,
                      int linuxAliases, List<DeviceNumber> standbyAliases) {

        /** The alias devices z/VM and its guests can use: the IOCDS's, less those only in an alternate set. */
        public List<DeviceNumber> zvmAliases() {
            if (standbyAliases.isEmpty()) {
                return iocdsAliases;
            }
            return iocdsAliases.stream().filter(a -> !standbyAliases.contains(a)).toList();
        }
    }

    /** The LCUs and guests' aliases of a joined site. */
    public static LcuAliases of(Site site) {
        Map<LssRef, Builder> lcus = new TreeMap<>();
        ChannelTopology ch = site.channels();
        Map<DeviceNumber, LssRef> lcuOfAlias = new TreeMap<>();
        for (List<ControlUnit> cus : ch.storageControlUnits().values()) {
            for (ControlUnit cu : cus) {
                Optional<String> image = ch.image(cu);
                if (image.isEmpty()) {
                    continue;
                }
                LssId lss = ChannelTopology.lcu(cu);
                LssRef id = new LssRef(image.get(), lss);
                Builder b = lcus.computeIfAbsent(id, k -> new Builder(image.get(), lss));
                b.iocds = true;
                for (Device d : ch.devices(cu)) {
                    (d.alias() ? b.iocdsAliases : b.iocdsBases).add(d.number());
                    if (d.alias()) {
                        lcuOfAlias.put(d.number(), id);
                        if (!d.subchannelSets().isEmpty() && !d.subchannelSets().containsValue(0)) {
                            b.standbyAliases.add(d.number());
                        }
                    }
                }
            }
        }
        Builder cur = null;
        for (Volume v : site.all(Volume.class)) {
            if (v.kind() != VolumeKind.CKD) {
                continue;
            }
            // An export lists the volumes of one LSS together: look the LCU up only when it changes.
            if (cur == null || !cur.lss.equals(v.lss()) || !cur.image.equals(v.image())) {
                cur = lcus.computeIfAbsent(new LssRef(v.image(), v.lss()), k -> new Builder(v.image(), v.lss()));
            }
            cur.listed = true;
            if (v.alias()) {
                cur.storageAliases++;
            } else {
                cur.storageBases++;
            }
        }
        Map<LssRef, java.util.Set<String>> linux = linuxAliases(site, lcuOfAlias);
        Map<LssRef, Lcu> out = new TreeMap<>();
        lcus.forEach((id, b) -> out.put(id, new Lcu(id, b.iocds, sorted(b.iocdsBases),
                sorted(b.iocdsAliases), b.listed, b.storageBases, b.storageAliases,
                linux.getOrDefault(id, java.util.Set.of()).size(), sorted(b.standbyAliases))));
        Map<String, Map<LssRef, List<DeviceNumber>>> guests = new TreeMap<>();
        for (GuestDedicate d : site.all(GuestDedicate.class)) {
            LssRef lcu = d.rdev() == null ? null : lcuOfAlias.get(d.rdev());
            if (lcu != null) {
                guests.computeIfAbsent(d.guest(), k -> new TreeMap<>()).computeIfAbsent(lcu, k -> new ArrayList<>())
                        .add(d.rdev());
            }
        }
        return new LcuAliases(out, guests);
    }

    /**
     * Per LCU, the alias devices guests' Linux shows online: an {@code lsdasd} row of status {@code alias} is the
     * guest's virtual device; its DEDICATE names the real one (an IOCDS alias of the LCU), else its UID's subsystem
     * id names the LCU where the storage export gives the LSSs' subsystem ids. Keyed by real device, or by guest
     * and bus ID where only the UID tells.
     */
    private static Map<LssRef, java.util.Set<String>> linuxAliases(Site site, Map<DeviceNumber, LssRef> lcuOfAlias) {
        List<io.zlayout.model.DasdDevice> dasd = site.all(io.zlayout.model.DasdDevice.class);
        Map<LssRef, java.util.Set<String>> out = new TreeMap<>();
        if (dasd.stream().noneMatch(io.zlayout.model.DasdDevice::alias)) {
            return out;
        }
        Map<String, DeviceNumber> rdevOf = new java.util.HashMap<>();
        for (GuestDedicate d : site.all(GuestDedicate.class)) {
            if (d.vdev() != null && d.rdev() != null) {
                rdevOf.put(d.guest() + "|" + d.vdev(), d.rdev());
            }
        }
        Map<String, LssRef> lcuOfSsid = new java.util.HashMap<>();
        for (io.zlayout.model.Lss l : site.all(io.zlayout.model.Lss.class)) {
            if (l.ssid() != null) {
                lcuOfSsid.put(l.ssid().toUpperCase(java.util.Locale.ROOT), new LssRef(l.image(), l.id()));
            }
        }
        for (io.zlayout.model.DasdDevice d : dasd) {
            if (!d.alias() || d.busId() == null) {
                continue;
            }
            DeviceNumber rdev = d.guest() == null ? null : rdevOf.get(d.guest() + "|" + d.busId().device());
            LssRef lcu = rdev == null ? null : lcuOfAlias.get(rdev);
            String key = rdev != null ? rdev.toString() : d.guest() + "|" + d.busId();
            if (lcu == null && d.decodedUid() != null && d.decodedUid().ssid() != null) {
                lcu = lcuOfSsid.get(d.decodedUid().ssid().toUpperCase(java.util.Locale.ROOT));
            }
            if (lcu != null) {
                out.computeIfAbsent(lcu, k -> new java.util.TreeSet<>()).add(key);
            }
        }
        return out;
    }

    /** Every alias device some guest dedicates. */
    public java.util.Set<DeviceNumber> dedicated() {
        java.util.Set<DeviceNumber> out = new java.util.TreeSet<>();
        guestAliases.values().forEach(byLcu -> byLcu.values().forEach(out::addAll));
        return out;
    }

    /** The alias devices a guest dedicates on an LCU; empty when none. */
    public List<DeviceNumber> aliasesOf(String guest, LssRef lcu) {
        return guestAliases.getOrDefault(guest, Map.of()).getOrDefault(lcu, List.of());
    }

    /** In ascending order, each once (the CNTLUNITs of an LCU may define a device on more than one path). */
    private static List<DeviceNumber> sorted(List<DeviceNumber> devices) {
        return devices.stream().sorted().distinct().toList();
    }

    private static final class Builder {
        final String image;
        final LssId lss;
        boolean iocds;
        boolean listed;
        final List<DeviceNumber> iocdsBases = new ArrayList<>();
        final List<DeviceNumber> iocdsAliases = new ArrayList<>();
        final List<DeviceNumber> standbyAliases = new ArrayList<>();
        int storageBases;
        int storageAliases;

        Builder(String image, LssId lss) {
            this.image = image;
            this.lss = lss;
        }
    }
}
