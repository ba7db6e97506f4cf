package io.zlayout.input;

import io.zlayout.model.Diagnostic;
import io.zlayout.input.catalog.ReaderCatalog;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.zlayout.model.Element;
import org.junit.jupiter.api.DynamicContainer;
import org.junit.jupiter.api.DynamicNode;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestFactory;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Iterator;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.TreeSet;
import java.util.stream.Stream;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.fail;

/**
 * The real-world corpus: public samples (vendor documentation, open-source test fixtures, mailing lists, issue
 * threads) copied verbatim under {@code src/test/resources/realworld/<family>/}, each folder with a
 * {@code corpus.json} that lists every sample once:
 * <pre>
 * {"file": "name", "source": "URL or provenance", "format": "dscli",
 *  "expect": {"Volume": 12, "Rank": 2},               record class -> count, exactly; never {}
 *  "warnings": ["substring", ...],                    optional: exactly this many warnings, each matched;
 *                                                     absent = no warning at all
 *  "notes": ["substring", ...],                       optional: each matched by some note
 *  "forced": true}                                    optional: read with --input-format (not sniffed)
 * {"file": "name", "source": "...", "format": "ds8k-rest", "refused": "substring of the clear error"}
 * </pre>
 * A sample with {@code expect} is read as zlayout reads any input: sniffed (unless {@code forced}), and the format
 * found must be the one recorded. A refused sample is read as its format and must fail with an error naming the
 * file (exit 3) holding the substring. No sample may be read to nothing with exit 0: a file of a format zlayout
 * claims is read to records or refused.
 */
class RealWorldCorpusTest {

    private static final Path ROOT = Path.of("src", "test", "resources", "realworld");
    private static final ObjectMapper JSON = new ObjectMapper();

    @TestFactory
    Stream<DynamicNode> everySampleIsReadAsRecorded() throws IOException {
        List<DynamicNode> families = new ArrayList<>();
        for (Path folder : families()) {
            List<DynamicTest> tests = new ArrayList<>();
            for (JsonNode entry : corpus(folder)) {
                String name = entry.path("file").asText();
                tests.add(DynamicTest.dynamicTest(name, () -> check(folder, entry)));
            }
            families.add(DynamicContainer.dynamicContainer(folder.getFileName().toString(), tests));
        }
        return families.stream();
    }

    /**
     * Every sample read from text reads to the same records and as many warnings when it arrives as people paste
     * it: quoted in a mail reply ({@code > } before each line), or copied out of a web page (non-breaking spaces
     * in its runs of blanks, typographic quotes, CRLF line ends and a byte-order mark).
     */
    @TestFactory
    Stream<DynamicNode> everySampleReadsAlikeWhenPastedFromAMailOrAWebPage() throws IOException {
        List<DynamicNode> families = new ArrayList<>();
        for (Path folder : families()) {
            List<DynamicTest> tests = new ArrayList<>();
            for (JsonNode entry : corpus(folder)) {
                if (entry.has("refused") || entry.path("format").asText().equals("ds8k-rest")) {
                    continue;
                }
                String name = entry.path("file").asText();
                tests.add(DynamicTest.dynamicTest(name + " (mail)", () -> pasted(folder, entry, false)));
                tests.add(DynamicTest.dynamicTest(name + " (web page)", () -> pasted(folder, entry, true)));
            }
            families.add(DynamicContainer.dynamicContainer(folder.getFileName().toString(), tests));
        }
        return families.stream();
    }

    /**
     * Every sample read from text reads to the same records, with no more warnings, when a terminal or mail client
     * wrapped it: each line longer than the width going on at the start of the next line (72 and 80 columns).
     */
    @TestFactory
    Stream<DynamicNode> everySampleReadsAlikeWhenATerminalWrappedIt() throws IOException {
        List<DynamicNode> families = new ArrayList<>();
        for (Path folder : families()) {
            List<DynamicTest> tests = new ArrayList<>();
            for (JsonNode entry : corpus(folder)) {
                if (entry.has("refused") || entry.path("format").asText().equals("ds8k-rest")) {
                    continue;
                }
                String name = entry.path("file").asText();
                if (NOT_UNWRAPPED.containsKey(name)) {
                    continue;
                }
                for (int width : new int[] {72, 80}) {
                    tests.add(DynamicTest.dynamicTest(name + " (wrapped at " + width + ")",
                            () -> wrapped(folder, entry, width)));
                }
            }
            families.add(DynamicContainer.dynamicContainer(folder.getFileName().toString(), tests));
        }
        return families.stream();
    }

    /**
     * The samples whose wrapped form is not read alike, and why: said here and in their format's page, never passed
     * over in silence.
     */
    static final Map<String, String> NOT_UNWRAPPED = Map.of(
            "brcddb_util_iocp_chpid_comment.txt", "a deck out of card columns (a code comment): without column 72 a"
                    + " wrapped operand's rest cannot be told from a continuation card",
            "cephci_rhel_stock_multipath.conf.txt", "a configuration file: the rest of a wrapped comment cannot be told"
                    + " from a setting (a line of one or two words in column 1 is either)",
            "s390tools_commit_lsdasd_l_copy_pairs.txt", "lsdasd -l's attribute values wrapped onto the next line are"
                    + " not joined (only rows of lsdasd's table are)");

    /**
     * Every published sample, read as zlayout reads it (sniffed, or as its recorded format where forced or refused),
     * is read to records or refused with exit 3: the count of those read to nothing with exit 0 is 0.
     */
    @Test
    void noPublishedSampleIsReadToNothingWithExit0() throws IOException {
        List<String> silent = new ArrayList<>();
        int samples = 0;
        for (Path folder : families()) {
            for (JsonNode entry : corpus(folder)) {
                samples++;
                Path path = folder.resolve(entry.path("file").asText());
                boolean forced = entry.has("refused") || entry.path("forced").asBoolean(false);
                try {
                    Inputs in = ReaderCatalog.loader(forced ? Map.of(path, entry.path("format").asText()) : Map.of())
                            .load(List.of(path));
                    if (counts(in).isEmpty()) {
                        silent.add(path + " " + in.diagnostics());
                    }
                } catch (InputException e) {
                    // refused with its file:line and exit 3
                }
            }
        }
        assertThat(samples).as("published samples").isPositive();
        assertThat(silent).as("samples read to nothing with exit 0, of " + samples).isEmpty();
    }

    private static void wrapped(Path folder, JsonNode entry, int width) throws IOException, InputException {
        Path original = folder.resolve(entry.path("file").asText());
        String text = Files.readString(original, java.nio.charset.StandardCharsets.ISO_8859_1);
        StringBuilder folded = new StringBuilder();
        boolean changed = false;
        for (String line : SourceFile.lines(text)) {
            if (line.isEmpty()) {
                folded.append('\n');
            }
            for (int i = 0; i < line.length(); i += width) {
                folded.append(line, i, Math.min(line.length(), i + width)).append('\n');
                changed |= i > 0;
            }
        }
        if (!changed) {
            return;
        }
        Path dir = Files.createTempDirectory("zlayout-wrapped");
        try {
            Path copy = dir.resolve(original.getFileName().toString());
            Files.writeString(copy, folded, java.nio.charset.StandardCharsets.ISO_8859_1);
            boolean forced = entry.path("forced").asBoolean(false);
            String format = entry.path("format").asText();
            Inputs before = ReaderCatalog.loader(forced ? Map.of(original, format) : Map.of()).load(List.of(original));
            Inputs after = ReaderCatalog.loader(forced ? Map.of(copy, format) : Map.of()).load(List.of(copy));
            assertThat(counts(after)).as(copy + " (wrapped at " + width + ": " + after.diagnostics() + ")")
                    .isEqualTo(counts(before));
            assertThat(warnings(after)).as(copy + ": warnings " + after.diagnostics()).isLessThanOrEqualTo(warnings(before));
        } finally {
            try (Stream<Path> files = Files.list(dir)) {
                for (Path p : files.toList()) {
                    Files.delete(p);
                }
            }
            Files.delete(dir);
        }
    }

    private static void pasted(Path folder, JsonNode entry, boolean web) throws IOException, InputException {
        Path original = folder.resolve(entry.path("file").asText());
        String text = Files.readString(original, java.nio.charset.StandardCharsets.ISO_8859_1);
        if (!java.nio.charset.StandardCharsets.US_ASCII.newEncoder().canEncode(text)) {
            text = Files.readString(original);
        }
        String mangled = web ? webCopy(text) : mailQuote(text);
        Path dir = Files.createTempDirectory("zlayout-pasted");
        try {
            Path copy = dir.resolve(original.getFileName().toString());
            Files.writeString(copy, mangled);
            boolean forced = entry.path("forced").asBoolean(false);
            String format = entry.path("format").asText();
            Inputs before = ReaderCatalog.loader(forced ? Map.of(original, format) : Map.of()).load(List.of(original));
            Inputs after = ReaderCatalog.loader(forced ? Map.of(copy, format) : Map.of()).load(List.of(copy));
            assertThat(counts(after)).as(copy + " (" + (web ? "web page" : "mail") + ": " + after.diagnostics() + ")")
                    .isEqualTo(counts(before));
            assertThat(warnings(after)).as(copy + ": warnings").isEqualTo(warnings(before));
            boolean undone = !web || mangled.chars().anyMatch(c -> c == '\u00a0' || c == '\u2019' || c == '\u201c');
            assertThat(after.diagnostics().stream().filter(d -> d.message().startsWith("read as pasted: ")))
                    .as(copy + ": the note saying what was undone").hasSize(undone ? 1 : 0);
        } finally {
            try (Stream<Path> files = Files.list(dir)) {
                for (Path p : files.toList()) {
                    Files.delete(p);
                }
            }
            Files.delete(dir);
        }
    }

    private static String mailQuote(String text) {
        StringBuilder b = new StringBuilder();
        for (String line : SourceFile.lines(text)) {
            b.append(line.isEmpty() ? ">" : "> ").append(line).append('\n');
        }
        return b.toString();
    }

    /** What a browser's copy does: every other blank of a run non-breaking, typographic quotes, CRLF, a BOM. */
    private static String webCopy(String text) {
        StringBuilder b = new StringBuilder("\ufeff");
        boolean open = true;
        for (String line : SourceFile.lines(text)) {
            for (int i = 0; i < line.length(); i++) {
                char c = line.charAt(i);
                boolean run = c == ' ' && (i + 1 < line.length() && line.charAt(i + 1) == ' ');
                if (run && i % 2 == 0) {
                    b.append('\u00a0');
                } else if (c == '"') {
                    b.append(open ? '\u201c' : '\u201d');
                    open = !open;
                } else if (c == '\'') {
                    b.append('\u2019');
                } else {
                    b.append(c);
                }
            }
            b.append("\r\n");
        }
        return b.toString();
    }

    /** How many records of each kind the inputs read (the other input tests compare with it too). */
    static Map<String, Integer> counts(Inputs inputs) {
        Map<String, Integer> counts = new TreeMap<>();
        for (LoadedInput in : inputs.inputs()) {
            for (Element el : in.result().elements()) {
                counts.merge(el.getClass().getSimpleName(), 1, Integer::sum);
            }
        }
        return counts;
    }

    private static long warnings(Inputs inputs) {
        return inputs.diagnostics().stream().filter(d -> d.level() == Diagnostic.Level.WARNING).count();
    }

    @Test
    void everyCorpusEntryIsWellFormedAndEveryFileIsListedOnce() throws IOException {
        List<Path> families = families();
        assertThat(families).as("realworld families").isNotEmpty();
        for (Path folder : families) {
            TreeSet<String> listed = new TreeSet<>();
            for (JsonNode e : corpus(folder)) {
                String where = folder.getFileName() + "/corpus.json entry " + e;
                String file = e.path("file").asText("");
                assertThat(listed.add(file)).as(where + ": listed twice").isTrue();
                assertThat(Files.isRegularFile(folder.resolve(file))).as(where + ": no such file").isTrue();
                assertThat(e.path("source").asText("")).as(where + ": source").isNotBlank();
                assertThat(ReaderCatalog.formats()).as(where + ": format").contains(e.path("format").asText(""));
                assertThat(e.has("expect") ^ e.has("refused")).as(where + ": exactly one of expect / refused")
                        .isTrue();
                if (e.has("expect")) {
                    assertThat(e.get("expect").isObject()).as(where + ": expect is an object").isTrue();
                    assertThat(e.get("expect").size()).as(where + ": expect names at least one record").isPositive();
                } else {
                    assertThat(e.get("refused").asText("")).as(where + ": refused substring").isNotBlank();
                }
            }
            TreeSet<String> present = new TreeSet<>();
            try (Stream<Path> files = Files.list(folder)) {
                files.filter(Files::isRegularFile).map(p -> p.getFileName().toString())
                        .filter(n -> !n.equals("corpus.json")).forEach(present::add);
            }
            assertThat(listed).as(folder + ": files and corpus.json entries").isEqualTo(present);
        }
    }

    /** Each format's page (docs/formats/<family>.md) names every published sample of its family, read or refused. */
    @Test
    void everySampleIsNamedInItsFormatsPage() throws IOException {
        for (Path folder : families()) {
            Path page = Path.of("docs", "formats", folder.getFileName() + ".md");
            assertThat(page).as("the page of " + folder.getFileName()).isRegularFile();
            String doc = Files.readString(page);
            for (JsonNode e : corpus(folder)) {
                assertThat(doc).as(page + " names the sample " + e.path("file").asText())
                        .contains("`" + e.path("file").asText() + "`");
            }
        }
    }

    private static void check(Path folder, JsonNode entry) throws IOException {
        Path path = folder.resolve(entry.path("file").asText());
        String format = entry.path("format").asText();
        boolean refused = entry.has("refused");
        boolean forced = refused || entry.path("forced").asBoolean(false);
        Map<Path, String> overrides = forced ? Map.of(path, format) : Map.of();
        Inputs inputs;
        try {
            inputs = ReaderCatalog.loader(overrides).load(List.of(path));
        } catch (InputException e) {
            if (!refused) {
                fail(path + " was expected to be read, but: " + e.getMessage());
            }
            assertThat(e.getMessage()).as("the error names the file").contains(InputLoader.display(path));
            assertThat(e.getMessage()).contains(entry.get("refused").asText());
            return;
        }
        List<Diagnostic> warnings = inputs.diagnostics().stream()
                .filter(d -> d.level() == Diagnostic.Level.WARNING).toList();
        List<Diagnostic> notes = inputs.diagnostics().stream()
                .filter(d -> d.level() == Diagnostic.Level.NOTE).toList();
        Map<String, Integer> counts = new TreeMap<>();
        for (LoadedInput in : inputs.inputs()) {
            assertThat(in.format()).as(path + ": format found").isEqualTo(format);
            for (Element el : in.result().elements()) {
                counts.merge(el.getClass().getSimpleName(), 1, Integer::sum);
            }
        }
        assertThat(inputs.inputs()).as(path + " read as " + format + " (diagnostics: " + inputs.diagnostics() + ")")
                .isNotEmpty();
        if (refused) {
            fail(path + " was expected to be refused with exit 3, but was read to " + counts + " with exit 0 ("
                    + inputs.diagnostics() + ")");
        }
        Map<String, Integer> expected = new TreeMap<>();
        for (Iterator<Map.Entry<String, JsonNode>> it = entry.get("expect").fields(); it.hasNext(); ) {
            Map.Entry<String, JsonNode> f = it.next();
            if (f.getValue().asInt() != 0) {
                expected.put(f.getKey(), f.getValue().asInt());
            }
        }
        assertThat(counts).as(path + ": records (diagnostics: " + inputs.diagnostics() + ")").isEqualTo(expected);
        assertThat(counts).as(path + ": nothing read with exit 0 (a sample is read to records or refused with exit 3)")
                .isNotEmpty();
        List<String> wanted = new ArrayList<>();
        entry.path("warnings").forEach(w -> wanted.add(w.asText()));
        assertThat(warnings).as(path + ": warnings").hasSize(wanted.size());
        for (String w : wanted) {
            assertThat(warnings).as(path + ": a warning containing '" + w + "'")
                    .anySatisfy(d -> assertThat(d.message()).contains(w));
        }
        for (JsonNode n : entry.path("notes")) {
            assertThat(notes).as(path + ": a note containing '" + n.asText() + "'")
                    .anySatisfy(d -> assertThat(d.message()).contains(n.asText()));
        }
    }

    private static List<Path> families() throws IOException {
        if (!Files.isDirectory(ROOT)) {
            return List.of();
        }
        try (Stream<Path> list = Files.list(ROOT)) {
            return list.filter(p -> Files.isRegularFile(p.resolve("corpus.json"))).sorted().toList();
        }
    }

    private static JsonNode corpus(Path folder) throws IOException {
        JsonNode root = JSON.readTree(folder.resolve("corpus.json").toFile());
        assertThat(root.isArray()).as(folder + "/corpus.json is a JSON array").isTrue();
        return root;
    }
}
