package io.zlayout.input.zvm;

import io.zlayout.model.id.DeviceNumber;
import io.zlayout.model.id.FcpLun;
import io.zlayout.model.id.Wwn;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.zlayout.input.ParseResult;
import io.zlayout.input.ReadContext;
import io.zlayout.input.SourceFile;
import io.zlayout.model.Element;
import io.zlayout.model.Guest;
import io.zlayout.model.GuestDedicate;
import io.zlayout.model.GuestLink;
import io.zlayout.model.Minidisk;
import io.zlayout.testing.Cli;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

import static org.assertj.core.api.Assertions.assertThat;

/** The DS8000 sample site's user directory, as /work/zl-sample-spec.md describes it. */
class ZvmDirectorySampleTest {

    private static final String SAMPLE = "samples/ds8k-site/zvm/USER.DIRECT";

    private static ParseResult result;

    @BeforeAll
    static void readSample() throws Exception {
        result = ZvmFixtures.alone(new ZvmDirectoryReader().read(SourceFile.load(Path.of(SAMPLE), SAMPLE),
                ReadContext.NONE));
    }

    @Test
    void everyGuestHasExactlyItsDevices() {
        // when the records are counted per guest
        Map<String, int[]> perGuest = new LinkedHashMap<>();
        for (Element e : result.elements()) {
            if (e instanceof Guest g) {
                perGuest.put(g.name(), new int[3]);
            } else if (e instanceof GuestDedicate d) {
                perGuest.get(d.guest())[0]++;
            } else if (e instanceof Minidisk m) {
                perGuest.get(m.guest())[1]++;
            } else if (e instanceof GuestLink l) {
                perGuest.get(l.guest())[2]++;
            }
        }
        List<String> summary = new ArrayList<>();
        perGuest.forEach((g, n) -> summary.add(g + ": " + n[0] + " dedicate, " + n[1] + " mdisk, " + n[2] + " link"));

        // then
        assertThat(summary).containsExactly(
                "LNX1: 4 dedicate, 1 mdisk, 3 link",
                "LNX2: 4 dedicate, 1 mdisk, 3 link",
                "LNXE1: 4 dedicate, 0 mdisk, 3 link",
                "LNXM1: 0 dedicate, 4 mdisk, 3 link",
                "LNXBAD: 16 dedicate, 0 mdisk, 3 link");
        assertThat(result.elements()).hasSize(54);
        assertThat(result.diagnostics()).isEmpty();
    }

    @Test
    void fcpGuestsHaveOneSubchannelOnEachFcpChpid() {
        assertThat(rdevs("LNX1")).containsExactly("FC00", "FD00", "FE00", "FF00");
        assertThat(rdevs("LNX2")).containsExactly("FC01", "FD01", "FE01", "FF01");
        // its second IPL path: LOADDEV SCSI ALTERNATE FD00 PORTNAME 50050763090840A1
        assertThat(guest("LNX1")).isEqualTo(new Guest("LNX1", "4G", "8G", "G", List.of("LINDFLT"), "FC00",
                Wwn.parse("0x50050763090040a1"), FcpLun.parse("0x4010400000000000"), false, io.zlayout.model.SourceRef.at(SAMPLE, 24, 1),
                List.of(new io.zlayout.model.BootPath(DeviceNumber.parse("FD00"), Wwn.parse("0x50050763090840a1"),
                        FcpLun.parse("0x4010400000000000"), io.zlayout.model.SourceRef.at(SAMPLE, 29, 2))),
                java.util.Map.of(DeviceNumber.parse("0190"), "LINDFLT", DeviceNumber.parse("019D"), "LINDFLT", DeviceNumber.parse("019E"), "LINDFLT")));
        assertThat(guest("LNX2").loaddevLun()).hasToString("0x4010400400000000");
    }

    @Test
    void eckdGuestsShowTheSpreadAndTheWorstCase() {
        assertThat(rdevs("LNXE1")).containsExactly("4000", "4100", "4200", "4300");
        List<String> consecutive = new ArrayList<>();
        for (int i = 0x4010; i <= 0x401F; i++) {
            consecutive.add(String.format("%04X", i));
        }
        assertThat(rdevs("LNXBAD")).isEqualTo(consecutive);
    }

    @Test
    void minidiskGuestTurnsMinidiskCacheOffOnItsWriteHeavyDisks() {
        List<String> disks = result.elements().stream()
                .filter(e -> e instanceof Minidisk m && m.guest().equals("LNXM1")).map(e -> (Minidisk) e)
                .map(m -> m.vdev() + " " + m.volser() + " " + m.start() + "+" + m.size() + (m.mdcOff() ? " NOMDC" : ""))
                .toList();

        assertThat(disks).containsExactly("0201 ZL4001 1+10016", "0202 ZL4002 1+32759 NOMDC",
                "0203 ZL4003 1+32759 NOMDC", "0204 ZL4004 1+32759 NOMDC");
    }

    @Test
    void inventoryDetectsAndCountsTheSample() throws Exception {
        Cli.Result r = Cli.run("inventory", SAMPLE, "--format", "json");

        assertThat(r.exitCode()).as(r.err()).isZero();
        JsonNode json = new ObjectMapper().readTree(r.out());
        assertThat(json.at("/inputs/0/format").asText()).isEqualTo("zvm-directory");
        assertThat(json.at("/inputs/0/elements").asInt()).isEqualTo(54);
        assertThat(json.at("/counts/guests").asInt()).isEqualTo(5);
        assertThat(json.at("/diagnostics").size()).isZero();
    }

    private static List<String> rdevs(String guest) {
        return result.elements().stream().filter(e -> e instanceof GuestDedicate d && d.guest().equals(guest))
                .map(e -> String.valueOf(((GuestDedicate) e).rdev())).toList();
    }

    private static Guest guest(String name) {
        return result.elements().stream().filter(e -> e instanceof Guest g && g.name().equals(name))
                .map(e -> (Guest) e).findFirst().orElseThrow();
    }
}
