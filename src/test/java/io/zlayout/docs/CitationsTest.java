package io.zlayout.docs;

import io.zlayout.rules.Rule;
import io.zlayout.rules.catalog.RuleCatalog;
import org.junit.jupiter.api.Test;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Pattern;
import java.util.stream.Stream;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * What users read cites the publications by title, never by the project's internal seed numbers ("seed 003"),
 * which name files users do not have: the rules' texts, the README and the docs, and every file the emitters
 * write (their goldens). docs/model.md is left out: its calibration table quotes the calibration's sources as
 * they are kept, with a legend that names each publication.
 */
class CitationsTest {

    static final Pattern SEED = Pattern.compile("(?i)\\bseeds? ?\\d{3}\\b|seeds/\\d{3}_");

    @Test
    void rulesCiteByTitle() {
        List<String> found = new ArrayList<>();
        for (Rule r : RuleCatalog.all()) {
            for (String text : List.of(r.title(), r.explanation(), r.remediation())) {
                if (SEED.matcher(text).find()) {
                    found.add(r.slug() + ": " + text);
                }
            }
        }
        assertThat(found).isEmpty();
    }

    @Test
    void docsAndEmittedFilesCiteByTitle() throws IOException {
        List<Path> files = new ArrayList<>(List.of(Path.of("README.md")));
        files.addAll(walk(Path.of("docs")));
        files.addAll(walk(Path.of("src/test/resources/io/zlayout/emit")));
        files.addAll(walk(Path.of("src/test/resources/io/zlayout/samples")));
        files.addAll(walk(Path.of("src/main/resources")));
        assertThat(files).hasSizeGreaterThan(20);
        List<String> found = new ArrayList<>();
        for (Path p : files) {
            List<String> lines = Files.readAllLines(p);
            for (int i = 0; i < lines.size(); i++) {
                if (SEED.matcher(lines.get(i)).find()) {
                    found.add(p + ":" + (i + 1) + ": " + lines.get(i).strip());
                }
            }
        }
        assertThat(found).isEmpty();
    }

    @Test
    void theCheckSeesASeedNumber() {
        assertThat(SEED.matcher("keeps one path busy (seed 000)").find()).isTrue();
        assertThat(SEED.matcher("Seed 002: re-reads").find()).isTrue();
        assertThat(SEED.matcher("the SHARE presentation (2003)").find()).isFalse();
    }

    private static List<Path> walk(Path dir) throws IOException {
        try (Stream<Path> s = Files.walk(dir)) {
            return s.filter(Files::isRegularFile).filter(p -> !isBinary(p)).toList();
        }
    }

    private static boolean isBinary(Path p) {
        String n = p.getFileName().toString();
        return n.endsWith(".xlsx") || n.endsWith(".png") || n.endsWith(".gz") || n.endsWith(".tgz")
                || n.endsWith(".tar") || n.endsWith(".pdf");
    }
}
