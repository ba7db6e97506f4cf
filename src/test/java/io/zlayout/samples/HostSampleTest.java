package io.zlayout.samples;

import io.zlayout.rules.catalog.RuleCatalog;
import io.zlayout.input.catalog.ReaderCatalog;
import io.zlayout.input.InputLoader;
import io.zlayout.rules.Finding;
import io.zlayout.rules.RuleEngine;
import io.zlayout.topology.HostTopology;
import io.zlayout.topology.Site;
import io.zlayout.topology.SiteAssembler;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.TreeSet;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.groups.Tuple.tuple;

/**
 * samples/ds8k-site/hosts: LNX1's captures match its layout, LNX2's drifted (2 of 4 paths, failover, a LUN the
 * export does not have, stripe order). {@code zlayout check} finds exactly the drift, and LNX1 is clean because
 * its captures join completely, not because nothing joined.
 */
class HostSampleTest {

    private static final String IMG = "IBM.2107-75ZL101";
    private static Site site;

    @BeforeAll
    static void load() throws Exception {
        site = SiteAssembler.assemble(ReaderCatalog.loader(Map.of()).load(List.of(Path.of("samples/ds8k-site"))));
    }

    private static List<Finding> findingsOf(String guest) {
        return RuleEngine.run(site, RuleCatalog.all()).findings().stream().filter(f -> f.elements().contains("guest:" + guest)).toList();
    }

    @Test
    void checkFindsNothingOnTheHostThatMatchesItsLayout() {
        assertThat(findingsOf("LNX1")).isEmpty();
    }

    @Test
    void checkFindsExactlyTheDriftOfLnx2() {
        assertThat(findingsOf("LNX2")).extracting(Finding::rule, f -> f.location().toString()).containsExactly(
                tuple("boot-path-single", "samples/ds8k-site/zvm/USER.DIRECT:39:1"),
                tuple("multipath-failover-only", "samples/ds8k-site/hosts/lnx2/multipath.conf:17:3"),
                tuple("paths-unused", "samples/ds8k-site/hosts/lnx2/multipath-ll.txt:2:1"),
                tuple("stripe-order", "samples/ds8k-site/hosts/lnx2/lvs.txt:4:1"),
                tuple("unknown-lun", "samples/ds8k-site/hosts/lnx2/zfcp.conf:22:1"));
        assertThat(findingsOf("LNX2")).extracting(Finding::message).containsExactly(
                "guest:LNX2 IPLs from LUN 0x4010400400000000 (volume:" + IMG + "/1004) over one path (FCP device FC01"
                        + " to 0x50050763090040a1); when it is down the guest does not IPL.",
                "guest:LNX2's multipath.conf sets path_grouping_policy failover in devices (IBM ^2107900) for IBM"
                        + " 2107900; 6 running maps (mpatha, mpathb, mpathc, mpathd, mpathe, mpathf) keep one path per"
                        + " group.",
                "guest:LNX2 runs 6 multipath maps (mpatha, mpathb, mpathc, mpathd, mpathe, mpathf: volumes 1004, 1005,"
                        + " 1105, 1205, 1305, 1010) on 2 of the 4 paths its layout gives to storage:" + IMG
                        + "; unused: 0.0.fe01/0x50050763091340a1 (I0231, configured in /etc/zfcp.conf, not attached),"
                        + " 0.0.ff01/0x50050763091b40a1 (I0331, configured in /etc/zfcp.conf, not attached).",
                "guest:LNX2 stripes lv:vgdata/lvdata over 1005, 1205, 1105, 1305: 1005 and 1205 follow each other on"
                        + " pool P0; interleaved: 1005, 1105, 1205, 1305.",
                "guest:LNX2 uses LUN 0x4010401000000000, volume 1010 of storage:" + IMG + ", which the export does not"
                        + " have.");
    }

    @Test
    void lnx1JoinsEveryLunMapAndStripeMemberToTheLayout() {
        HostTopology.GuestHost h = site.hosts().guest("LNX1").orElseThrow();

        assertThat(h.layoutRoutes(IMG)).extracting(r -> r.chpid().identity(), r -> r.port().id()).containsExactly(
                tuple("chpid:1.C0", "I0001"), tuple("chpid:1.C1", "I0101"), tuple("chpid:1.C2", "I0231"),
                tuple("chpid:1.C3", "I0331"));
        assertThat(h.lunPaths()).hasSize(36).allSatisfy(p -> {
            assertThat(p.attached()).isTrue();
            assertThat(p.configured()).isNotNull();
            assertThat(p.volume().known()).isTrue();
        });
        assertThat(h.maps()).hasSize(9).allSatisfy(m -> {
            TreeSet<String> adapters = new TreeSet<>();
            m.activeRoutes().forEach(r -> adapters.add(r.hostAdapter().identity()));
            assertThat(adapters).hasSize(4);
            assertThat(m.volume().known()).isTrue();
        });
        assertThat(h.lvs()).extracting(l -> l.lv().lv(), l -> l.segments().get(0).members().stream()
                .map(m -> m.volume().id().toString()).toList()).containsExactly(
                tuple("root", List.of("1000")),
                tuple("lvdata", List.of("1001", "1101", "1201", "1301", "1002", "1102", "1202", "1302")));
        assertThat(h.fcpGroup()).hasSize(9);
    }
}
