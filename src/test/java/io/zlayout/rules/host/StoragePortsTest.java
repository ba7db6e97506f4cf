package io.zlayout.rules.host;

import io.zlayout.model.id.VolumeId;
import io.zlayout.model.MultipathMap;
import io.zlayout.model.SourceRef;
import io.zlayout.topology.HostTopology;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.api.Test;

import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * Which storage has equal ports: the multibus entries of multipath-tools' hardware table (libmultipath/hwtable.c)
 * and the DS8000, against the products it groups by priority (ALUA and the like).
 */
class StoragePortsTest {

    @ParameterizedTest(name = "{0} {1}: {2}")
    @CsvSource({
            "IBM, 2107900, EQUAL", "IBM, 2105800, EQUAL", "IBM, 2105F20, EQUAL", "IBM, FlashSystem, EQUAL",
            "TMS, RamSan, EQUAL", "EMC, SYMMETRIX, EQUAL", "EMC, Invista, EQUAL", "XtremIO, XtremApp, EQUAL",
            "HITACHI, DF600F, EQUAL", "HP, LOGICAL VOLUME, EQUAL", "FUJITSU, E8000, EQUAL", "KMNRIO, K2, EQUAL",
            "IBM, 2145, ALUA", "IBM, 1750500, ALUA", "IBM, 2810XIV, ALUA", "HITACHI, DF700F, ALUA",
            "HITACHI, OPEN-V, ALUA", "NETAPP, LUN C-Mode, ALUA", "PURE, FlashArray, ALUA", "DGC, VRAID, ALUA",
            "ACME, Box 9000, UNKNOWN"})
    void byVendorAndProductAsMultipathPrintsThem(String vendor, String product, StoragePorts.Kind kind) {
        assertThat(StoragePorts.of(map(vendor, product), null)).isEqualTo(kind);
    }

    @Test
    void withoutAVendorTheVolumesMachineTypeTells() {
        HostTopology.StorageVolume ds8k = new HostTopology.StorageVolume("IBM.2107-75FX001", VolumeId.parse("1000"), null,
                null);
        HostTopology.StorageVolume svc = new HostTopology.StorageVolume("IBM.2145-00000200A0000001", null, null, null);
        assertThat(StoragePorts.of(map(null, null), ds8k)).isEqualTo(StoragePorts.Kind.EQUAL);
        assertThat(StoragePorts.of(map(null, null), svc)).isEqualTo(StoragePorts.Kind.UNKNOWN);
        assertThat(StoragePorts.product(map(null, null), ds8k)).isEqualTo("storage:IBM.2107-75FX001");
        assertThat(StoragePorts.product(map("IBM", "2107900"), ds8k)).isEqualTo("IBM,2107900");
    }

    private static MultipathMap map(String vendor, String product) {
        return new MultipathMap("LNXA", "36005076309ffc0010000000000001000", "mpatha", null, "dm-0", vendor, product,
                "100G", null, null, "rw", List.of(), null, SourceRef.at("multipath-ll.txt", 1));
    }
}
