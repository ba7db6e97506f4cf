package io.zlayout.model;

import io.zlayout.model.id.BusId;
import io.zlayout.model.id.ChpidId;
import io.zlayout.model.id.CuNumber;
import io.zlayout.model.id.DeviceAddress;
import io.zlayout.model.id.DeviceNumber;
import io.zlayout.model.id.LssId;
import io.zlayout.model.id.VolumeId;
import io.zlayout.model.id.FcpLun;
import io.zlayout.model.id.Wwn;
import io.zlayout.model.ref.ChpidRef;
import io.zlayout.model.ref.ElementRef;
import io.zlayout.model.ref.EnclosureRef;
import io.zlayout.model.ref.FcpDeviceRef;
import io.zlayout.model.ref.HostAdapterRef;
import io.zlayout.model.ref.IoPortRef;
import io.zlayout.model.ref.LssRef;
import io.zlayout.model.ref.PoolRef;
import io.zlayout.model.ref.RankRef;
import io.zlayout.model.ref.VolumeRef;

import java.util.Locale;

/**
 * The identity strings of docs/design.md, made in one place: here, or for a kind a reference stands for, by that
 * reference (model/ref), which this class asks. Hex is upper case except Linux bus IDs and
 * WWPNs/LUNs, which are lower case with {@code 0x}.
 */
public final class Ids {

    /** Image of a storage-side record whose reader could not tell it. */
    public static final String UNKNOWN_IMAGE = "?";

    private Ids() {
    }

    public static String chpid(int css, ChpidId chpid) {
        return ChpidRef.identityOf(css, chpid);
    }

    public static String controlUnit(CuNumber number) {
        return "cu:" + number;
    }

    public static String device(DeviceNumber number) {
        return "device:" + number;
    }

    public static String partition(int css, String name) {
        return "partition:" + Integer.toHexString(css).toUpperCase(Locale.ROOT) + "." + name;
    }

    /** The machine type of a storage image id: {@code IBM.2107-75DWA61} -> {@code 2107}. */
    public static String machineType(String image) {
        String s = image.startsWith("IBM.") ? image.substring(4) : image;
        int dash = s.indexOf('-');
        return dash < 0 ? s : s.substring(0, dash);
    }

    /**
     * The serial of a storage image id, the part people say: {@code IBM.2107-75DWA61} -> {@code 75DWA61} (the text
     * after the last {@code -}; all of it where there is none).
     */
    public static String serial(String image) {
        return image.substring(image.lastIndexOf('-') + 1);
    }

    public static String storage(String image) {
        return "storage:" + image;
    }

    public static String lss(String image, LssId lss) {
        return LssRef.identityOf(image, lss);
    }

    public static String volume(String image, VolumeId id) {
        return VolumeRef.identityOf(image, id);
    }

    public static String rank(String image, String id) {
        return RankRef.identityOf(image, id);
    }

    public static String array(String image, String id) {
        return scoped("array", image, id);
    }

    public static String arraySite(String image, String id) {
        return scoped("arraysite", image, id);
    }

    public static String extentPool(String image, String id) {
        return PoolRef.identityOf(image, id);
    }

    public static String ioPort(String image, String id) {
        return IoPortRef.identityOf(image, id);
    }

    public static String hostAdapter(String image, int enclosure, int slot) {
        return HostAdapterRef.identityOf(image, enclosure, slot);
    }

    public static String ioEnclosure(String image, int enclosure) {
        return EnclosureRef.identityOf(image, enclosure);
    }

    /** {@code <kind>:<image>/<id>}: the identity of an element of a storage image. */
    private static String scoped(String kind, String image, Object id) {
        return ElementRef.scoped(kind, image, id);
    }

    public static String server(String image, int server) {
        return scoped("server", image, server);
    }

    public static String daPair(String image, int daPair) {
        return scoped("dapair", image, daPair);
    }

    public static String hostConnection(String image, String id) {
        return scoped("hostconnect", image, id);
    }

    public static String volumeGroup(String image, String id) {
        return scoped("volgrp", image, id);
    }

    public static String guest(String name) {
        return "guest:" + name.toUpperCase(Locale.ROOT);
    }

    public static String fcp(BusId busId) {
        return FcpDeviceRef.identityOf(busId);
    }

    /** A guest's dedicated device: {@code dedicate:<GUEST>/<VDEV>}. */
    public static String dedicate(String guest, DeviceNumber vdev) {
        return "dedicate:" + guest.toUpperCase(Locale.ROOT) + "/" + vdev;
    }

    /** A guest's minidisk: {@code mdisk:<GUEST>/<VDEV>}. */
    public static String minidisk(String guest, DeviceNumber vdev) {
        return "mdisk:" + guest.toUpperCase(Locale.ROOT) + "/" + vdev;
    }

    /** A guest's link to another user's minidisk: {@code link:<GUEST>/<VDEV>}. */
    public static String link(String guest, DeviceNumber vdev) {
        return "link:" + guest.toUpperCase(Locale.ROOT) + "/" + vdev;
    }

    /** A zfcp remote port: {@code fcpport:<busid>/<wwpn>}. */
    public static String fcpPort(BusId busId, Wwn wwpn) {
        return "fcpport:" + busId + "/" + wwpn;
    }

    /** A zfcp LUN path: {@code lun:<busid>/<wwpn>/<lun>}. */
    public static String fcpLun(BusId busId, Wwn wwpn, FcpLun lun) {
        return "lun:" + busId + "/" + wwpn + "/" + lun;
    }

    /** A Linux SCSI device: {@code scsi:<h:c:t:l>}. */
    public static String scsiDevice(Hctl hctl) {
        return "scsi:" + hctl;
    }

    /** A Linux SCSI generic device (/proc/scsi/sg/devices row): {@code sg:<h:c:t:l>}. */
    public static String sgDevice(Hctl hctl) {
        return "sg:" + hctl;
    }

    /** A CCW device as a Linux guest's channel subsystem lists it (lscss): {@code ccw:<busid>}. */
    public static String ccwDevice(BusId busId) {
        return "ccw:" + busId;
    }

    /** A subchannel without a device (lscss {@code none}): {@code subch:<subchannel id>}. */
    public static String subchannel(BusId id) {
        return "subch:" + (id == null ? "?" : id.toString());
    }

    /** A DASD as Linux sees it: {@code dasd:<busid>}. */
    public static String dasd(BusId busId) {
        return "dasd:" + busId;
    }

    /** A DM-multipath map: {@code mpath:<wwid>}. */
    public static String multipath(String wwid) {
        return "mpath:" + wwid;
    }

    /** A guest's multipath.conf: {@code mpathconf:<GUEST>}, {@code mpathconf:?} when the guest is unknown. */
    public static String multipathConfig(String guest) {
        return "mpathconf:" + (guest == null ? "?" : guest.toUpperCase(Locale.ROOT));
    }

    /** An LVM logical volume: {@code lv:<vg>/<lv>}. */
    public static String logicalVolume(String vg, String lv) {
        return "lv:" + vg + "/" + lv;
    }

    /** The paths of a real device of the z/VM system (CP QUERY PATHS): {@code zvmpaths:<DEV>}. */
    public static String zvmPaths(DeviceAddress device) {
        return "zvmpaths:" + device;
    }

    /** A channel path as CP on the z/VM system reports it (QUERY CHPID): {@code zvmchpid:<CC>}. */
    public static String zvmChpid(ChpidId chpid) {
        return "zvmchpid:" + chpid;
    }

    /** A real FCP device of the z/VM system (QUERY FCP, System_WWPN_Query): {@code zvmfcp:<DEV>}. */
    public static String zvmFcp(DeviceNumber device) {
        return "zvmfcp:" + device;
    }

    /** A guest's virtual FCP device (QUERY VIRTUAL FCP): {@code zvmvfcp:<GUEST>/<VDEV>}, {@code ?} when unknown. */
    public static String zvmVirtualFcp(String guest, DeviceNumber vdev) {
        return "zvmvfcp:" + (guest == null ? "?" : guest.toUpperCase(Locale.ROOT)) + "/" + vdev;
    }

    /** A real DASD of the z/VM system (QUERY DASD DETAILS): {@code zvmdasd:<DEV>}. */
    public static String zvmDasd(DeviceNumber device) {
        return "zvmdasd:" + device;
    }
}
