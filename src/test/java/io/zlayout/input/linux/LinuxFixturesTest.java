package io.zlayout.input.linux;

import io.zlayout.input.InputException;
import io.zlayout.input.ParseResult;
import io.zlayout.input.ReadContext;
import io.zlayout.input.SourceFile;
import io.zlayout.testing.Golden;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * Every fixture of each capture type, read whole: the golden file beside it ({@code expected/<fixture>.expected})
 * holds every record with every value and every diagnostic.
 */
class LinuxFixturesTest {

    static final Path FIXTURES = Path.of("src/test/resources/io/zlayout/input/linux");

    static SourceFile fixture(String name) throws IOException {
        return new SourceFile(FIXTURES.resolve(name), name, Files.readAllBytes(FIXTURES.resolve(name)));
    }

    static ParseResult read(String name) throws IOException, InputException {
        return new LinuxReader().read(fixture(name), new ReadContext("LNX1", null));
    }

    @ParameterizedTest
    @ValueSource(strings = {"lszfcp-PHD.txt", "lszfcp-attributes.txt", "lsluns.txt", "lsluns-a.txt", "lsscsi.txt",
            "lsscsi-transport.txt", "sg-devices.txt", "sg-devices-nohdr.txt", "multipath-ll.txt",
            "multipath-ll-0.4.txt", "lsdasd.txt", "lsdasd-old.txt", "lsdasd-u.txt", "lsdasd-l.txt",
            "lsdasd-oneline.txt", "lvs.txt", "lvs.json", "zfcp.conf", "dasd.conf", "chzdev-export.conf",
            "multipath.conf", "combined.txt"})
    void fixtureReadsToItsGoldenRecords(String name) throws Exception {
        // given a fixture of one capture type, attributed to guest LNX1
        // when it is read
        ParseResult result = read(name);

        // then every record and diagnostic is the golden one
        assertThat(result.format()).isEqualTo("linux");
        Golden.assertMatches(FIXTURES.resolve("expected").resolve(name + ".expected"), Dump.of(result));
    }

    @ParameterizedTest
    @ValueSource(strings = {"lszfcp-PHD.txt", "lszfcp-attributes.txt", "lsluns.txt", "lsluns-a.txt", "lsscsi.txt",
            "lsscsi-transport.txt", "sg-devices.txt", "sg-devices-nohdr.txt", "multipath-ll.txt",
            "multipath-ll-0.4.txt", "lsdasd.txt", "lsdasd-old.txt", "lsdasd-u.txt", "lsdasd-l.txt",
            "lsdasd-oneline.txt", "lvs.txt", "lvs.json", "zfcp.conf", "dasd.conf", "chzdev-export.conf",
            "multipath.conf", "combined.txt"})
    void fixtureIsClaimedByTheLinuxReader(String name) throws Exception {
        // given a fixture
        SourceFile file = fixture(name);

        // when it is sniffed
        int score = new LinuxReader().sniff(file);

        // then the linux reader claims it, surely (a header-less sg table is only nine numbers a row)
        assertThat(score).as(name).isGreaterThanOrEqualTo(name.equals("sg-devices-nohdr.txt") ? 70 : 80);
    }
}
