package io.zlayout.input.iocp;

import io.zlayout.input.SourceFile;
import org.junit.jupiter.api.Test;

import java.io.IOException;
import java.nio.charset.Charset;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Stream;

import static io.zlayout.input.iocp.Cards.deck;
import static io.zlayout.input.iocp.Cards.statement;
import static org.assertj.core.api.Assertions.assertThat;

/** Sniffing recognises decks by their statements and leaves every other format alone. */
class IocpSniffTest {

    private static final String DECK = deck("* DECK", statement("RESOURCE", "PARTITION=((LP1,1))"),
            statement("CHPID", "PATH=(40),TYPE=FC"), statement("CNTLUNIT", "CUNUMBR=4000,PATH=(40),UNIT=2107"),
            statement("IODEVICE", "ADDRESS=(4000,32),CUNUMBR=4000,UNIT=3390B"));

    private static int sniff(String text) {
        return sniff(text.getBytes(StandardCharsets.UTF_8));
    }

    private static int sniff(byte[] bytes) {
        return new IocpReader().sniff(new SourceFile(Path.of("f"), "f", bytes));
    }

    @Test
    void aDeckWithSeveralStatementKindsIsCertain() {
        assertThat(sniff(DECK)).isEqualTo(95);
        assertThat(sniff(DECK.toLowerCase())).isEqualTo(95);
        assertThat(sniff(DECK.replace("\n", "\r\n"))).isEqualTo(95);
    }

    @Test
    void aFragmentWithOneStatementKindIsLikely() {
        assertThat(sniff(deck(statement("IODEVICE", "ADDRESS=(4000,32),CUNUMBR=4000,UNIT=3390B")))).isEqualTo(75);
    }

    @Test
    void statementsWrittenFromColumn1AreRecognised() {
        assertThat(sniff("CHPID PATH=(70),PARTITION=(HOST1),SWITCH=50,TYPE=FC\n"
                + "CNTLUNIT CUNUMBR=7000,PATH=(70),UNIT=1750,UNITADD=((00,256))\n")).isEqualTo(95);
    }

    @Test
    void anIdStatementAloneIsNotEnough() {
        assertThat(sniff(deck(statement("ID", "MSG1='X',SYSTEM=(8561,1)")))).isEqualTo(40);
    }

    @Test
    void ebcdicAndFixedRecordDecksAreRecognised() {
        StringBuilder records = new StringBuilder();
        for (String line : DECK.split("\n")) {
            records.append(line).append(" ".repeat(80 - line.length()));
        }

        assertThat(sniff(records.toString())).isEqualTo(95);
        assertThat(sniff(records.toString().getBytes(Charset.forName("IBM1047")))).isEqualTo(95);
    }

    @Test
    void otherFormatsAreNotClaimed() {
        List<String> others = List.of(
                "Date/Time: May 14, 2024 9:12:00 AM CEST IBM DSCLI Version: 7.9.30.157 DS: IBM.2107-75ZL101\n"
                        + "Name       ID   accstate datastate configstate deviceMTM datatype extpool cap (2^30B)\n"
                        + "==================================================================================\n"
                        + "LNXFB_1000 1000 Online   Normal    Normal      2107-900  FB 512   P0      100.0\n",
                "USER LNX1 PASSW0RD 2G 4G G\n INCLUDE LNXDFLT\n DEDICATE FC00 FC00\n MDISK 0191 3390 0001 0050 ZL4000 MR\n",
                "mpatha (36005076309ffc8a10000000000001000) dm-0 IBM,2107900\nsize=100G features='1 queue_if_no_path'\n",
                "inputs: [iocds/, storage/]\nstorage: IBM.2107-75ZL101\ncontrolUnits: {\"4000\": IBM.2107-75ZL101}\n",
                "{\"server\": {\"status\": \"ok\"}, \"data\": {\"volumes\": []}}\n",
                "<html><body><table><tr><td>Volume</td><td>Location</td></tr></table></body></html>\n",
                "0.0.fc00/0x500507630a00a1a1/0x4010400000000000 host0/rport-0:0-0/0:0:0:1073758224\n",
                "#!/bin/sh\nexport CHPID=40\nCNTLUNIT=4000 ./run\n",
                "");

        for (String other : others) {
            assertThat(sniff(other)).as(other).isZero();
        }
        assertThat(sniff(new byte[] {0, 1, 2, 3, (byte) 0xff, (byte) 0x80})).isZero();
    }

    @Test
    void noRealWorldCaptureOfAnotherFormatIsClaimed() throws IOException {
        Path realworld = Path.of("src/test/resources/realworld");
        try (Stream<Path> files = Files.walk(realworld)) {
            for (Path f : files.filter(Files::isRegularFile)
                    .filter(f -> !f.startsWith(realworld.resolve("iocp")) && !f.endsWith("corpus.json"))
                    .sorted().toList()) {
                assertThat(sniff(Files.readAllBytes(f))).as(f.toString()).isLessThan(50);
            }
        }
    }
}
