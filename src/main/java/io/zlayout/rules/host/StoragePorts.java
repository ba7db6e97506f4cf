package io.zlayout.rules.host;

import io.zlayout.model.MultipathMap;
import io.zlayout.topology.ChannelTopology;
import io.zlayout.topology.HostTopology;

import java.util.List;
import java.util.regex.Pattern;

/**
 * Whether a storage system's target ports all serve every volume equally (so every path of a map should
 * carry I/O) or report preferred and non-preferred ports through ALUA (so priority groups are right). The
 * equal-port products are those multipath-tools' hardware table (libmultipath/hwtable.c) gives
 * {@code pgpolicy = MULTIBUS}, plus the DS8000 (2107900), whose ports all serve every volume; the ALUA
 * products are those it gives {@code prio alua}.
 */
final class StoragePorts {

    /** How the ports of a storage product serve a volume. */
    enum Kind { EQUAL, ALUA, UNKNOWN }

    private record Entry(Pattern vendor, Pattern product, Kind kind, String name) {

        boolean matches(String v, String p) {
            return v != null && p != null && vendor.matcher(v).find() && product.matcher(p).find();
        }
    }

    private static Entry equal(String vendor, String product, String name) {
        return new Entry(Pattern.compile(vendor), Pattern.compile(product), Kind.EQUAL, name);
    }

    private static Entry alua(String vendor, String product, String name) {
        return new Entry(Pattern.compile(vendor), Pattern.compile(product), Kind.ALUA, name);
    }

    private static final List<Entry> TABLE = List.of(
            equal("^IBM", "^2107900", "IBM DS8000"),
            equal("^IBM", "^2105", "IBM ESS"),
            equal("^(TMS|IBM)", "(RamSan|FlashSystem)", "IBM FlashSystem (RamSan)"),
            equal("^IBM", "ProFibre 4000R", "IBM ProFibre 4000R"),
            equal("^EMC", "SYMMETRIX", "EMC Symmetrix / VMAX / PowerMax"),
            equal("^EMC", "Invista", "EMC Invista / VPLEX"),
            equal("^XtremIO", "XtremApp", "XtremIO"),
            equal("^HITACHI", "^DF600F", "Hitachi AMS 2000 / HUS 100"),
            equal("^KMNRIO", "K2", "Kaminario K2"),
            equal("^SolidFir", "SSD SAN", "SolidFire"),
            alua("^IBM", "^2145", "IBM SVC / Storwize / FlashSystem"),
            alua("^IBM", "^1750500", "IBM DS6000"),
            alua("^IBM", "^2810XIV", "IBM XIV"),
            alua("^NETAPP", "LUN", "NetApp ONTAP"),
            alua("^PURE", "FlashArray", "Pure FlashArray"));

    /** The kind of a map's storage: by its SCSI vendor and product, else by its volume's machine type. */
    static Kind of(MultipathMap map, HostTopology.StorageVolume volume) {
        for (Entry e : TABLE) {
            if (e.matches(map.vendor(), map.product())) {
                return e.kind();
            }
        }
        if (map.vendor() == null && volume != null && volume.image() != null) {
            String type = ChannelTopology.machineType(volume.image());
            if ("2107".equals(type) || "2105".equals(type)) {
                return Kind.EQUAL;
            }
        }
        return Kind.UNKNOWN;
    }

    /** {@code IBM,2107900} as multipath prints it, else the volume's storage image. */
    static String product(MultipathMap map, HostTopology.StorageVolume volume) {
        if (map.vendor() != null && map.product() != null) {
            return map.vendor() + "," + map.product();
        }
        return volume == null || volume.image() == null ? "the storage" : "storage:" + volume.image();
    }

    private StoragePorts() {
    }
}
