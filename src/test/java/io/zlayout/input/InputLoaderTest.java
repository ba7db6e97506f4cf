package io.zlayout.input;

import io.zlayout.model.Diagnostic;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

class InputLoaderTest {

    @TempDir
    Path dir;

    private final InputLoader loader = new InputLoader(List.of(new FakeReader("fake"), new FakeReader("other")),
            Map.of());

    private Path write(String rel, String text) throws IOException {
        Path p = dir.resolve(rel);
        Files.createDirectories(p.getParent());
        Files.writeString(p, text);
        return p;
    }

    @Test
    void folderIsReadRecursivelyInPathOrderWhateverTheArgumentOrder() throws Exception {
        write("b/two.txt", "FAKE\nvol IBM.2107-75AAAA1 1000\n");
        write("a/one.txt", "FAKE\n");
        Inputs in = loader.load(List.of(dir.resolve("b"), dir.resolve("a")));
        assertThat(in.inputs()).extracting(LoadedInput::path)
                .containsExactly(InputLoader.display(dir.resolve("a/one.txt")),
                        InputLoader.display(dir.resolve("b/two.txt")));
        assertThat(in.inputs().get(1).result().elements()).hasSize(1);
    }

    @Test
    void unrecognisedBinaryAndEmptyFilesAreNotedAndSkipped() throws Exception {
        write("ok.txt", "FAKE\n");
        write("readme.txt", "hello\n");
        write("empty.txt", "");
        Path bin = dir.resolve("blob.bin");
        Files.write(bin, new byte[] {1, 0, 2, 0});
        Inputs in = loader.load(List.of(dir));
        assertThat(in.inputs()).hasSize(1);
        assertThat(in.diagnostics()).extracting(Diagnostic::message).containsExactlyInAnyOrder(
                "skipped: binary data, not text (UTF-16 text needs a byte-order mark)",
                "skipped: empty file",
                "skipped: not a format zlayout recognises (use --input-format PATH=FORMAT to name it)",
                "nothing read: the file was taken for fake but holds nothing zlayout uses");
        // the fake file read to nothing is kept, and counted as skipped for --strict
        assertThat(in.skipped()).containsExactlyInAnyOrder(dir + "/ok.txt", dir + "/readme.txt", dir + "/empty.txt",
                dir + "/blob.bin");
    }

    @Test
    void hiddenFilesAndFoldersAreNotRead() throws Exception {
        write(".git/config", "FAKE\n");
        write(".hidden.txt", "FAKE\n");
        write("seen.txt", "FAKE\n");
        assertThat(loader.load(List.of(dir)).inputs()).hasSize(1);
    }

    @Test
    void highestSniffScoreWinsAndTiesGoToCatalogOrder() throws Exception {
        write("x.txt", "FAKE 70\n");
        Inputs in = loader.load(List.of(dir));
        assertThat(in.inputs().get(0).format()).isEqualTo("fake");
    }

    @Test
    void scoreBelowLikelyIsNotTaken() {
        assertThatThrownBy(() -> {
            write("x.txt", "FAKE 49\n");
            loader.load(List.of(dir));
        }).isInstanceOf(InputException.class).hasMessageStartingWith("nothing to read");
    }

    @Test
    void formatOverrideAppliesToAFileAndToEverythingBelowAFolder() throws Exception {
        write("sub/x.txt", "FAKE\n");
        write("sub/deeper/y.txt", "whatever\n");
        InputLoader forced = new InputLoader(List.of(new FakeReader("fake"), new FakeReader("other")),
                Map.of(dir.resolve("sub"), "other"));
        Inputs in = forced.load(List.of(dir));
        assertThat(in.inputs()).extracting(LoadedInput::format).containsExactly("other", "other");
    }

    @Test
    void missingInputIsAnInputError() {
        assertThatThrownBy(() -> loader.load(List.of(dir.resolve("nope"))))
                .isInstanceOf(InputException.class)
                .hasMessage(InputLoader.display(dir.resolve("nope")) + ": no such file or directory");
    }

    @Test
    void readerErrorsNameFileAndLine() throws Exception {
        Path f = write("x.txt", "FAKE\nvol A 1000\nbad line\n");
        assertThatThrownBy(() -> loader.load(List.of(f)))
                .isInstanceOf(InputException.class)
                .hasMessage(InputLoader.display(f) + ":3:1: expected a vol line, found 'bad line'");
    }

    @Test
    void manifestInputsNarrowWhatIsRead() throws Exception {
        write("zlayout.yaml", "inputs: [storage/]\nstorage: IBM.2107-75AAAA1\n");
        write("storage/a.txt", "FAKE\n");
        write("other/b.txt", "FAKE\n");
        Inputs in = loader.load(List.of(dir));
        assertThat(in.inputs()).extracting(LoadedInput::path)
                .containsExactly(InputLoader.display(dir.resolve("storage/a.txt")));
        assertThat(in.manifest().storage()).isEqualTo("IBM.2107-75AAAA1");
        assertThat(in.siteRoot()).isEqualTo(dir);
    }

    @Test
    void manifestInputOutsideTheSiteIsRefused() throws Exception {
        write("zlayout.yaml", "inputs: [../elsewhere]\n");
        assertThatThrownBy(() -> loader.load(List.of(dir)))
                .isInstanceOf(InputException.class)
                .hasMessageContaining("zlayout.yaml: expected inputs inside the site folder, found '../elsewhere'");
    }

    @Test
    void controlUnitsAreKeyedByTheirNumberInAnyCase() throws Exception {
        write("zlayout.yaml", "controlUnits:\n  \"5a00\": IBM.2107-75AAAA1\n  \"0x5B00\": IBM.2107-75BBBB1\n");
        write("a.txt", "FAKE\n");
        Inputs in = loader.load(List.of(dir));
        assertThat(in.manifest().controlUnits()).containsOnly(
                org.assertj.core.api.Assertions.entry(io.zlayout.model.id.CuNumber.parse("5A00"), "IBM.2107-75AAAA1"),
                org.assertj.core.api.Assertions.entry(io.zlayout.model.id.CuNumber.parse("5B00"), "IBM.2107-75BBBB1"));
    }

    @Test
    void aControlUnitKeyThatIsNoNumberNamesItsLineAndColumn() throws Exception {
        write("zlayout.yaml", "storage: X\ncontrolUnits:\n  CU5000: IBM.2107-75AAAA1\n");
        assertThatThrownBy(() -> loader.load(List.of(dir)))
                .isInstanceOf(InputException.class)
                .hasMessageStartingWith(InputLoader.display(dir.resolve("zlayout.yaml")) + ":3:3:")
                .hasMessageContaining("expected a control unit number of 1-4 hex digits (CUNUMBR) under controlUnits:,"
                        + " found 'CU5000'");
    }

    @Test
    void unknownManifestKeyNamesItsLine() throws Exception {
        write("zlayout.yaml", "storage: X\nstorag: Y\n");
        assertThatThrownBy(() -> loader.load(List.of(dir)))
                .isInstanceOf(InputException.class)
                .hasMessageStartingWith(InputLoader.display(dir.resolve("zlayout.yaml")) + ":2:")
                .hasMessageContaining("found unknown key 'storag'");
    }

    @Test
    void malformedManifestIsAnInputErrorWithLine() throws Exception {
        write("zlayout.yaml", "fabric:\n  - chpid: [unclosed\n");
        assertThatThrownBy(() -> loader.load(List.of(dir)))
                .isInstanceOf(InputException.class)
                .hasMessageStartingWith(InputLoader.display(dir.resolve("zlayout.yaml")) + ":");
    }

    @Test
    void hostCapturesBelongToTheGuestOfTheirFolder() throws Exception {
        write("zlayout.yaml", "hosts: {LNX9: captures/nine}\n");
        write("hosts/lnx1/a.txt", "FAKE\n");
        write("captures/nine/b.txt", "FAKE\n");
        write("storage/c.txt", "FAKE\n");
        Inputs in = loader.load(List.of(dir));
        assertThat(in.inputs()).extracting(LoadedInput::guest).containsExactly("LNX9", "LNX1", null);
    }

    @Test
    void twoSitesInOneRunAreRefused() throws Exception {
        write("one/zlayout.yaml", "");
        write("one/a.txt", "FAKE\n");
        write("two/zlayout.yaml", "");
        assertThatThrownBy(() -> loader.load(List.of(dir.resolve("one"), dir.resolve("two"))))
                .isInstanceOf(InputException.class)
                .hasMessageContaining("one site per run");
    }

    /**
     * A reader for the parallel tests: a file {@code SLOW <ms> [fail]} takes that long, then fails or yields one
     * warning naming the file; it records the threads it ran on.
     */
    private static final class SlowReader implements InputReader {
        final java.util.Set<String> threads = java.util.concurrent.ConcurrentHashMap.newKeySet();

        @Override
        public String format() {
            return "slow";
        }

        @Override
        public int sniff(SourceFile file) {
            return file.head(64).startsWith("SLOW") ? 90 : 0;
        }

        @Override
        public ParseResult read(SourceFile file, ReadContext context) throws InputException {
            threads.add(Thread.currentThread().getName());
            String[] t = file.text().trim().split(" ");
            try {
                Thread.sleep(Long.parseLong(t[1]));
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
            }
            if (t.length > 2) {
                throw new InputException(file.ref(1, 1), "a file that reads", "one that fails");
            }
            return new ParseResult("slow", List.of(), List.of(Diagnostic.warning(
                    io.zlayout.model.SourceRef.file(file.display()), "read " + t[1])));
        }
    }

    @Test
    void filesReadOnSeveralThreadsAreTakenInPathOrder() throws Exception {
        // given files that take longer the earlier they come, so that the threads finish them in reverse order
        for (int i = 0; i < 8; i++) {
            write("f" + i + ".txt", "SLOW " + (80 - 10 * i) + "\n");
        }
        SlowReader slow = new SlowReader();
        // when they are read
        Inputs in = new InputLoader(List.of(slow), Map.of()).load(List.of(dir));
        // then inputs and diagnostics come in path order, as if read one after the other
        assertThat(in.inputs()).extracting(LoadedInput::path).containsExactly(
                java.util.stream.IntStream.range(0, 8).mapToObj(i -> InputLoader.display(dir.resolve("f" + i + ".txt")))
                        .toArray(String[]::new));
        assertThat(in.diagnostics()).extracting(Diagnostic::message).containsExactly(
                "read 80", "read 70", "read 60", "read 50", "read 40", "read 30", "read 20", "read 10");
        if (Runtime.getRuntime().availableProcessors() > 1) {
            assertThat(slow.threads).hasSizeGreaterThan(1);
        } else {
            assertThat(slow.threads).hasSize(1);
        }
    }

    @Test
    void firstErrorInPathOrderStopsTheRunWhateverFailsFirst() throws Exception {
        // given two failing files: the first in path order fails last
        write("a.txt", "SLOW 300 fail\n");
        write("b.txt", "SLOW 0 fail\n");
        write("c.txt", "SLOW 0\n");
        // when read, then the error is the first file's, as when read in turn
        assertThatThrownBy(() -> new InputLoader(List.of(new SlowReader()), Map.of()).load(List.of(dir)))
                .isInstanceOf(InputException.class)
                .hasMessage(InputLoader.display(dir.resolve("a.txt")) + ":1:1: expected a file that reads, found one "
                        + "that fails");
    }
}
