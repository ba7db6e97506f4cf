package io.zlayout.input.rest;

import io.zlayout.input.InputLoader;
import io.zlayout.input.ParseResult;
import io.zlayout.input.ReadContext;
import io.zlayout.input.SourceFile;
import io.zlayout.model.Element;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.stream.Stream;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

/**
 * Every strict-JSON rendering of the pyds8k REST mocks in ../shared/realworld/ds8k-rest-json/ is read
 * without error, with the exact number of records of each kind. Skipped where that folder is absent.
 */
class RestReaderRealworldTest {

    private static final Path FOLDER = Path.of("..", "shared", "realworld", "ds8k-rest-json");

    /** Record class -> count, per file. A new file in the folder must be added here. */
    private static final Map<String, Map<String, Integer>> EXPECTED = new TreeMap<>(Map.ofEntries(
            Map.entry("host_ports_all.json", Map.of("HostConnection", 2)),
            Map.entry("host_ports_one.json", Map.of("HostConnection", 1)),
            Map.entry("hosts_all.json", Map.of("HostConnection", 2)),
            Map.entry("hosts_one.json", Map.of("HostConnection", 1)),
            Map.entry("io_enclosures_all.json", Map.of("IoEnclosure", 2)),
            Map.entry("io_enclosures_one.json", Map.of("IoEnclosure", 1)),
            Map.entry("ioports_all.json", Map.of("IoPort", 5)),
            Map.entry("ioports_one.json", Map.of("IoPort", 1)),
            Map.entry("lss_all.json", Map.of("Lss", 5)),
            Map.entry("lss_one.json", Map.of("Lss", 1)),
            Map.entry("mappings_all.json", Map.of("HostMapping", 2)),
            Map.entry("mappings_one.json", Map.of("HostMapping", 1)),
            Map.entry("marrays_all.json", Map.of("Rank", 12)),
            Map.entry("marrays_one.json", Map.of("Rank", 1)),
            Map.entry("nodes_all.json", Map.of("StorageServer", 2)),
            Map.entry("nodes_one.json", Map.of("StorageServer", 1)),
            Map.entry("pools_all.json", Map.of("ExtentPool", 5)),
            Map.entry("pools_one.json", Map.of("ExtentPool", 1)),
            Map.entry("systems_all.json", Map.of("StorageImage", 1)),
            Map.entry("volumes_all.json", Map.of("Volume", 6)),
            Map.entry("volumes_one.json", Map.of("Volume", 1))));

    static Stream<String> files() throws IOException {
        if (!Files.isDirectory(FOLDER)) {
            return Stream.of("(folder absent)");
        }
        try (Stream<Path> list = Files.list(FOLDER)) {
            return list.map(p -> p.getFileName().toString()).filter(n -> n.endsWith(".json")).sorted().toList()
                    .stream();
        }
    }

    @Test
    void theFolderHoldsExactlyTheFilesThisTestKnows() throws IOException {
        assumeTrue(Files.isDirectory(FOLDER), "../shared/realworld/ds8k-rest-json is absent");

        assertThat(files().toList()).containsExactlyElementsOf(EXPECTED.keySet());
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("files")
    void everyRealResponseIsReadWithTheExactRecordCounts(String name) throws Exception {
        assumeTrue(Files.isDirectory(FOLDER), "../shared/realworld/ds8k-rest-json is absent");
        Path path = FOLDER.resolve(name);
        SourceFile file = SourceFile.load(path, InputLoader.display(path));
        RestReader reader = new RestReader();

        ParseResult result = reader.read(file, ReadContext.NONE);

        assertThat(reader.sniff(file)).isEqualTo(95);
        Map<String, Integer> counts = new TreeMap<>();
        for (Element e : result.elements()) {
            counts.merge(e.getClass().getSimpleName(), 1, Integer::sum);
        }
        assertThat(counts).isEqualTo(EXPECTED.get(name));
        List<Element> wrongLine = result.elements().stream().filter(e -> e.source().line() <= 0).toList();
        assertThat(wrongLine).isEmpty();
    }
}
