package io.zlayout.topology;

import io.zlayout.testing.Refs;
import io.zlayout.model.id.VolumeId;
import io.zlayout.model.id.LssId;
import io.zlayout.model.Diagnostic;
import io.zlayout.input.Inputs;
import io.zlayout.input.LoadedInput;
import io.zlayout.input.Manifest;
import io.zlayout.input.ParseResult;
import io.zlayout.model.Element;
import io.zlayout.model.ExtentPool;
import io.zlayout.model.IoPort;
import io.zlayout.model.Lss;
import io.zlayout.model.RaidArray;
import io.zlayout.model.Rank;
import io.zlayout.model.RankExtent;
import io.zlayout.model.SourceRef;
import io.zlayout.model.Volume;
import io.zlayout.model.VolumeKind;
import org.junit.jupiter.api.Test;

import java.util.ArrayList;
import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;

class StorageTopologyTest {

    private static final String IMG = "IBM.2107-75AAAA1";
    private int line;

    private SourceRef at() {
        return SourceRef.at("s.txt", ++line);
    }

    private Volume vol(String id, String pool, List<RankExtent> extents) {
        return new Volume(IMG, VolumeId.parse(id), null, VolumeKind.FB, "FB 512", null, pool, null, null, null, extents, null, at());
    }

    private Site site(List<Element> elements) throws Exception {
        Inputs in = new Inputs(List.of(new LoadedInput("s.txt", "fake", null,
                new ParseResult("fake", elements, List.of()))), List.of(), Manifest.EMPTY, null, null);
        return SiteAssembler.assemble(in);
    }

    private List<Element> twoPoolsFourRanks() {
        List<Element> e = new ArrayList<>();
        e.add(new ExtentPool(IMG, "P0", "fb_0", "fb", 0, at()));
        e.add(new ExtentPool(IMG, "P1", "fb_1", "fb", 1, at()));
        e.add(new Rank(IMG, "R0", 0, "A0", "6", "P0", "fb", null, at()));
        e.add(new Rank(IMG, "R1", 1, "A1", "6", "P1", "fb", null, at()));
        e.add(new Rank(IMG, "R2", 0, "A2", "6", "P0", "fb", null, at()));
        e.add(new Rank(IMG, "R3", 1, "A3", "6", "P1", "fb", null, at()));
        for (int i = 0; i < 4; i++) {
            e.add(new RaidArray(IMG, "A" + i, "S" + (i + 1), "R" + i, i, "6", at()));
        }
        return e;
    }

    @Test
    void volumeWithoutExtentsMayLieOnAnyRankOfItsPool() throws Exception {
        List<Element> e = twoPoolsFourRanks();
        e.add(vol("1000", "P0", List.of()));
        StorageTopology.Placement p = site(e).storage().placement("volume:" + IMG + "/1000").orElseThrow();
        assertThat(p.ranks()).containsExactly(Refs.rank("rank:" + IMG + "/R0"), Refs.rank("rank:" + IMG + "/R2"));
        assertThat(p.exact()).isFalse();
        assertThat(p.daPairs()).containsExactly(0, 2);
        assertThat(p.server()).isZero();
        assertThat(p.lss()).isEqualTo(Refs.lss("lss:" + IMG + "/10"));
        assertThat(p.pool()).isEqualTo(Refs.pool("pool:" + IMG + "/P0"));
    }

    @Test
    void volumeWithRankExtentsLiesExactlyOnThoseRanks() throws Exception {
        List<Element> e = twoPoolsFourRanks();
        e.add(vol("1101", "P1", List.of(new RankExtent("R3", 50))));
        StorageTopology.Placement p = site(e).storage().placement("volume:" + IMG + "/1101").orElseThrow();
        assertThat(p.ranks()).containsExactly(Refs.rank("rank:" + IMG + "/R3"));
        assertThat(p.exact()).isTrue();
        assertThat(p.daPairs()).containsExactly(3);
        assertThat(p.server()).isEqualTo(1);
    }

    @Test
    void lssRecordGroupDecidesTheServer() throws Exception {
        List<Element> e = new ArrayList<>();
        e.add(new Lss(IMG, LssId.parse("10"), "fb", 1, "1", null, null, at()));
        e.add(vol("1000", null, List.of()));
        assertThat(site(e).storage().placement("volume:" + IMG + "/1000").orElseThrow().server()).isEqualTo(1);
    }

    @Test
    void rankInTwoArraysIsReportedWithBothPlaces() throws Exception {
        List<Element> e = twoPoolsFourRanks();
        e.add(new RaidArray(IMG, "A9", "S9", "R0", 5, "6", SourceRef.at("other.txt", 4)));
        Site s = site(e);
        assertThat(s.diagnostics()).extracting(Diagnostic::message).containsExactly(
                "rank:" + IMG + "/R0 is in two arrays: array:" + IMG + "/A9 here, array:" + IMG + "/A0 at s.txt:3");
    }

    @Test
    void volumeOfAnOddLssInAnEvenPoolIsReported() throws Exception {
        List<Element> e = twoPoolsFourRanks();
        e.add(vol("1100", "P0", List.of()));
        assertThat(site(e).diagnostics()).filteredOn(d -> d.level() == Diagnostic.Level.WARNING)
                .extracting(Diagnostic::message).containsExactly(
                "volume:" + IMG + "/1100 is in LSS 11 of server 1 but its pool pool:" + IMG
                        + "/P0 belongs to rank group 0");
    }

    @Test
    void hostAdaptersAreEnclosureAndSlotOfThePortIds() throws Exception {
        List<Element> e = new ArrayList<>();
        for (String id : List.of("I0000", "I0001", "I0130", "I0231", "I0230")) {
            e.add(new IoPort(IMG, id, null, "Online", null, "FICON", null, null, at()));
        }
        List<StorageTopology.HostAdapter> has = site(e).storage().hostAdapters();
        assertThat(has).extracting(StorageTopology.HostAdapter::identity).containsExactly(
                "hostadapter:" + IMG + "/00.0", "hostadapter:" + IMG + "/01.3", "hostadapter:" + IMG + "/02.3");
        assertThat(has.get(2).ports()).extracting(IoPort::id).containsExactly("I0231", "I0230");
        assertThat(has.get(1).ref()).isEqualTo(new io.zlayout.model.ref.HostAdapterRef(IMG, 1, 3));
    }
}
