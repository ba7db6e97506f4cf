package io.zlayout.topology;

import io.zlayout.model.id.VolumeId;
import io.zlayout.model.IoPort;
import io.zlayout.model.Lss;
import io.zlayout.model.id.DasdUid;
import io.zlayout.model.id.FcpLun;
import io.zlayout.model.id.Wwid;
import io.zlayout.model.id.Wwn;
import io.zlayout.model.StorageImage;
import io.zlayout.model.Volume;
import io.zlayout.model.ref.HostAdapterRef;
import io.zlayout.model.ref.IoPortRef;
import io.zlayout.model.ref.VolumeRef;
import io.zlayout.topology.HostTopology.StorageVolume;

import java.util.HashMap;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;

/** Storage-side lookups, built once: ports by WWPN, images by WWNN and machine type, LCUs by SSID. */
final class HostStorage {

    final StorageTopology topology;
    private final Map<Wwn, IoPort> portByWwpn = new HashMap<>();
    final Map<IoPortRef, IoPort> portById = new HashMap<>();
    private final Map<Wwn, String> imageByWwnn = new HashMap<>();
    final Map<String, Lss> lcuBySsid = new HashMap<>();
    final TreeSet<String> essImages = new TreeSet<>();
    final TreeSet<String> ds8kImages = new TreeSet<>();
    final Map<String, VolumeId[]> luns = new HashMap<>();
    final Map<VolumeRef, StorageVolume> volumes = new HashMap<>();
    final Set<String> imagesWithPorts = new java.util.HashSet<>();
    final Set<String> imagesWithWwnn = new java.util.HashSet<>();

    HostStorage(SiteIndex site, StorageTopology topology) {
        this.topology = topology;
        for (IoPort p : site.all(IoPort.class)) {
            if (p.image() != null) {
                portById.putIfAbsent(new IoPortRef(p.image(), p.id()), p);
            }
            if (p.wwpn() != null) {
                portByWwpn.putIfAbsent(p.wwpn(), p);
                imagesWithPorts.add(p.image());
            }
        }
        TreeSet<String> images = new TreeSet<>();
        for (StorageImage s : site.all(StorageImage.class)) {
            images.add(s.id());
            if (s.wwnn() != null) {
                imageByWwnn.putIfAbsent(s.wwnn(), s.id());
                imagesWithWwnn.add(s.id());
            }
        }
        site.all(Volume.class).forEach(v -> images.add(v.image()));
        site.all(IoPort.class).forEach(p -> images.add(p.image()));
        for (String image : images) {
            ("2105".equals(ChannelTopology.machineType(image)) ? essImages : ds8kImages).add(image);
        }
        for (Lss l : site.all(Lss.class)) {
            if (l.ssid() != null) {
                lcuBySsid.putIfAbsent(l.ssid().toUpperCase(Locale.ROOT), l);
            }
        }
    }

    /** The storage port with this WWPN; null for none, or for text that is not a WWPN. */
    IoPort port(String wwpn) {
        return Wwn.tryParse(wwpn).map(portByWwpn::get).orElse(null);
    }

    /** The storage port with this WWPN; null for none. */
    IoPort port(Wwn wwpn) {
        return wwpn == null ? null : portByWwpn.get(wwpn);
    }

    // the memo maps below fill on use, and HostTopology#volumeOfLun reaches them after the join, where the
    // planner's thread and the rules' may both ask: one at a time
    synchronized StorageVolume volume(String image, VolumeId id) {
        if (image == null || id == null) {
            return new StorageVolume(image, id, null, null);
        }
        return volumes.computeIfAbsent(new VolumeRef(image, id), k -> {
            StorageTopology.Placement p = topology.placement(k).orElse(null);
            return new StorageVolume(image, id, p == null ? null : p.volume(), p);
        });
    }

    /** The host adapter of a port, or null. */
    static HostAdapterRef hostAdapter(IoPort port) {
        return port == null || !IoPortRef.validId(port.id()) ? null
                : new HostAdapterRef(port.image(), port.enclosure(), port.slot());
    }

    /**
     * The volume an FCP LUN addresses: on the image of the target port, else on the site's only image of
     * the machine type the LUN's form belongs to (DS8000 {@code 0x40LL40VV...}, ESS {@code 0x4LVV...}) —
     * unless the export lists that image's port WWPNs, so a WWPN it lacks is another storage's.
     */
    synchronized StorageVolume lun(String lun, IoPort port) {
        // a LUN is on several paths and in several captures: decode it once
        VolumeId[] decoded = luns.computeIfAbsent(lun, k -> decode(FcpLun.tryParse(k)));
        return lun(decoded, port);
    }

    /** {@link #lun(String, IoPort)} of a LUN read as one. */
    StorageVolume lun(FcpLun lun, IoPort port) {
        return lun(decode(java.util.Optional.of(lun)), port);
    }

    private static VolumeId[] decode(java.util.Optional<FcpLun> l) {
        return new VolumeId[] {l.flatMap(FcpLun::ds8kVolume).orElse(null), l.flatMap(FcpLun::essVolume).orElse(null)};
    }

    private StorageVolume lun(VolumeId[] decoded, IoPort port) {
        VolumeId ds8k = decoded[0];
        VolumeId ess = decoded[1];
        String image;
        if (port != null) {
            image = port.image();
        } else if (ds8k != null) {
            image = only(ds8kImages, imagesWithPorts);
        } else if (ess != null) {
            image = only(essImages, imagesWithPorts);
        } else {
            image = null;
        }
        VolumeId id = image == null ? null
                : "2105".equals(ChannelTopology.machineType(image)) ? ess : ds8k;
        return volume(image, id);
    }

    /** The volume a DM WWID names: the image by the WWNN inside it, else the site's only DS8000 image. */
    StorageVolume wwid(String wwid) {
        Wwid w = Wwid.tryParse(wwid).orElse(null);
        if (w == null || w.ds8kVolume().isEmpty()) {
            return null;
        }
        String image = imageByWwnn.get(w.ds8kWwnn().orElseThrow());
        if (image == null) {
            image = only(ds8kImages, imagesWithWwnn);
        }
        return volume(image, w.ds8kVolume().get());
    }

    /** The only image of a kind, unless the export identifies it by what the host shows ({@code known}). */
    private static String only(TreeSet<String> images, Set<String> known) {
        return images.size() == 1 && !known.contains(images.first()) ? images.first() : null;
    }

    /** The volume a DASD UID names: the LCU with its SSID, and the unit address within it. */
    StorageVolume dasdUid(DasdUid uid) {
        Lss lcu = uid == null ? null : lcuBySsid.get(uid.ssid());
        return lcu == null ? null : volume(lcu.image(), VolumeId.tryOf(lcu.id(), uid.unitAddress()).orElse(null));
    }
}
