package io.zlayout.output;

import io.zlayout.cli.ExitCode;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.nio.channels.FileChannel;
import java.nio.channels.FileLock;
import java.nio.charset.StandardCharsets;
import java.nio.file.StandardOpenOption;
import java.nio.file.attribute.PosixFilePermissions;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Stream;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

class OutputDirectoryTest {

    @TempDir
    Path dir;

    private static OutputDirectory.FileContent file(String path, String text) {
        return new OutputDirectory.FileContent(path, text.getBytes(StandardCharsets.UTF_8), path.endsWith(".sh"));
    }

    private List<String> listing() throws Exception {
        try (Stream<Path> s = Files.walk(dir)) {
            return s.filter(Files::isRegularFile).map(p -> dir.relativize(p).toString()).sorted().toList();
        }
    }

    @Test
    void writesEveryFileAndMarksScriptsExecutable() throws Exception {
        OutputDirectory.write(dir.resolve("out"), List.of(file("a/b.txt", "x"), file("lvm.sh", "#!/bin/sh\n")), false);
        assertThat(listing()).containsExactly("out/.zlayout-plan.json", "out/.zlayout.lock", "out/a/b.txt",
                "out/lvm.sh");
        assertThat(Files.isExecutable(dir.resolve("out/lvm.sh"))).isTrue();
    }

    @Test
    void nonEmptyFolderNeedsForceAndIsLeftAsItWas() throws Exception {
        Files.createDirectories(dir.resolve("out"));
        Files.writeString(dir.resolve("out/keep.txt"), "mine");
        assertThatThrownBy(() -> OutputDirectory.write(dir.resolve("out"), List.of(file("new.txt", "x")), false))
                .isInstanceOf(OutputDirectory.RefusedException.class).hasMessageContaining("add --force");
        assertThat(listing()).containsExactly("out/keep.txt");
    }

    @Test
    void forceWritesBesideFilesZlayoutDidNotWriteAndKeepsThem() throws Exception {
        Files.createDirectories(dir.resolve("out"));
        Files.writeString(dir.resolve("out/old.txt"), "old");
        OutputDirectory.write(dir.resolve("out"), List.of(file("new.txt", "x")), true);
        assertThat(listing()).containsExactly("out/.zlayout-plan.json", "out/.zlayout.lock", "out/new.txt",
                "out/old.txt");
        assertThat(Files.readString(dir.resolve("out/old.txt"))).isEqualTo("old");
    }

    @Test
    void forceReplacesExactlyWhatTheEarlierPlanWrote() throws Exception {
        // given an earlier plan with a file in a sub-folder, and a file of the user's beside it
        Path out = dir.resolve("out");
        OutputDirectory.write(out, List.of(file("guests/A/a.txt", "a"), file("same.txt", "1")), false);
        Files.writeString(out.resolve("notes.txt"), "mine");

        // when a new plan is written with --force
        OutputDirectory.write(out, List.of(file("guests/B/b.txt", "b"), file("same.txt", "2")), true);

        // then the earlier plan's files are gone (and their emptied folders), the user's file stays
        assertThat(listing()).containsExactly("out/.zlayout-plan.json", "out/.zlayout.lock", "out/guests/B/b.txt",
                "out/notes.txt", "out/same.txt");
        assertThat(Files.exists(out.resolve("guests/A"))).isFalse();
        assertThat(Files.readString(out.resolve("same.txt"))).isEqualTo("2");
        assertThat(Files.readString(out.resolve(".zlayout-plan.json")))
                .contains("{\"path\":\"guests/B/b.txt\",\"sha256\":\"3e23e8160039594a33894f6564e1b1348bbd7a0088d42c4acb73eeaed59c009d\"}")
                .doesNotContain("guests/A");
    }

    @Test
    void aFailedMoveWhileReplacingAnEarlierPlanPutsEverythingBack() throws Exception {
        // given an earlier plan of folders and files, beside a file of the user's
        Path out = dir.resolve("out");
        List<OutputDirectory.FileContent> earlier = List.of(file("README.txt", "old readme"),
                file("guests/a/zvm/directory.txt", "a"), file("guests/b/linux/lvm.sh", "#!/bin/sh\n"),
                file("site/dirmaint.txt", "d"));
        OutputDirectory.write(out, earlier, false);
        Files.writeString(out.resolve("guests/mine.txt"), "the user's");
        String record = Files.readString(out.resolve(OutputDirectory.RECORD));
        List<String> before = listing();

        // when each move of the new plan fails in turn (the moves before it went through)
        List<OutputDirectory.FileContent> next = List.of(file("README.txt", "new readme"),
                file("guests/a/zvm/directory.txt", "a2"), file("guests/c/linux/lvm.sh", "#!/bin/sh\n"),
                file("new/x.txt", "x"));
        for (int failAt = 0; failAt < 9; failAt++) { // 4 aside, 4 in, the record
            int[] moves = {0};
            int fail = failAt;
            OutputDirectory.Mover failing = (from, to) -> {
                if (moves[0]++ == fail) {
                    throw new java.nio.file.FileSystemException(to.toString(), null, "No space left on device");
                }
                java.nio.file.Files.move(from, to, java.nio.file.StandardCopyOption.ATOMIC_MOVE);
            };
            assertThatThrownBy(() -> OutputDirectory.write(out, next, true, List.of(), failing))
                    .as("failing move %d", failAt)
                    .isInstanceOf(java.nio.file.FileSystemException.class)
                    .hasMessageContaining("No space left on device");

            // then the folder is as it was: the earlier plan, its record, the user's file, nothing of the new
            assertThat(listing()).as("failing move %d", failAt).isEqualTo(before);
            assertThat(Files.readString(out.resolve("README.txt"))).isEqualTo("old readme");
            assertThat(Files.readString(out.resolve(OutputDirectory.RECORD))).isEqualTo(record);
            assertThat(Files.isExecutable(out.resolve("guests/b/linux/lvm.sh"))).isTrue();
            try (Stream<Path> s = Files.list(out)) {
                assertThat(s.map(p -> p.getFileName().toString()).sorted().toList())
                        .containsExactly(".zlayout-plan.json", ".zlayout.lock", "README.txt", "guests", "site");
            }
        }
        // and with nothing failing the same run replaces exactly the earlier plan's files
        OutputDirectory.write(out, next, true);
        assertThat(listing()).containsExactly("out/.zlayout-plan.json", "out/.zlayout.lock", "out/README.txt",
                "out/guests/a/zvm/directory.txt", "out/guests/c/linux/lvm.sh", "out/guests/mine.txt", "out/new/x.txt");
        assertThat(Files.exists(out.resolve("site"))).isFalse();
        assertThat(Files.exists(out.resolve("guests/b"))).isFalse();
    }

    @Test
    void aRollBackRemovesOnlyWhatTheRunMovedInNotWhatSomeoneAddedMeanwhile() throws Exception {
        Path out = dir.resolve("out");
        int[] moves = {0};
        OutputDirectory.Mover failing = (from, to) -> {
            if (moves[0]++ == 1) {
                // between the first folder moving in and the second failing, someone writes into the first
                Files.writeString(out.resolve("a/theirs.txt"), "not zlayout's");
                throw new java.nio.file.FileSystemException(to.toString(), null, "No space left on device");
            }
            Files.move(from, to, java.nio.file.StandardCopyOption.ATOMIC_MOVE);
        };
        assertThatThrownBy(() -> OutputDirectory.write(out, List.of(file("a/x.txt", "x"), file("b/y.txt", "y")),
                false, List.of(), failing)).hasMessageContaining("No space left on device");
        assertThat(listing()).containsExactly("out/a/theirs.txt");
    }

    @Test
    void aFolderOfTheUsersInsideAnEarlierPlansFolderStays() throws Exception {
        // given an earlier plan, and an empty folder and a file the user made inside its folders
        Path out = dir.resolve("out");
        OutputDirectory.write(out, List.of(file("guests/a/zvm/directory.txt", "a"), file("guests/b/summary.txt", "b")),
                false);
        Files.createDirectories(out.resolve("guests/a/notes"));
        Files.writeString(out.resolve("guests/b/zvm.txt"), "mine");

        // when a plan without those guests is written over it
        OutputDirectory.write(out, List.of(file("site/readme.txt", "r")), true);

        // then the earlier plan's files are gone, the user's folder and file stay
        assertThat(listing()).containsExactly("out/.zlayout-plan.json", "out/.zlayout.lock", "out/guests/b/zvm.txt",
                "out/site/readme.txt");
        assertThat(Files.isDirectory(out.resolve("guests/a/notes"))).isTrue();
        assertThat(Files.exists(out.resolve("guests/a/zvm"))).isFalse();
    }

    @Test
    void theFilesAndTheRecordAreTheSameWhateverTheOrderTheyAreGivenIn() throws Exception {
        List<OutputDirectory.FileContent> files = new java.util.ArrayList<>();
        for (int i = 0; i < 200; i++) {
            files.add(file(String.format("guests/g%03d/linux/etc/f%d.conf", i % 50, i), "file " + i));
        }
        OutputDirectory.write(dir.resolve("a"), files, false);
        java.util.Collections.shuffle(files, new java.util.Random(7));
        OutputDirectory.write(dir.resolve("b"), files, false);
        assertThat(Files.readString(dir.resolve("b/" + OutputDirectory.RECORD)))
                .isEqualTo(Files.readString(dir.resolve("a/" + OutputDirectory.RECORD)));
        for (OutputDirectory.FileContent f : files) {
            assertThat(Files.readAllBytes(dir.resolve("b/" + f.path()))).isEqualTo(f.content());
        }
    }

    @Test
    void whenSeveralFilesCannotBeWrittenTheFirstInPathOrderIsNamedAndNothingIsLeft() throws Exception {
        // names longer than a file system allows (255 bytes) cannot be made, on any core
        String tooLong = "x".repeat(300);
        List<OutputDirectory.FileContent> files = new java.util.ArrayList<>();
        for (int i = 0; i < 40; i++) {
            files.add(file(String.format("guests/g%02d/ok.txt", i), "ok"));
        }
        files.add(file("guests/g31/" + tooLong, "x"));
        files.add(file("guests/g07/" + tooLong, "x"));
        files.add(file("site/" + tooLong + "/a.txt", "x"));
        for (int run = 0; run < 5; run++) {
            assertThatThrownBy(() -> OutputDirectory.write(dir.resolve("out"), files, false))
                    .isInstanceOf(java.nio.file.FileSystemException.class)
                    .hasMessageStartingWith("--out " + dir.resolve("out") + ": guests/g07/xxx");
            try (Stream<Path> s = Files.list(dir)) {
                assertThat(s.toList()).isEmpty();
            }
        }
    }

    @Test
    void twoFilesAtOnePathAreADefect() {
        assertThatThrownBy(() -> OutputDirectory.write(dir.resolve("out"),
                List.of(file("a/b.txt", "1"), file("a/b.txt", "2")), false))
                .isInstanceOf(IllegalStateException.class).hasMessage("two files of the plan at one path: a/b.txt");
        assertThatThrownBy(() -> OutputDirectory.write(dir.resolve("out"),
                List.of(file("a", "1"), file("a/b.txt", "2")), false))
                .isInstanceOf(IllegalStateException.class).hasMessage("two files of the plan at one path: a/b.txt");
    }

    @Test
    void anEarlierPlanNeedsForce() throws Exception {
        Path out = dir.resolve("out");
        OutputDirectory.write(out, List.of(file("a.txt", "a")), false);
        assertThatThrownBy(() -> OutputDirectory.write(out, List.of(file("a.txt", "b")), false))
                .isInstanceOf(OutputDirectory.RefusedException.class)
                .hasMessage("--out " + out + " holds an earlier plan; add --force to replace it");
        assertThat(Files.readString(out.resolve("a.txt"))).isEqualTo("a");
    }

    @Test
    void aFileOfTheEarlierPlanEditedSinceIsNotReplaced() throws Exception {
        Path out = dir.resolve("out");
        OutputDirectory.write(out, List.of(file("a.txt", "a"), file("b.txt", "b")), false);
        Files.writeString(out.resolve("a.txt"), "edited by hand");

        assertThatThrownBy(() -> OutputDirectory.write(out, List.of(file("c.txt", "c")), true))
                .isInstanceOf(OutputDirectory.RefusedException.class)
                .hasMessage("--out " + out + ": a.txt was written by an earlier plan and has changed since; "
                        + "move it away to replace it");
        assertThat(listing()).containsExactly("out/.zlayout-plan.json", "out/.zlayout.lock", "out/a.txt", "out/b.txt");
        assertThat(Files.readString(out.resolve("a.txt"))).isEqualTo("edited by hand");
    }

    @Test
    void theRecordHoldsEachFilesSha256AndAnEditAmongManyIsFoundByName() throws Exception {
        // the hashes are made beside the writing and checked on every core: each must still be its own file's
        Path out = dir.resolve("out");
        List<OutputDirectory.FileContent> files = new java.util.ArrayList<>();
        for (int i = 0; i < 300; i++) {
            files.add(file(String.format("guests/g%03d/f.txt", i), "content of file " + i + "\n".repeat(i)));
        }
        OutputDirectory.write(out, files, false);
        String record = Files.readString(out.resolve(OutputDirectory.RECORD));
        java.security.MessageDigest sha = java.security.MessageDigest.getInstance("SHA-256");
        for (OutputDirectory.FileContent f : files) {
            String hex = java.util.HexFormat.of().formatHex(sha.digest(f.content()));
            assertThat(record).contains("{\"path\":\"" + f.path() + "\",\"sha256\":\"" + hex + "\"}");
        }
        Files.writeString(out.resolve("guests/g217/f.txt"), "edited by hand");
        Files.writeString(out.resolve("guests/g042/f.txt"), "edited too");

        assertThatThrownBy(() -> OutputDirectory.write(out, List.of(file("c.txt", "c")), true))
                .isInstanceOf(OutputDirectory.RefusedException.class)
                .hasMessage("--out " + out + ": guests/g042/f.txt was written by an earlier plan and has changed"
                        + " since; move it away to replace it");
        for (int i : new int[] {42, 217}) {
            Files.write(out.resolve(files.get(i).path()), files.get(i).content());
        }
        OutputDirectory.write(out, files.subList(0, 10), true); // every file as written again: replaced
        assertThat(Files.exists(out.resolve("guests/g217/f.txt"))).isFalse();
        assertThat(Files.exists(out.resolve("guests/g009/f.txt"))).isTrue();
    }

    @Test
    void aFileThePlanWouldOverwriteThatZlayoutDidNotWriteIsRefused() throws Exception {
        Path out = dir.resolve("out");
        Files.createDirectories(out.resolve("guests"));
        Files.writeString(out.resolve("guests/a.txt"), "mine");

        assertThatThrownBy(() -> OutputDirectory.write(out, List.of(file("ok.txt", "x"), file("guests/a.txt", "x")),
                true))
                .isInstanceOf(OutputDirectory.RefusedException.class)
                .hasMessage("--out " + out + ": guests/a.txt was not written by an earlier plan; zlayout does not "
                        + "replace it");
        assertThat(listing()).containsExactly("out/guests/a.txt");
    }

    @Test
    void aSymlinkedFolderInsideTheOutputIsNotWrittenThrough() throws Exception {
        Path out = dir.resolve("out");
        Path elsewhere = Files.createDirectories(dir.resolve("elsewhere"));
        Files.createDirectories(out);
        Files.createSymbolicLink(out.resolve("guests"), elsewhere);

        assertThatThrownBy(() -> OutputDirectory.write(out, List.of(file("guests/a.txt", "x")), true))
                .isInstanceOf(OutputDirectory.RefusedException.class).hasMessageContaining(": guests was not written");
        try (Stream<Path> s = Files.list(elsewhere)) {
            assertThat(s.toList()).isEmpty();
        }
    }

    @Test
    void aForgedRecordCannotReachOutsideTheFolder() throws Exception {
        Path out = dir.resolve("out");
        Files.createDirectories(out);
        Files.writeString(dir.resolve("victim.txt"), "x");
        Files.writeString(out.resolve(".zlayout-plan.json"),
                "{\"files\":[{\"path\":\"../victim.txt\",\"sha256\":\"2d711642b726b04401627ca9fbac32f5c8530fb1903cc4db02258717921a4881\"}]}");

        assertThatThrownBy(() -> OutputDirectory.write(out, List.of(file("a.txt", "x")), true))
                .isInstanceOf(OutputDirectory.RefusedException.class)
                .hasMessageContaining("cannot use the record of the earlier plan");
        assertThat(Files.readString(dir.resolve("victim.txt"))).isEqualTo("x");
    }

    @Test
    void theFolderItselfIsKeptWithItsMode() throws Exception {
        Path out = Files.createDirectories(dir.resolve("shared"));
        Files.setPosixFilePermissions(out, PosixFilePermissions.fromString("rwxrwxrwx"));
        OutputDirectory.write(out, List.of(file("a.txt", "a")), false);
        OutputDirectory.write(out, List.of(file("a.txt", "b")), true);
        assertThat(PosixFilePermissions.toString(Files.getPosixFilePermissions(out))).isEqualTo("rwxrwxrwx");
    }

    @Test
    void aFolderThatIsHoldsOrIsInsideAnInputIsRefused() throws Exception {
        Path site = Files.createDirectories(dir.resolve("site"));
        Files.writeString(site.resolve("deck.txt"), "input");
        for (Path out : List.of(site, dir, site.resolve("plan"))) {
            assertThatThrownBy(() -> OutputDirectory.write(out, List.of(file("a.txt", "a")), true, List.of(site)))
                    .isInstanceOf(OutputDirectory.RefusedException.class)
                    .hasMessageMatching("--out .* (is|holds|is inside) the input .*site; write the plan into a "
                            + "folder of its own");
        }
        assertThat(listing()).containsExactly("site/deck.txt");
    }

    @Test
    void theCurrentFolderIsRefusedWhenItHoldsAnythingButAnEarlierPlan() {
        // the tests run in the project folder, which holds pom.xml
        assertThatThrownBy(() -> OutputDirectory.write(Path.of("."), List.of(file("a.txt", "a")), true))
                .isInstanceOf(OutputDirectory.RefusedException.class)
                .hasMessageStartingWith("--out . is the current folder and holds files no zlayout plan wrote (");
        assertThat(Files.exists(Path.of("a.txt"))).isFalse();
        assertThat(Files.exists(Path.of(OutputDirectory.LOCK))).isFalse();
    }

    @Test
    void theRootFolderIsRefused() {
        assertThatThrownBy(() -> OutputDirectory.write(Path.of("/"), List.of(file("a.txt", "a")), true))
                .isInstanceOf(OutputDirectory.RefusedException.class)
                .hasMessageStartingWith("--out / is the root folder and holds files no zlayout plan wrote (");
    }

    @Test
    void aSecondRunIntoALockedFolderIsRefusedAndSaysWhy() throws Exception {
        Path out = Files.createDirectories(dir.resolve("out"));
        try (FileChannel ch = FileChannel.open(out.resolve(OutputDirectory.LOCK), StandardOpenOption.CREATE,
                StandardOpenOption.WRITE); FileLock held = ch.lock()) {
            assertThatThrownBy(() -> OutputDirectory.write(out, List.of(file("a.txt", "a")), true))
                    .isInstanceOf(OutputDirectory.LockedException.class)
                    .hasMessage("--out " + out + " is being written by another zlayout run (it holds " + out
                            + "/.zlayout.lock); run again when it has finished");
            assertThat(ExitCode.of(new OutputDirectory.LockedException("x"))).isEqualTo(ExitCode.ENVIRONMENT);
        }
        assertThat(listing()).containsExactly("out/.zlayout.lock");
    }

    @Test
    void pathEscapingTheFolderFailsAndLeavesNothing() throws Exception {
        assertThatThrownBy(() -> OutputDirectory.write(dir.resolve("out"),
                List.of(file("ok.txt", "x"), file("../evil.txt", "x")), false))
                .isInstanceOf(IllegalStateException.class);
        assertThat(listing()).isEmpty();
        try (Stream<Path> s = Files.list(dir)) {
            assertThat(s.toList()).isEmpty();
        }
    }
}
