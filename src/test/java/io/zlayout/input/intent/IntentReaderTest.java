package io.zlayout.input.intent;

import io.zlayout.input.InputException;
import io.zlayout.input.SourceFile;
import io.zlayout.model.Element;
import io.zlayout.model.GuestIntent;
import io.zlayout.model.IntentDefaults;
import io.zlayout.model.SourceRef;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.api.Test;

import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

class IntentReaderTest {

    private static List<Element> read(String text) throws InputException {
        return IntentReader.parse(SourceFile.of("intent.yaml", text), null);
    }

    @Test
    void guestsKeepTheirLineAndDefaultsComeFirst() throws Exception {
        List<Element> e = read("""
                stripeSize: 64k
                paths: 4
                guests:
                  - {name: lnx1, disks: 4, access: fcp, workload: seq-write}
                  - name: LNX2
                    capacity: 400G
                    access: eckd
                    keep: [4000, 41a0]
                """);
        assertThat(e).containsExactly(
                new IntentDefaults("64k", 4, SourceRef.at("intent.yaml", 1, 1)),
                new GuestIntent("LNX1", 4, null, "fcp", "seq-write", null, null, List.of(),
                        SourceRef.at("intent.yaml", 4, 5)),
                new GuestIntent("LNX2", null, 400L << 30, "eckd", "mixed", null, null, List.of("4000", "41A0"),
                        SourceRef.at("intent.yaml", 5, 5)));
    }

    @Test
    void reuseReleasedIsReadForTheSiteAndPerGuest() throws Exception {
        List<Element> e = read("""
                reuseReleased: true
                guests:
                  - {name: A, disks: 1, access: fcp, reuseReleased: false}
                  - {name: B, disks: 1, access: fcp}
                """);
        assertThat(e).containsExactly(
                new IntentDefaults(null, null, true, SourceRef.at("intent.yaml", 1, 1)),
                new GuestIntent("A", 1, null, "fcp", "mixed", null, null, List.of(), false,
                        SourceRef.at("intent.yaml", 3, 5)),
                new GuestIntent("B", 1, null, "fcp", "mixed", null, null, List.of(), null,
                        SourceRef.at("intent.yaml", 4, 5)));
    }

    @Test
    void manifestIntentIsReadUnderItsKey() throws Exception {
        List<Element> e = IntentReader.parse(SourceFile.of("zlayout.yaml", """
                storage: IBM.2107-75ZL101
                fabric: [{chpid: "40", ioport: I0000}]
                intent:
                  guests:
                    - {name: A, disks: 2, access: minidisk}
                """), "intent");
        assertThat(e).extracting(Element::identity).containsExactly("intent:A");
    }

    @Test
    void theManifestsTreeGivesWhatTheFileGives() throws Exception {
        SourceFile file = SourceFile.of("site/zlayout.yaml", """
                storage: IBM.2107-75ZL101
                intent:
                  stripeSize: 32k
                  guests:
                    - {name: A, disks: 2, access: minidisk}
                    - {name: B, capacity: 1T, access: fcp, keep: [1000]}
                """);
        io.zlayout.input.Manifest m = io.zlayout.input.ManifestReader.read(file);

        List<Element> fromTree = new IntentReader().readSection(file.display(), m.intent());

        assertThat(fromTree).isEqualTo(IntentReader.parse(file, "intent")).hasSize(3);
        assertThat(fromTree.get(1).source()).isEqualTo(SourceRef.at("site/zlayout.yaml", 5, 7));
        assertThat(new IntentReader().readSection(file.display(), null)).isEmpty();
    }

    @Test
    void anIntentKeyThatIsNoMappingIsNamed() {
        assertThatThrownBy(() -> IntentReader.parse(SourceFile.of("zlayout.yaml", "intent: [A]\n"), "intent"))
                .isInstanceOf(InputException.class)
                .hasMessage("zlayout.yaml:1:9: expected a mapping under 'intent:', found '['");
    }

    @Test
    void manifestWithoutIntentGivesNothing() throws Exception {
        assertThat(IntentReader.parse(SourceFile.of("zlayout.yaml", "storage: X\n"), "intent")).isEmpty();
    }

    @ParameterizedTest
    @CsvSource(delimiter = '~', quoteCharacter = '"', value = {
        "guests: [{name: A, disks: 4}]~intent.yaml:1:10: expected 'access: fcp|eckd|minidisk' for guest A, found none",
        "guests: [{name: A, access: fcp}]~intent.yaml:1:10: expected 'disks:' or 'capacity:' for guest A, found neither",
        "guests: [{disks: 1, access: fcp}]~intent.yaml:1:10: expected a 'name:' for every guest, found a guest without one",
        "guests: [{name: A, disks: 0, access: fcp}]~intent.yaml:1:27: expected a whole number of disks from 1 to 4096, found '0'",
        "guests: [{name: A, disks: x, access: fcp}]~intent.yaml:1:27: expected a whole number of disks from 1 to 4096, found 'x'",
        "guests: [{name: A, disks: 1, access: scsi}]~intent.yaml:1:38: expected access one of eckd, fcp, minidisk, found 'scsi'",
        "guests: [{name: A, disks: 1, access: fcp, workload: busy}]~intent.yaml:1:53: expected workload one of mixed, random-read, random-write, reread, seq-read, seq-write, found 'busy'",
        "guests: [{name: TOOLONGNAME, disks: 1, access: fcp}]~intent.yaml:1:17: expected a z/VM user ID of 1 to 8 letters, digits or @#$_-, found 'TOOLONGNAME'",
        "guests: [{name: A, disks: 1, access: fcp, colour: red}]~intent.yaml:1:43: expected one of the guest keys name, disks, capacity, access, workload, paths, stripeSize, keep, reuseReleased, hyperpav, found 'colour'",
        "stripeSize: 3k\\nguests: []~intent.yaml:1:13: expected a stripe size that is a power of two from 4k to 4m (e.g. 32k or 64k), found '3k'",
        "stripesize: 64k\\nguests: []~intent.yaml:1:1: expected one of the intent keys guests, stripeSize, paths, reuseReleased, found 'stripesize'",
        "reuseReleased: maybe\\nguests: []~intent.yaml:1:16: expected true or false for reuseReleased, found 'maybe'",
        "guests: [{name: A, disks: 1, access: fcp, reuseReleased: 1}]~intent.yaml:1:58: expected true or false for reuseReleased, found '1'",
        "paths: 4~intent.yaml:1:1: expected a 'guests:' list in the intent, found none",
        "guests: {name: A}~intent.yaml:1:9: expected a list of guests, found '{'",
        "guests: [{name: A, disks: 1, access: fcp, keep: [50G0]}]~intent.yaml:1:50: expected a 4-digit hex volume or device number, found '50G0'",
        "guests: [{name: A, disks: 1, access: fcp}, {name: a, disks: 1, access: fcp}]~intent.yaml:1:44: expected each guest once in the intent, found guest A a second time",
        "- just a list~intent.yaml:1:1: expected a mapping at the top, found '['",
        "guests: [{name: A, disks: 1, access: fcp, capacity: lots}]~intent.yaml:1:53: expected a capacity such as 400G or 1.5T, found 'lots'",
        "guests: [{name: A, disks: 1, access: fcp}, LNX2]~intent.yaml:1:44: expected a guest mapping such as {name: LNX1, disks: 4, access: fcp}, found 'LNX2'",
        "guests: [[A]]~intent.yaml:1:10: expected a guest mapping such as {name: LNX1, disks: 4, access: fcp}, found '['",
        "guests: [{name: A, disks: null, access: fcp}]~intent.yaml:1:27: expected a whole number of disks, found 'null'",
        "guests: [{name: A, disks: 1, access: fcp, keep: 4000}]~intent.yaml:1:49: expected a list of volumes or device numbers to keep, found '4000'",
        "just text~intent.yaml:1:1: expected a mapping at the top, found 'just text'",
    })
    void malformedIntentNamesLineColumnExpectedAndFound(String text, String message) {
        assertThatThrownBy(() -> read(text.replace("\\n", "\n")))
                .isInstanceOf(InputException.class).hasMessage(message);
    }

    @Test
    void brokenYamlIsAnInputError() {
        assertThatThrownBy(() -> read("guests: [ {name: A\n")).isInstanceOf(InputException.class)
                .hasMessage("intent.yaml:2:1: expected valid YAML, found the end of the document where ',' or"
                        + " '}' was expected");
    }

    @Test
    void binaryIsAnInputError() {
        assertThatThrownBy(() -> IntentReader.parse(new SourceFile(java.nio.file.Path.of("x"), "x",
                new byte[] {0, 1, 2}), null)).isInstanceOf(InputException.class).hasMessage(
                "x: expected an intent YAML document, found binary data");
    }

    @Test
    void sizesUseBinaryUnits() {
        assertThat(IntentReader.parseBytes("64k")).isEqualTo(65536);
        assertThat(IntentReader.parseBytes("1.5T")).isEqualTo(3L << 39);
        assertThat(IntentReader.parseBytes("400GiB")).isEqualTo(400L << 30);
        assertThat(IntentReader.parseBytes("big")).isEqualTo(-1);
    }
}
