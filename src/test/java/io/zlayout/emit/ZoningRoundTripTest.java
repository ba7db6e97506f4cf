package io.zlayout.emit;

import io.zlayout.model.SanZone;
import io.zlayout.pipeline.Pipeline;
import io.zlayout.plan.Plan;
import io.zlayout.plan.StorageChanges;
import io.zlayout.topology.AccessTopology;
import io.zlayout.topology.Site;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

import static org.assertj.core.api.Assertions.assertThat;
import static io.zlayout.testing.SiteFolders.load;
import static io.zlayout.testing.SiteFolders.copy;

/**
 * The SAN team's zoning of a plan, applied: the Brocade commands of {@code site/fabric/zoning.txt} run by a small
 * interpreter ({@code zonecreate}, {@code cfgadd}, {@code cfgsave}, {@code cfgenable}, and for the rollback
 * {@code cfgremove} and {@code zonedelete}; anything else fails the test) on the fixture's effective configuration,
 * written back as {@code cfgshow} output and read by zlayout's own zoning reader. Then every planned path is zoned,
 * each zone holds one initiator, and the plan finds nothing more to zone; the rollback gives back the zoning of
 * before.
 */
class ZoningRoundTripTest {

    private static final Path SITE = Path.of("src/test/resources/io/zlayout/plan/storage-site");
    /** What the SAN team fills in for the WWPNs the inputs do not give (as the DSCLI round trip does). */
    private static final Map<String, String> FILLED_IN = Map.of("FD01", "c0:50:76:ff:e5:00:00:48",
            "FE01", "c0:50:76:ff:e5:00:00:4c", "FF01", "c0:50:76:ff:e5:00:00:50");
    private static final String CFG = "CFG_A";

    @Test
    void theAppliedZonesLetEveryPlannedPathThroughOneInitiatorPerZone(@TempDir Path tmp) throws Exception {
        // given the fixture site's plan and its zoning today
        Site before = load(SITE);
        Plan plan = Pipeline.plan(before);
        String zoning = Emitters.emit(plan).stream().filter(f -> f.path().equals(ZoningEmitter.FILE)).findFirst()
                .orElseThrow().content();
        Map<String, List<String>> zones = new LinkedHashMap<>();
        for (SanZone z : before.all(SanZone.class)) {
            zones.put(z.name(), new ArrayList<>(z.members().stream().map(ZoningEmitter::colons).toList()));
        }
        String cfgBefore = cfgshow(zones);
        assertThat(plan.storage().zones()).anyMatch(z -> !z.zoned());

        // when the SAN team runs the Brocade commands, WWPNs filled in
        run(section(zoning, "Brocade Fabric OS", "Rollback (Brocade):"), zones);
        Path applied = copy(SITE, tmp.resolve("applied"));
        Files.writeString(applied.resolve("fabric-a.txt"), cfgshow(zones));
        StringBuilder wwpns = new StringBuilder(Files.readString(applied.resolve("zvm/wwpn.txt")));
        FILLED_IN.forEach((device, wwpn) -> wwpns.append("FCP device number: ").append(device)
                .append("\nStatus: Free\nNPIV world wide port number: ").append(wwpn.replace(":", "").toUpperCase())
                .append("\nChannel path ID: C0\nPhysical world wide port number: C05076FFE5001C00\nOwner: NONE\n"));
        Files.writeString(applied.resolve("zvm/wwpn.txt"), wwpns.toString());
        Site after = load(applied);

        // then every planned path is zoned, and no zone holds two of the site's initiators
        AccessTopology access = AccessTopology.of(after);
        List<StorageChanges.Zone> planned = StorageChanges.of(after, plan.guests()).zones();
        assertThat(planned).isNotEmpty().allMatch(StorageChanges.Zone::zoned);
        for (SanZone z : after.all(SanZone.class)) {
            assertThat(z.members().stream().filter(access.knownInitiators()::contains).count()).as(z.identity())
                    .isLessThanOrEqualTo(1);
        }

        // when the rollback runs after it, then the zoning is the one of before
        run(section(zoning, "Rollback (Brocade):", "Cisco NX-OS (MDS)"), zones);
        assertThat(cfgshow(zones)).isEqualTo(cfgBefore);
    }

    /** The lines between two headings of the file. */
    private static String section(String text, String from, String to) {
        int a = text.indexOf(from);
        int b = text.indexOf(to, a);
        assertThat(a).as(from).isNotNegative();
        assertThat(b).as(to).isGreaterThan(a);
        return text.substring(a + from.length(), b);
    }

    /** The Brocade commands, run on the effective configuration's zones. */
    private static void run(String commands, Map<String, List<String>> zones) {
        Map<String, List<String>> defined = new LinkedHashMap<>();
        for (String line : commands.split("\n")) {
            String t = line.strip();
            if (t.isEmpty() || t.startsWith("-")) {
                continue;
            }
            String verb = t.split(" ", 2)[0];
            List<String> args = quoted(t);
            switch (verb) {
                case "zonecreate" -> {
                    assertThat(args).as(t).hasSize(2);
                    assertThat(zones).as(t).doesNotContainKey(args.get(0));
                    List<String> members = new ArrayList<>();
                    for (String m : args.get(1).split(";")) {
                        members.add(fill(m.strip()));
                    }
                    defined.put(args.get(0), members);
                }
                case "cfgadd" -> {
                    assertThat(args).as(t).hasSize(2);
                    assertThat(args.get(0)).isEqualTo("<effective configuration>");
                    zones.put(args.get(1), defined.remove(args.get(1)));
                }
                case "cfgremove" -> {
                    assertThat(args).as(t).hasSize(2);
                    defined.put(args.get(1), zones.remove(args.get(1)));
                }
                case "zonedelete" -> {
                    assertThat(args).as(t).hasSize(1);
                    assertThat(defined.remove(args.get(0))).as(t).isNotNull();
                }
                case "cfgsave" -> assertThat(args).as(t).isEmpty();
                case "cfgenable" -> assertThat(args).as(t).containsExactly("<effective configuration>");
                default -> throw new AssertionError("not a Brocade command the file may hold: " + t);
            }
        }
        assertThat(defined).as("zones created but not added to the configuration").isEmpty();
    }

    private static String fill(String member) {
        if (member.startsWith("<NPIV WWPN of FCP device ")) {
            return FILLED_IN.get(member.substring("<NPIV WWPN of FCP device ".length(), member.length() - 1));
        }
        assertThat(member).matches("([0-9a-f]{2}:){7}[0-9a-f]{2}");
        return member;
    }

    /** The quoted operands of a Brocade command line. */
    private static List<String> quoted(String line) {
        List<String> out = new ArrayList<>();
        int i = line.indexOf('"');
        while (i >= 0) {
            int end = line.indexOf('"', i + 1);
            out.add(line.substring(i + 1, end));
            i = line.indexOf('"', end + 1);
        }
        return out;
    }

    /** The zones as {@code cfgshow} prints an effective configuration. */
    private static String cfgshow(Map<String, List<String>> zones) {
        StringBuilder b = new StringBuilder("sw-a:admin> cfgshow\nEffective configuration:\n cfg:\t" + CFG + "\n");
        zones.forEach((name, members) -> {
            b.append(" zone:\t").append(name).append('\n');
            members.forEach(m -> b.append("\t\t").append(m).append('\n'));
        });
        return b.toString();
    }
}
