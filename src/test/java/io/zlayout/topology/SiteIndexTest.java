package io.zlayout.topology;

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
import io.zlayout.model.id.ChpidId;
import io.zlayout.model.id.CuNumber;
import io.zlayout.model.id.DeviceNumber;
import org.junit.jupiter.api.Test;

import java.util.List;
import java.util.Map;
import java.util.TreeMap;

import static org.assertj.core.api.Assertions.assertThat;

/** The site's index of devices by number, which stands in for their identity strings. */
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
}
