package io.zlayout.emit;

import io.zlayout.model.HostConnection;
import io.zlayout.model.VolumeGroup;
import io.zlayout.pipeline.Pipeline;
import io.zlayout.plan.Plan;
import io.zlayout.plan.StorageChanges;
import io.zlayout.rules.Finding;
import io.zlayout.rules.Rule;
import io.zlayout.rules.RuleContext;
import io.zlayout.rules.RuleEngine;
import io.zlayout.rules.catalog.RuleCatalog;
import io.zlayout.testing.Cli;
import io.zlayout.testing.Golden;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.zlayout.topology.Site;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.TreeSet;

import static org.assertj.core.api.Assertions.assertThat;
import static io.zlayout.testing.SiteFolders.load;
import static io.zlayout.testing.SiteFolders.copy;

/**
 * The storage team's DSCLI script of a plan, applied: a small interpreter of the commands zlayout writes
 * ({@code mkvolgrp}, {@code chvolgrp}, {@code mkhostconnect}, {@code chhostconnect}, {@code rmhostconnect},
 * {@code rmvolgrp}; any other command, option or form fails the test) runs the script on the fixture's host
 * connections and volume groups, as the storage would, and writes them back as the {@code lshostconnect} /
 * {@code showvolgrp} export zlayout reads. Then every planned path has access (the plan asks for no more change)
 * and the access rules find nothing, the host connections and groups the plan does not name are as they were; and
 * the rollback, applied after it, gives back exactly the export of before.
 */
class StorageScriptRoundTripTest {

    private static final Path SITE = Path.of("src/test/resources/io/zlayout/plan/storage-site");
    private static final Path GOLDEN = Path.of("src/test/resources/io/zlayout/emit/storage-site");
    private static final List<String> ACCESS_RULES = List.of("no-host-connection", "ioport-not-admitted",
            "lun-masked-off-paths", "lun-not-in-volume-group");
    /** What the storage administrator fills in from QUERY VIRTUAL FCP for the devices the inputs do not tell. */
    private static final Map<String, String> FILLED_IN = Map.of("FD01", "C05076FFE5000048", "FE01", "C05076FFE500004C",
            "FF01", "C05076FFE5000050");

    @Test
    void scriptsMatchTheirGoldens() throws Exception {
        Plan plan = Pipeline.plan(load(SITE));
        List<String> index = new ArrayList<>();
        for (EmittedFile f : Emitters.emit(plan)) {
            if (f.path().startsWith(StorageScriptEmitter.FOLDER) || f.path().equals(SiteReadmeEmitter.FILE)) {
                Golden.assertMatches(GOLDEN.resolve(f.path()), f.content());
                index.add(f.path());
            }
        }
        assertThat(index).contains("site/storage/IBM.2107-75FX001.dscli",
                "site/storage/IBM.2107-75FX001.rollback.dscli");
    }

    @Test
    void theAppliedScriptGivesEveryPlannedPathAccessAndItsRollbackUndoesIt(@TempDir Path tmp) throws Exception {
        // given the fixture site, its plan and its access findings today
        Site before = load(SITE);
        Plan plan = Pipeline.plan(before);
        assertThat(accessFindings(before)).isNotEmpty();
        String script = file(plan, "site/storage/IBM.2107-75FX001.dscli");
        String rollback = file(plan, "site/storage/IBM.2107-75FX001.rollback.dscli");
        Storage storage = Storage.of(before);
        String exportBefore = storage.export();

        // when the storage team fills in the WWPNs and runs the script
        storage.run(script, FILLED_IN);
        Path applied = copy(SITE, tmp.resolve("applied"));
        Files.writeString(applied.resolve("hosts.txt"), storage.export());
        StringBuilder wwpns = new StringBuilder(Files.readString(applied.resolve("zvm/wwpn.txt")));
        FILLED_IN.forEach((device, wwpn) -> wwpns.append("FCP device number: ").append(device)
                .append("\nStatus: Free\nNPIV world wide port number: ").append(wwpn)
                .append("\nChannel path ID: C0\nPhysical world wide port number: C05076FFE5001C00\nOwner: NONE\n"));
        Files.writeString(applied.resolve("zvm/wwpn.txt"), wwpns.toString());
        Site after = load(applied);

        // then the plan needs no more storage change, and check finds no masking fault
        assertThat(StorageChanges.of(after, plan.guests()).images()).isEmpty();
        assertThat(accessFindings(after)).isEmpty();
        // and zlayout diff of the two sites says the masking findings are fixed, and no access finding is new
        Cli.Result diff = Cli.run("diff", SITE.toString(), applied.toString(), "--format", "json");
        assertThat(diff.exitCode()).as(diff.err()).isIn(0, 1);
        JsonNode findings = new ObjectMapper().readTree(diff.out()).get("findings");
        List<String> fixed = new ArrayList<>();
        findings.get("fixed").forEach(f -> fixed.add(f.get("rule").asText()));
        List<String> fresh = new ArrayList<>();
        findings.get("new").forEach(f -> fresh.add(f.get("rule").asText()));
        assertThat(fixed).containsAll(accessRulesFiring(before));
        assertThat(fresh).doesNotContainAnyElementsOf(ACCESS_RULES);
        // and what the plan does not name is as it was
        assertThat(storage.connections.get("0010")).isEqualTo(Storage.of(before).connections.get("0010"));
        assertThat(storage.groups.get("V13")).isEqualTo(Storage.of(before).groups.get("V13"));

        // when the rollback runs after it, then the export is the one of before
        storage.run(rollback, FILLED_IN);
        assertThat(storage.export()).isEqualTo(exportBefore);
    }

    private static List<String> accessRulesFiring(Site site) {
        List<Rule> rules = ACCESS_RULES.stream().map(s -> RuleCatalog.bySlug(s).orElseThrow()).toList();
        return RuleEngine.run(new RuleContext(site), rules).findings().stream().map(Finding::rule).distinct()
                .toList();
    }

    private static List<String> accessFindings(Site site) {
        List<Rule> rules = ACCESS_RULES.stream().map(s -> RuleCatalog.bySlug(s).orElseThrow()).toList();
        return RuleEngine.run(new RuleContext(site), rules).findings().stream().map(Finding::message).toList();
    }

    private static String file(Plan plan, String path) {
        return Emitters.emit(plan).stream().filter(f -> f.path().equals(path)).findFirst().orElseThrow().content();
    }

    /** One host connection as the storage keeps it; {@code ports} empty = all. */
    record Conn(String id, String name, String wwpn, String hostType, String group, List<String> ports) {
    }

    /** One volume group. */
    record Group(String id, String name, TreeSet<String> volumes) {
    }

    /** The host connections and volume groups of the fixture's one image, and the DSCLI commands that change them. */
    static final class Storage {
        static final String IMAGE = "IBM.2107-75FX001";
        final Map<String, Conn> connections = new LinkedHashMap<>();
        final Map<String, Group> groups = new LinkedHashMap<>();

        static Storage of(Site site) {
            Storage s = new Storage();
            for (VolumeGroup g : site.all(VolumeGroup.class)) {
                TreeSet<String> v = new TreeSet<>();
                g.volumes().forEach(x -> v.add(x.toString()));
                s.groups.put(g.id(), new Group(g.id(), g.name(), v));
            }
            for (HostConnection c : site.all(HostConnection.class)) {
                s.connections.put(c.id(), new Conn(c.id(), c.name(), c.wwpn().toString().substring(2)
                        .toUpperCase(Locale.ROOT), c.hostType(), c.volumeGroup(), c.ioPorts()));
            }
            return s;
        }

        /** The export zlayout reads: lsvolgrp, showvolgrp per group, lshostconnect (delim form). */
        String export() {
            StringBuilder b = new StringBuilder("dscli> lsvolgrp -dev " + IMAGE + "\nName|ID|Type\n====\n");
            groups.values().forEach(g -> b.append(g.name()).append('|').append(g.id()).append("|SCSI Mask\n"));
            for (Group g : groups.values()) {
                b.append("dscli> showvolgrp -dev ").append(IMAGE).append(' ').append(g.id())
                        .append("\nName|ID|Type|Vols\n====\n").append(g.name()).append('|').append(g.id())
                        .append("|SCSI Mask|").append(String.join(" ", g.volumes())).append('\n');
            }
            b.append("dscli> lshostconnect -dev ").append(IMAGE)
                    .append("\nName|ID|WWPN|HostType|Profile|portgrp|volgrpID|ESSIOport\n====\n");
            for (Conn c : connections.values()) {
                b.append(c.name()).append('|').append(c.id()).append('|').append(c.wwpn()).append('|')
                        .append(c.hostType()).append("|IBM zSeries - zLinux|0|").append(c.group()).append('|')
                        .append(c.ports().isEmpty() ? "all" : String.join(",", c.ports())).append('\n');
            }
            return b.toString();
        }

        /** Runs a script as {@code dscli -script} would; every {@code <value>} filled in as its comment says. */
        void run(String script, Map<String, String> wwpns) {
            for (String line : script.split("\n")) {
                if (line.isBlank() || line.startsWith("#")) {
                    continue;
                }
                List<String> words = words(line, wwpns);
                String verb = words.get(0);
                Map<String, String> options = new LinkedHashMap<>();
                int i = 1;
                while (i < words.size() - 1) {
                    assertThat(words.get(i)).as("an option in: %s", line).startsWith("-");
                    options.put(words.get(i), words.get(i + 1));
                    i += 2;
                }
                assertThat(i).as("one operand at the end of: %s", line).isEqualTo(words.size() - 1);
                String operand = words.get(i);
                assertThat(options.remove("-dev")).as(line).isEqualTo(IMAGE);
                switch (verb) {
                    case "mkvolgrp" -> {
                        assertThat(options.keySet()).as(line).containsExactly("-type", "-volume");
                        assertThat(options.get("-type")).isEqualTo("scsimask");
                        String id = next(groups.keySet(), "V", 10);
                        groups.put(id, new Group(id, operand, new TreeSet<>(List.of(options.get("-volume").split(",")))));
                    }
                    case "chvolgrp" -> {
                        assertThat(options.keySet()).as(line).containsExactly("-action", "-volume");
                        Group g = groups.get(operand);
                        assertThat(g).as("group %s of: %s", operand, line).isNotNull();
                        List<String> v = List.of(options.get("-volume").split(","));
                        if (options.get("-action").equals("add")) {
                            assertThat(g.volumes()).as("volumes added that are there: %s", line).doesNotContainAnyElementsOf(v);
                            g.volumes().addAll(v);
                        } else {
                            assertThat(options.get("-action")).isEqualTo("remove");
                            assertThat(g.volumes()).as(line).containsAll(v);
                            g.volumes().removeAll(v);
                        }
                    }
                    case "mkhostconnect" -> {
                        assertThat(options.keySet()).as(line).containsExactly("-wwname", "-hosttype", "-volgrp",
                                "-ioport");
                        assertThat(options.get("-wwname")).matches("[0-9A-F]{16}");
                        assertThat(groups).containsKey(options.get("-volgrp"));
                        assertThat(connections.values().stream().map(Conn::wwpn)).doesNotContain(options.get("-wwname"));
                        String id = next(connections.keySet(), "", 0);
                        connections.put(id, new Conn(id, operand, options.get("-wwname"), options.get("-hosttype"),
                                options.get("-volgrp"), ports(options.get("-ioport"))));
                    }
                    case "chhostconnect" -> {
                        assertThat(options.keySet()).as(line).containsExactly("-ioport");
                        Conn c = connections.get(operand);
                        assertThat(c).as(line).isNotNull();
                        connections.put(operand, new Conn(c.id(), c.name(), c.wwpn(), c.hostType(), c.group(),
                                ports(options.get("-ioport"))));
                    }
                    case "rmhostconnect" -> {
                        assertThat(options).as(line).isEmpty();
                        assertThat(connections.remove(operand)).as(line).isNotNull();
                    }
                    case "rmvolgrp" -> {
                        assertThat(options).as(line).isEmpty();
                        assertThat(connections.values().stream().map(Conn::group)).as(line).doesNotContain(operand);
                        assertThat(groups.remove(operand)).as(line).isNotNull();
                    }
                    default -> throw new AssertionError("not a command the script may hold: " + line);
                }
            }
        }

        private static List<String> ports(String list) {
            return list.equals("all") ? List.of() : List.of(list.split(","));
        }

        /** The words of a line, each {@code <value>} filled in: a WWPN from {@code wwpns}, an id by its name. */
        private List<String> words(String line, Map<String, String> wwpns) {
            List<String> out = new ArrayList<>();
            int i = 0;
            while (i < line.length()) {
                if (line.charAt(i) == ' ') {
                    i++;
                } else if (line.charAt(i) == '<') {
                    int end = line.indexOf('>', i);
                    out.add(fill(line.substring(i + 1, end), wwpns));
                    i = end + 1;
                } else {
                    int end = line.indexOf(' ', i);
                    end = end < 0 ? line.length() : end;
                    out.add(line.substring(i, end));
                    i = end;
                }
            }
            return out;
        }

        private String fill(String value, Map<String, String> wwpns) {
            if (value.startsWith("NPIV WWPN of FCP device ")) {
                return wwpns.get(value.substring("NPIV WWPN of FCP device ".length()));
            }
            if (value.startsWith("id of volume group ")) {
                String name = value.substring("id of volume group ".length());
                return groups.values().stream().filter(g -> g.name().equals(name)).findFirst().orElseThrow().id();
            }
            if (value.startsWith("id of host connection ")) {
                String name = value.substring("id of host connection ".length());
                return connections.values().stream().filter(c -> c.name().equals(name)).findFirst().orElseThrow()
                        .id();
            }
            throw new AssertionError("a value the script does not say how to fill in: <" + value + ">");
        }

        /** The next free id: {@code V14} after V13 for groups, {@code 0011} after 0010 for host connections. */
        private static String next(java.util.Set<String> taken, String prefix, int from) {
            int n = from;
            while (taken.contains(prefix.isEmpty() ? String.format(Locale.ROOT, "%04X", n) : prefix + n)) {
                n++;
            }
            return prefix.isEmpty() ? String.format(Locale.ROOT, "%04X", n) : prefix + n;
        }
    }
}
