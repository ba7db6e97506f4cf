package io.zlayout.rules.host;

import io.zlayout.model.MultipathMap;
import io.zlayout.topology.ChannelTopology;
import io.zlayout.topology.HostTopology;

import java.util.List;
import java.util.regex.Pattern;

/**
 * Whether a storage system's target ports all serve every volume equally (so every path of a map should
 * carry I/O) or report preferred and non-preferred ports (ALUA, RDAC or a vendor's priority: priority groups
 * are right). The equal-port products are those multipath-tools' hardware table (libmultipath/hwtable.c)
 * gives {@code pgpolicy = MULTIBUS}, plus the DS8000 (2107900), whose ports all serve every volume; the
 * others are those it groups by a priority that tells the ports apart. A product in neither list is not
 * judged.
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

    /**
     * multipath-tools' built-in hardware table (libmultipath/hwtable.c), as of 2025: every entry it gives
     * {@code pgpolicy = MULTIBUS}, with its vendor and product expressions; then the DS8000, which the table
     * groups by priority without a priority checker of its own, so that all its ports (which report equal
     * priority) form one group; then the products it groups by an ALUA, RDAC or vendor priority, where a second
     * group is the design. More specific entries come before the broader ones they would otherwise match
     * (Hitachi's {@code ^DF600F} before {@code ^DF}).
     */
    private static final List<Entry> TABLE = List.of(
            equal("^IBM", "^2107900", "IBM DS8000"),
            equal("^IBM", "^2105", "IBM ESS"),
            equal("^(TMS|IBM)", "(RamSan|FlashSystem)", "IBM FlashSystem (RamSan)"),
            equal("^IBM", "ProFibre 4000R", "IBM ProFibre 4000R"),
            equal("^IBM", "S/390 DASD (ECKD|FBA)", "IBM PAV DASD"),
            equal("^AIX", "VDASD", "IBM Power virtual SCSI disk"),
            equal("^APPLE", "Xserve RAID", "Apple Xserve RAID"),
            equal("^HP", "A6189A", "HP Virtual Array 7400"),
            equal("^HP", "(MSA2[02]12fc|MSA2012i)", "HP MSA2000 (old firmware)"),
            equal("^HP", "LOGICAL VOLUME", "HP Smart Array"),
            equal("^SGI", "TP9100", "SGI TP9100"),
            equal("^DDN", "SAN DataDirector", "DDN SAN DataDirector"),
            equal("^DDN", "^EF3010", "DDN EF3010"),
            equal("^EMC", "SYMMETRIX", "EMC Symmetrix / VMAX / PowerMax"),
            equal("^EMC", "Invista", "EMC Invista / VPLEX"),
            equal("^XtremIO", "XtremApp", "XtremIO"),
            equal("^(EUROLOGC|EuroLogc)", "FC2502", "Fujitsu FibreCAT S80"),
            equal("^FUJITSU", "E[68]000", "Fujitsu ETERNUS 6000/8000"),
            equal("^HITACHI", "^DF600F", "Hitachi AMS 2000 / HUS 100"),
            equal("^SolidFir", "SSD SAN", "SolidFire"),
            equal("^SUN", "StorEdge 3", "Sun StorEdge 3000"),
            equal("^PIVOT3", "RAIGE VOLUME", "Pivot3 RAIGE"),
            equal("^KOVE", "XPD", "Kove XPD"),
            equal("^KMNRIO", "K2", "Kaminario K2"),
            equal("^VIOLIN", "CONCERTO ARRAY", "Violin FSP 7000"),
            equal("^(XIOTECH|XIOtech)", "(ISE|IGLU DISK|Magnitude)", "Xiotech"),
            equal("^Vexata", "VX", "Vexata VX"),
            equal("^DotHill", "SANnet", "Dot Hill SANnet"),
            equal("^AStor", "NeoSapphire", "AccelStor NeoSapphire"),
            alua("^IBM", "^2145", "IBM SVC / Storwize / FlashSystem"),
            alua("^IBM", "^1750500", "IBM DS6000"),
            alua("^(XIV|IBM)", "(NEXTRA|2810XIV)", "IBM XIV / FlashSystem A9000"),
            alua("^IBM", "^(1722|1724|1726|1742|1746|1813|1814|1815|1818|3526|3542|3552)", "IBM DS3000/4000/5000"),
            alua("^NETAPP", "LUN", "NetApp ONTAP"),
            alua("^PURE", "FlashArray", "Pure FlashArray"),
            alua("^3PARdata", "VV", "HPE 3PAR / Primera"),
            alua("^DGC", "^(RAID|DISK|VRAID)", "Dell EMC CLARiiON / VNX / Unity"),
            alua("^HITACHI", "^DF", "Hitachi AMS"),
            alua("^(HITACHI|HP|HPE)", "^OPEN-", "Hitachi VSP / HPE XP"));

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
