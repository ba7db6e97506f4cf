package io.zlayout.bench;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.zlayout.testing.Cli;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * A generated site is consistent: everything joins (no warnings, the inventory counts what the generator
 * says), only the worst-case guests it plants draw findings, and every guest of the intent gets a plan.
 * Run on a small scale (2 images of 8 volumes per LSS, 40 guests); the benchmark scales differ only in size.
 */
class SiteGeneratorTest {

    private static final ObjectMapper JSON = new ObjectMapper();
    private static final SiteGenerator.Scale TINY = new SiteGenerator.Scale("tiny", 2, 8, 40);

    @TempDir
    Path tmp;

    @Test
    void inventoryCountsWhatTheGeneratorWrote() throws Exception {
        SiteGenerator.Summary s = SiteGenerator.write(tmp.resolve("site"), TINY, 1);

        Cli.Result r = Cli.run("inventory", "--format", "json", tmp.resolve("site").toString());

        assertThat(r.exitCode()).as(r.err()).isZero();
        assertThat(r.err()).isEmpty();
        Map<String, Integer> counts = new LinkedHashMap<>();
        JSON.readTree(r.out()).get("counts").fields().forEachRemaining(e -> counts.put(e.getKey(), e.getValue().asInt()));
        // 2 images x 128 ports, 32 adapters, 64 ranks and pools, 255 LSS of 8 volumes; 6 CSS x 128 CHPIDs;
        // 2 x 239 CKD LCUs of 8 devices and 16 FCP CHPIDs of 256 devices
        assertThat(counts).containsExactlyEntriesOf(ordered(
                "chpids", 768, "controlUnits", 494, "devices", 7920, "storageImages", 2, "hostAdapters", 64,
                "ioPorts", 256, "ranks", 128, "extentPools", 128, "lss", 510, "volumes", 4080, "guests", 40));
        assertThat(s.devices()).isEqualTo(7920);
        assertThat(s.controlUnits()).isEqualTo(494);
        assertThat(s.volumes()).isEqualTo(4080);
        assertThat(s.chpids()).isEqualTo(768);
    }

    @Test
    void onlyThePlantedWorstCasesDrawFindings() throws Exception {
        SiteGenerator.Summary s = SiteGenerator.write(tmp.resolve("site"), TINY, 1);
        String directory = Files.readString(tmp.resolve("site/zvm/USER.DIRECT"));

        Cli.Result r = Cli.run("check", "--format", "json", tmp.resolve("site").toString());

        JsonNode findings = JSON.readTree(r.out()).get("findings");
        Map<String, Set<String>> guestsByRule = new TreeMap<>();
        for (JsonNode f : findings) {
            guestsByRule.computeIfAbsent(f.get("rule").asText(), k -> new java.util.TreeSet<>())
                    .add(f.get("elements").get(0).asText());
        }
        // ECKD guests are every fourth (LNX00003, LNX00007, ...); the seed picks some as worst cases; captured FCP
        // guests (every hundredth) stripe over consecutive LUNs
        Set<String> worst = new java.util.TreeSet<>();
        s.worstCases().forEach(g -> worst.add("guest:" + g));
        assertThat(worst).isNotEmpty();
        // the layout rules name exactly the worst cases; the model may find some of them slower than a plan
        // would make them (throughput-below-plan), and nobody else
        Set<String> slower = guestsByRule.remove("throughput-below-plan");
        // the generated storage shares each host adapter between FICON and SCSI-FCP ports and defines no HyperPAV
        // aliases: the storage rules say so for every adapter and LCU, whatever the guests' layout
        assertThat(guestsByRule.remove("ckd-fb-shared-adapter")).allMatch(e -> e.startsWith("hostadapter:"));
        assertThat(guestsByRule.remove("lcu-without-aliases")).allMatch(e -> e.startsWith("lss:"));
        assertThat(guestsByRule).containsOnlyKeys("consecutive-addresses", "da-pair-concentration", "server-imbalance");
        assertThat(guestsByRule.values()).allSatisfy(g -> assertThat(g).isEqualTo(worst));
        if (slower != null) {
            assertThat(worst).containsAll(slower);
        }
        // eight consecutive dedicated bases of one LCU each
        assertThat(directory).contains(" DEDICATE 0100 ", " DEDICATE 0107 ");
        assertThat(r.exitCode()).isEqualTo(1);
    }

    @Test
    void everyGuestGetsEightDisksAndNoDeviceTwice() throws Exception {
        SiteGenerator.write(tmp.resolve("site"), TINY, 1);

        Cli.Result r = Cli.run("plan", "--format", "json", "--out", tmp.resolve("out").toString(),
                tmp.resolve("site").toString());

        assertThat(r.exitCode()).as(r.err()).isZero();
        JsonNode guests = JSON.readTree(r.out()).get("guests");
        assertThat(guests).hasSize(40);
        Set<String> volumes = new HashSet<>();
        Set<String> devices = new HashSet<>();
        for (JsonNode g : guests) {
            assertThat(g.get("disks")).as(g.get("name").asText()).hasSize(8);
            for (JsonNode d : g.get("disks")) {
                assertThat(volumes.add(d.get("volume").asText())).isTrue();
                if (!d.get("device").isNull()) {
                    assertThat(devices.add(d.get("device").asText())).as(d.toString()).isTrue();
                }
            }
            for (JsonNode p : g.get("paths")) {
                if (!p.get("fcpDevice").isNull()) {
                    assertThat(devices.add(p.get("fcpDevice").asText())).isTrue();
                }
            }
        }
    }

    @Test
    void sameSeedSameBytes() throws Exception {
        SiteGenerator.write(tmp.resolve("a"), TINY, 7);
        SiteGenerator.write(tmp.resolve("b"), TINY, 7);
        for (String f : new String[] {"zlayout.yaml", "iocds/IOCDS.deck", "zvm/USER.DIRECT",
            "storage/2107-75ZS011.txt"}) {
            assertThat(Files.mismatch(tmp.resolve("a").resolve(f), tmp.resolve("b").resolve(f))).as(f).isEqualTo(-1);
        }
    }

    private static Map<String, Integer> ordered(Object... kv) {
        Map<String, Integer> m = new LinkedHashMap<>();
        for (int i = 0; i < kv.length; i += 2) {
            m.put((String) kv[i], (Integer) kv[i + 1]);
        }
        return m;
    }
}
