package io.zlayout.topology;

import io.zlayout.model.id.VolumeId;
import io.zlayout.model.id.DeviceNumber;
import io.zlayout.model.id.CuNumber;
import io.zlayout.model.id.ChpidId;
import io.zlayout.input.Manifest;
import io.zlayout.model.ControlUnit;
import io.zlayout.model.CuPath;
import io.zlayout.model.Device;
import io.zlayout.model.Element;
import io.zlayout.model.Guest;
import io.zlayout.model.GuestDedicate;
import io.zlayout.model.SourceRef;
import io.zlayout.model.StorageImage;
import io.zlayout.model.UnitAddRange;
import io.zlayout.model.Volume;
import io.zlayout.model.VolumeKind;
import io.zlayout.model.id.BusId;
import io.zlayout.testing.TestSites;
import org.junit.jupiter.api.Test;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

import static org.assertj.core.api.Assertions.assertThat;

class GuestTopologyTest {

    private static final String DS8K = "IBM.2107-75SS001";
    private static final SourceRef AT = SourceRef.at("site.txt", 1);

    private static List<Element> lcu(String lcu, String cu, String device, int schset) {
        List<Element> e = new ArrayList<>();
        e.add(new ControlUnit(CuNumber.parse(cu), "2107", List.of(new CuPath(0, ChpidId.parse("50"), null)), (lcu == null ? null : Integer.valueOf(lcu, 16)), List.of(new UnitAddRange(0, 256)),
                Map.of(), AT));
        e.add(new Volume(DS8K, VolumeId.parse(lcu + "01"), null, VolumeKind.CKD, null, "CKD Base", null, null, 10017, null, List.of(),
                null, AT));
        e.add(new Device(DeviceNumber.parse(device), 0x01, "3390B", null, List.of(CuNumber.parse(cu)), new TreeMap<>(Map.of(0, schset)), List.of(), false,
                Map.of(), AT));
        return e;
    }

    @Test
    void aDedicatedNumberMeansTheDeviceOfSubchannelSetZero() {
        // given device 0001 twice: first in subchannel set 1 (LCU 11), then in set 0 (LCU 10)
        List<Element> e = new ArrayList<>();
        e.add(new StorageImage(DS8K, "SS1", "2107", "996", null, null, AT));
        e.addAll(lcu("11", "1100", "0001", 1));
        e.addAll(lcu("10", "1000", "0001", 0));
        e.add(new Guest("LNX1", "4G", "8G", "G", List.of(), null, null, null, false, AT));
        e.add(new GuestDedicate("LNX1", DeviceNumber.parse("0100"), DeviceNumber.parse("0001"), null, false, AT));

        // when the guest is joined
        Site site = TestSites.assemble(Manifest.EMPTY, e);

        // then its disk is LCU 10's volume: z/VM dedicates numbers of set 0
        assertThat(site.guests().guest("LNX1").orElseThrow().disks())
                .extracting(GuestTopology.GuestDisk::device, GuestTopology.GuestDisk::volumeIdentity)
                .containsExactly(org.assertj.core.groups.Tuple.tuple(DeviceNumber.parse("0001"), "volume:" + DS8K + "/1001"));
    }

    @Test
    void aDedicatedFcpDeviceIsKnownToTheGuestByItsVirtualNumber() {
        // given FCP device F000 on CHPID C0, dedicated to LNX1 at 0FC0
        List<Element> e = new ArrayList<>();
        e.add(new ControlUnit(CuNumber.parse("F000"), "FCP", List.of(new CuPath(0, ChpidId.parse("C0"), null)), null, List.of(new UnitAddRange(0, 16)),
                Map.of(), AT));
        e.add(new Device(DeviceNumber.parse("F000"), 0x00, "FCP", null, List.of(CuNumber.parse("F000")), new TreeMap<>(Map.of(0, 0)), List.of(), false,
                Map.of(), AT));
        e.add(new Guest("LNX1", "4G", "8G", "G", List.of(), null, null, null, false, AT));
        e.add(new GuestDedicate("LNX1", DeviceNumber.parse("0FC0"), DeviceNumber.parse("F000"), null, false, AT));

        // when the guest is joined
        Site site = TestSites.assemble(Manifest.EMPTY, e);

        // then Linux knows it as 0.0.0fc0 (the virtual number), while its CHPID is the real device's
        assertThat(site.guests().guest("LNX1").orElseThrow().fcpDevices())
                .extracting(GuestTopology.FcpDevice::device, GuestTopology.FcpDevice::busId,
                        f -> f.chpid().identity())
                .containsExactly(org.assertj.core.groups.Tuple.tuple(DeviceNumber.parse("F000"), BusId.parse("0.0.0fc0"), "chpid:0.C0"));
    }
}
