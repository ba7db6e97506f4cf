package io.zlayout.rules.layout;

import io.zlayout.rules.Finding;
import io.zlayout.rules.Rule;
import io.zlayout.rules.RuleEngine;
import io.zlayout.testing.HostRecords;
import org.junit.jupiter.api.Test;

import java.util.List;

import static io.zlayout.testing.HostRecords.IMG;
import static io.zlayout.testing.HostRecords.hctl;
import static org.assertj.core.api.Assertions.assertThat;

/** The layout rules judge a guest's FCP LUNs and each LVM stripe set as disk groups too. */
class HostDiskGroupsTest {

    private static List<String> run(Rule rule, HostRecords r) {
        return RuleEngine.run(r.site(), List.of(rule)).findings().stream().map(Finding::message).toList();
    }

    private static HostRecords luns(String... volumes) {
        HostRecords r = new HostRecords();
        for (String v : volumes) {
            r.add(r.configured(0, v)).add(r.running(0, v));
        }
        return r;
    }

    @Test
    void fcpLunsOnOneRankAreConsecutiveAddresses() {
        HostRecords r = luns("1000", "1001", "1002");

        assertThat(run(new ConsecutiveAddresses(), r)).containsExactly("guest:LNX1 has 3 FB disks (FCP LUNs:"
                + " 1000-1002) on 1 rank and 1 LSS, but storage:" + IMG + " could spread them over 3 ranks.");
    }

    @Test
    void fcpLunsOfOneServerAreServerImbalance() {
        HostRecords r = luns("1000", "1200");

        assertThat(run(new ServerImbalance(), r)).containsExactly("guest:LNX1 has 2 FB disks (FCP LUNs: 1000, 1200)"
                + " all on server 0 of storage:" + IMG + ", which has volumes of this kind on both servers.");
    }

    @Test
    void aStripeSetOnOneRankFiresThoughTheGuestsLunsAreSpread() {
        HostRecords r = luns("1000", "1100", "1200", "1300", "1001", "1002");
        for (String v : List.of("1000", "1001", "1002")) {
            r.add(r.map(v, "m" + v, null, List.of(r.path(hctl(0, v), null, "active ready running"))));
        }
        r.add(r.lv("vgdata", "lvdata", "striped", 65536L, "/dev/mapper/m1000", "/dev/mapper/m1001",
                "/dev/mapper/m1002"));

        assertThat(run(new ConsecutiveAddresses(), r)).containsExactly("guest:LNX1 has 3 FB disks (LV vgdata/lvdata:"
                + " 1000-1002) on 1 rank and 1 LSS, but storage:" + IMG + " could spread them over 3 ranks.");
    }

    @Test
    void aStripeSetOfExactlyTheGuestsLunsIsJudgedOnce() {
        HostRecords r = luns("1000", "1001");
        for (String v : List.of("1000", "1001")) {
            r.add(r.map(v, "m" + v, null, List.of(r.path(hctl(0, v), null, "active ready running"))));
        }
        r.add(r.lv("vgdata", "lvdata", "striped", 65536L, "/dev/mapper/m1001", "/dev/mapper/m1000"));

        assertThat(run(new ConsecutiveAddresses(), r)).containsExactly("guest:LNX1 has 2 FB disks (FCP LUNs:"
                + " 1000-1001) on 1 rank and 1 LSS, but storage:" + IMG + " could spread them over 2 ranks.");
    }

    @Test
    void lunsOnFourRanksAndBothServersAreFine() {
        HostRecords r = luns("1000", "1100", "1200", "1300");

        assertThat(run(new ConsecutiveAddresses(), r)).isEmpty();
        assertThat(run(new ServerImbalance(), r)).isEmpty();
    }
}
