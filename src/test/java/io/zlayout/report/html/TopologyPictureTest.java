package io.zlayout.report.html;

import io.zlayout.report.site.Topology;
import io.zlayout.rules.Severity;
import org.jsoup.Jsoup;
import org.jsoup.nodes.Element;
import org.jsoup.parser.Parser;
import org.junit.jupiter.api.Test;

import java.util.ArrayList;
import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;

class TopologyPictureTest {

    static Topology.Node node(String id, int load, Severity sev) {
        return new Topology.Node(id, id.substring(id.lastIndexOf('/') + 1), 0, load, sev, sev == null ? 0 : 1, null);
    }

    @Test
    void aColumnOfMoreThanFortyComponentsIsDrawnAsUnlabelledTilesWithTooltips() {
        List<Topology.Node> chpids = new ArrayList<>();
        for (int i = 0; i < 41; i++) {
            chpids.add(node(String.format("chpid:0.%02X", i), i, null));
        }
        Topology t = new Topology("IBM.2107-75ZL101", chpids, List.of(node("hostadapter:X/00.0", 3, Severity.ERROR)),
                List.of(), List.of(new Topology.Edge(40, 0)), true);

        Element svg = Jsoup.parse(TopologyPicture.svg(t, 40, 0), "", Parser.xmlParser()).selectFirst("svg");

        assertThat(svg.select("g.chpid rect")).hasSize(41);
        assertThat(svg.select("g.chpid text")).isEmpty();
        assertThat(svg.select("g.chpid title").get(40).text()).isEqualTo("chpid:0.28: 40 guest disks");
        assertThat(svg.select("g.adapter text").eachText()).containsExactly("00.0");
        assertThat(svg.select("g.adapter rect").attr("class")).isEqualTo("sev-error");
        assertThat(svg.select("g.adapter title").text())
                .isEqualTo("hostadapter:X/00.0: 3 guest disks; 1 finding, the most serious error");
        assertThat(svg.select("text.none").eachText()).containsExactly("none in the exports");
    }

    @Test
    void loadFallsIntoFiveClassesOfTheHighestLoad() {
        assertThat(TopologyPicture.loadClass(0, 10)).isZero();
        assertThat(TopologyPicture.loadClass(1, 10)).isEqualTo(1);
        assertThat(TopologyPicture.loadClass(2, 10)).isEqualTo(1);
        assertThat(TopologyPicture.loadClass(3, 10)).isEqualTo(2);
        assertThat(TopologyPicture.loadClass(10, 10)).isEqualTo(5);
        assertThat(TopologyPicture.loadClass(5, 0)).isZero();
    }
}
