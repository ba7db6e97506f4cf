package io.zlayout.perf;

import java.util.ArrayList;
import java.util.List;

import static io.zlayout.testing.Refs.*;

/**
 * Seed 003's scaling tests (SHARE, ESS 2105-F20) as layouts: the scenario table's CHPIDs, host adapters,
 * ranks and disks, wired as the seed's sample setup (C1->HA1->rank1 ... C4->HA4->rank4, one HA per bay, the
 * 2109-F16 switch between), disks in the seed's VG order (5000, 5400, 5800, 5C00, 5001, ...).
 */
final class SeedScenarios {

    static final String ESS = "IBM.2105-17403";
    static final String[] LSS = {"10", "14", "18", "1C"};

    /**
     * One row of the seed's table.
     *
     * @param column6    the table's unlabelled sixth column (1, 1, 1, 1, 4, 4)
     * @param seedBottleneck the seed's bottleneck column as printed (HA, CHPID)
     * @param bottleneck the seed's bottleneck column, as our kind
     * @param seedFigures what the seed's text says of the row's throughput
     */
    record Scenario(String name, int chpids, int hostAdapters, int ranks, int disks, int column6, String seedBottleneck,
                    String bottleneck, String seedFigures) {

        ModelLayout layout() {
            List<ModelLayout.Disk> disks = new ArrayList<>();
            int perRank = disks() / ranks();
            for (int v = 0; v < perRank; v++) {
                for (int r = 0; r < ranks(); r++) {
                    disks.add(new ModelLayout.Disk(volume("volume:" + ESS + "/" + LSS[r] + String.format("%02X", v)),
                            rank("rank:" + ESS + "/R" + (r + 1)), r + 1, 0, ESS, "2105", "F20"));
                }
            }
            List<ModelLayout.Path> paths = new ArrayList<>();
            for (int h = 0; h < hostAdapters(); h++) {
                String chpid = "chpid:0.C" + (h % chpids() + 1);
                paths.add(new ModelLayout.Path(chpid(chpid), 1.0, "2109", port("ioport:" + ESS + "/I0" + h + "00"), null, null));
            }
            return new ModelLayout("LNX1", "fcp", null, disks, paths, null);
        }
    }

    /** The seed's table, row by row. */
    static final List<Scenario> TABLE = List.of(
            new Scenario("single disk", 1, 1, 1, 1, 1, "HA", "host-adapter", "40 write, 65 read (1 HA)"),
            new Scenario("single rank", 1, 1, 1, 8, 1, "HA", "host-adapter", "40 write, 65 read (1 HA)"),
            new Scenario("single HA", 1, 1, 4, 8, 1, "HA", "host-adapter", "40 write, 65 read (1 HA)"),
            new Scenario("single CHPID", 1, 4, 4, 8, 1, "CHPID", "chpid", "none in the text"),
            new Scenario("two CHPIDs", 2, 4, 4, 8, 4, "HA", "host-adapter", "none in the text (240 read needs 4 CHPIDs)"),
            new Scenario("Max. Avail.", 4, 4, 4, 8, 4, "HA", "host-adapter", "125 write, 240 read (4 HA)"));

    static Scenario named(String name) {
        return TABLE.stream().filter(s -> s.name().equals(name)).findFirst().orElseThrow();
    }

    private SeedScenarios() {
    }
}
