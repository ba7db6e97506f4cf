package io.zlayout.topology;

import io.zlayout.testing.Refs;
import io.zlayout.input.Inputs;
import io.zlayout.input.LoadedInput;
import io.zlayout.input.Manifest;
import io.zlayout.input.ParseResult;
import io.zlayout.model.ControlUnit;
import io.zlayout.model.CuPath;
import io.zlayout.model.Device;
import io.zlayout.model.Element;
import io.zlayout.model.SourceRef;
import io.zlayout.model.UnitAddRange;
import io.zlayout.model.Volume;
import io.zlayout.model.VolumeKind;
import io.zlayout.model.id.VolumeId;
import io.zlayout.model.id.ChpidId;
import io.zlayout.model.id.CuNumber;
import io.zlayout.model.id.DeviceNumber;
import org.junit.jupiter.api.Test;

import java.util.List;
import java.util.Map;
import java.util.TreeMap;

import static org.assertj.core.api.Assertions.assertThat;

/** The site's index of devices by number and volumes by key, which stand in for their identity strings. */
class SiteIndexTest {

    private static Device device(String number, int set, int line) {
        return new Device(DeviceNumber.parse(number), 0, "3390B", null, List.of(CuNumber.parse("5000")),
                new TreeMap<>(Map.of(0, set)), List.of(), false, Map.of(), SourceRef.at("iocds.txt", line));
    }

    private static Site site(List<Element> elements) throws Exception {
        Inputs in = new Inputs(List.of(new LoadedInput("iocds.txt", "fake", null,
                new ParseResult("fake", elements, List.of()))), List.of(), Manifest.EMPTY, null, null);
        return SiteAssembler.assemble(in);
    }

    @Test
    void aDeviceIdentityFindsTheFirstDeviceOfThatNumberAndNothingElse() throws Exception {
        ControlUnit cu = new ControlUnit(CuNumber.parse("5000"), "2107", List.of(new CuPath(0, ChpidId.of(0x50), null)),
                0, List.of(new UnitAddRange(0, 256)), Map.of(), SourceRef.at("iocds.txt", 1));
        Device first = device("5000", 0, 2);
        Device again = device("5000", 1, 3);
        Site site = site(List.of(cu, first, again, device("5001", 0, 4)));

        assertThat(site.find(Device.class, "device:5000")).containsSame(first);
        assertThat(site.find(Device.class, "device:5001")).map(Device::number).contains(DeviceNumber.parse("5001"));
        assertThat(site.find(Device.class, "device:5002")).isEmpty();
        assertThat(site.find(Device.class, "device:500")).as("not the canonical form of an identity").isEmpty();
        assertThat(site.find(Device.class, "device:zzzz")).isEmpty();
        assertThat(site.find(ControlUnit.class, "device:5000")).isEmpty();
        assertThat(site.find(ControlUnit.class, "cu:5000")).containsSame(cu);
        assertThat(site.all(Device.class)).containsExactly(first, again, site.all(Device.class).get(2));
    }

    private static Volume volume(String image, String id, String name, String pool, int line) {
        return new Volume(image, VolumeId.parse(id), name, VolumeKind.FB, "FB 512", null, pool, null, null, null,
                List.of(), null, SourceRef.at("ds8k.txt", line));
    }

    @Test
    void aVolumeIdentityFindsTheMergedVolumeOfThatImageAndNumberAndNothingElse() throws Exception {
        Volume listed = volume("IBM.2107-75AAAA1", "1000", "a", null, 1);
        Volume shown = volume("IBM.2107-75AAAA1", "1000", null, "P1", 2);
        Volume other = volume("IBM.2107-75BBBB1", "1000", "b", "P0", 3);
        Site site = site(List.of(listed, shown, other));

        assertThat(site.all(Volume.class)).as("one volume per image and number, merged").hasSize(2);
        Volume merged = site.find(Volume.class, "volume:IBM.2107-75AAAA1/1000").orElseThrow();
        assertThat(merged.name()).isEqualTo("a");
        assertThat(merged.pool()).as("the second record's fact, merged in").isEqualTo("P1");
        assertThat(site.volume(merged.key())).containsSame(merged);
        assertThat(site.find(Volume.class, "volume:IBM.2107-75BBBB1/1000")).contains(other);
        assertThat(site.find(Volume.class, "volume:IBM.2107-75AAAA1/1001")).isEmpty();
        assertThat(site.find(Volume.class, "volume:IBM.2107-75AAAA1/100")).as("not canonical").isEmpty();
        assertThat(site.find(Volume.class, "volume:IBM.2107-75AAAA1/10a0")).as("not canonical").isEmpty();
        assertThat(site.find(Volume.class, "volume:1000")).isEmpty();
        assertThat(site.find(Device.class, "volume:IBM.2107-75BBBB1/1000")).isEmpty();
        assertThat(site.storage().placement("volume:IBM.2107-75AAAA1/1000")).map(StorageTopology.Placement::volume)
                .contains(merged);
        assertThat(site.storage().placement(other.key())).map(StorageTopology.Placement::pool)
                .contains(Refs.pool("pool:IBM.2107-75BBBB1/P0"));
    }
}
