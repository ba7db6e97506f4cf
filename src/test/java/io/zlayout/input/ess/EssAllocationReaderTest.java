package io.zlayout.input.ess;

import io.zlayout.model.id.VolumeId;
import io.zlayout.model.id.LssId;
import io.zlayout.model.Diagnostic;
import io.zlayout.input.ParseResult;
import io.zlayout.input.ReadContext;
import io.zlayout.input.SourceFile;
import io.zlayout.input.rest.RestReader;
import io.zlayout.model.Element;
import io.zlayout.model.HostMapping;
import io.zlayout.model.Lss;
import io.zlayout.model.RaidArray;
import io.zlayout.model.Rank;
import io.zlayout.model.RankExtent;
import io.zlayout.model.SourceRef;
import io.zlayout.model.StorageImage;
import io.zlayout.model.Volume;
import io.zlayout.model.VolumeKind;
import org.junit.jupiter.api.Test;

import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Path;
import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;

class EssAllocationReaderTest {

    private static final String IMG = "IBM.2105-17403";
    private final EssAllocationReader reader = new EssAllocationReader();

    @Test
    void htmlTableGivesImageLssRanksArraysVolumesAndMappings() throws Exception {
        // given the saved page: a layout table first, <br> inside cells, a repeated header, caption rows
        SourceFile file = fixture("fb-and-ckd.html");

        // when
        ParseResult result = reader.read(file, ReadContext.NONE);

        // then
        assertThat(result.format()).isEqualTo("ess-allocation");
        assertThat(result.elements()).containsExactlyElementsOf(
                expected(file.display(), SourceRef.at(file.display(), 14, 5), 14, 18, 25, 30, 34));
        assertThat(result.diagnostics()).containsExactly(
                Diagnostic.note(SourceRef.at(file.display(), 13, 5), "skipped a row that is no volume: 'Fixed block volumes'"),
                Diagnostic.note(SourceRef.at(file.display(), 29, 5), "skipped a row that is no volume: 'ECKD volumes'"));
    }

    @Test
    void csvWithMultiLineQuotedCellsGivesTheSameRecords() throws Exception {
        // given the same table saved as CSV, a title line above the header and a blank line between rows
        SourceFile file = fixture("fb-and-ckd.csv");

        ParseResult result = reader.read(file, ReadContext.NONE);

        assertThat(result.elements()).containsExactlyElementsOf(
                expected(file.display(), SourceRef.at(file.display(), 3, 1), 3, 6, 7, 9, 11));
        assertThat(result.diagnostics()).isEmpty();
    }

    /** The records of fb-and-ckd.*: rows 1400, 1401, 1000 (FB) and 0000, 0001 (CKD) at the given lines. */
    private static List<Element> expected(String path, SourceRef imageAt, int... rows) {
        SourceRef r1 = SourceRef.at(path, rows[0], 1);
        SourceRef r2 = SourceRef.at(path, rows[1], 1);
        SourceRef r3 = SourceRef.at(path, rows[2], 1);
        SourceRef r4 = SourceRef.at(path, rows[3], 1);
        SourceRef r5 = SourceRef.at(path, rows[4], 1);
        return List.of(
                new StorageImage(IMG, null, "2105", null, null, null, imageAt),
                new Lss(IMG, LssId.parse("14"), "fb", 0, null, null, 2, r1),
                new Lss(IMG, LssId.parse("10"), "fb", 1, null, null, 1, r3),
                new Lss(IMG, LssId.parse("00"), "ckd", 0, null, null, 2, r4),
                new Rank(IMG, "R3A4", 0, "A3A4", null, null, "fb", null, r1),
                new Rank(IMG, "R1B1", 1, "A1B1", null, null, "fb", null, r3),
                new Rank(IMG, "R1A2", 0, "A1A2", null, null, "ckd", null, r4),
                new RaidArray(IMG, "A3A4", null, "R3A4", 3, null, r1),
                new RaidArray(IMG, "A1B1", null, "R1B1", 1, null, r3),
                new RaidArray(IMG, "A1A2", null, "R1A2", 1, null, r4),
                fb("1400", 10_000_000_000L, "R3A4", r1),
                fb("1401", 10_000_000_000L, "R3A4", r2),
                fb("1000", 20_000_000_000L, "R1B1", r3),
                new Volume(IMG, VolumeId.parse("0000"), null, VolumeKind.CKD, "3390-3", "CKD Base", null, 2_830_000_000L, 3339, null,
                        List.of(new RankExtent("R1A2", null)), null, r4),
                new Volume(IMG, VolumeId.parse("0001"), "VOL001", VolumeKind.CKD, "3390-9", "CKD Base", null, 8_510_000_000L, 10017,
                        null, List.of(new RankExtent("R1A2", null)), null, r5),
                new HostMapping(IMG, "FR294", VolumeId.parse("1400"), "5400", r1),
                new HostMapping(IMG, "FR39E", VolumeId.parse("1400"), "5400", r1),
                new HostMapping(IMG, "FR33C", VolumeId.parse("1400"), "5400", r1),
                new HostMapping(IMG, "FR3490", VolumeId.parse("1400"), "5400", r1),
                new HostMapping(IMG, "FR294", VolumeId.parse("1401"), "5401", r2));
    }

    private static Volume fb(String id, long bytes, String rank, SourceRef at) {
        return new Volume(IMG, VolumeId.parse(id), null, VolumeKind.FB, "Open System", null, null, bytes, null, null,
                List.of(new RankExtent(rank, null)), null, at);
    }

    @Test
    void columnsAreFoundByNameInAnyOrderAndExtraColumnsAreIgnored() throws Exception {
        // given semicolon-separated CSV, headers in other case and spelling, an extra Date Created column
        SourceFile file = fixture("reordered-extra-columns.csv");

        ParseResult result = reader.read(file, ReadContext.NONE);

        SourceRef row = SourceRef.at(file.display(), 2, 1);
        assertThat(result.elements()).containsExactly(
                new StorageImage(IMG, null, "2105", null, null, null, SourceRef.at(file.display(), 2, 28)),
                new Lss(IMG, LssId.parse("1C"), "fb", 1, null, null, 1, row),
                new Rank(IMG, "R4A1", 1, "A4A1", null, null, "fb", null, row),
                new RaidArray(IMG, "A4A1", null, "R4A1", 4, null, row),
                fb("1C07", 10_000_000_000L, "R4A1", row),
                new HostMapping(IMG, "LNXG1", VolumeId.parse("1C07"), "5C07", row));
        assertThat(result.diagnostics()).isEmpty();
    }

    @Test
    void aFourDigitDecimalVolumeIdIsReadAsDecimalWithANote() throws Exception {
        // given tab-separated CSV with CRLF line ends, volume 1400 shown as 1024-17403 (0x400 = 1024)
        SourceFile file = fixture("decimal-volume-id.tsv");

        ParseResult result = reader.read(file, ReadContext.NONE);

        SourceRef row = SourceRef.at(file.display(), 2, 1);
        assertThat(result.elements()).filteredOn(Volume.class::isInstance)
                .containsExactly(fb("1400", 10_000_000_000L, "R3A4", row));
        assertThat(result.elements()).filteredOn(HostMapping.class::isInstance)
                .containsExactly(new HostMapping(IMG, "LNXG1", VolumeId.parse("1400"), "5400", row));
        assertThat(result.diagnostics()).containsExactly(Diagnostic.note(SourceRef.at(file.display(), 2, 1),
                "volume '1024-17403' is shown in decimal (1024 = 0x400): read as volume 1400"));
    }

    @Test
    void withoutASerialTheManifestNamesTheImageAndNoImageRecordIsMade() throws Exception {
        // given CKD rows whose Volume cells carry labels, not LVV-serial
        SourceFile file = SourceFile.of("ckd.csv", """
                Volume,Location,LSS,Volume Type,Size,Storage Type,Host Port,Host Nicknames
                PRD001,"Device Adapter Pair 2, Cluster 2, Loop A, Array 3, Vol 000","LCU: 0x03 Device: 0x1F",3390-3,02.83 GB,ESCON/FICON,,
                """);

        ParseResult result = reader.read(file, new ReadContext(null, "IBM.2105-22222"));

        SourceRef row = SourceRef.at("ckd.csv", 2, 1);
        assertThat(result.elements()).containsExactly(
                new Lss("IBM.2105-22222", LssId.parse("03"), "ckd", 1, null, null, 1, row),
                new Rank("IBM.2105-22222", "R2A3", 1, "A2A3", null, null, "ckd", null, row),
                new RaidArray("IBM.2105-22222", "A2A3", null, "R2A3", 2, null, row),
                new Volume("IBM.2105-22222", VolumeId.parse("031F"), "PRD001", VolumeKind.CKD, "3390-3", "CKD Base", null,
                        2_830_000_000L, 3339, null, List.of(new RankExtent("R2A3", null)), null, row));
    }

    @Test
    void withoutSerialOrManifestTheImageIsLeftToTheAssembler() throws Exception {
        SourceFile file = SourceFile.of("ckd.csv", """
                Volume,Location,LSS,Volume Type,Size
                ,"Device Adapter Pair 2, Cluster 1, Loop B, Array 1","LCU: 02 Device: 00",3390-9,08.51 GB
                """);

        ParseResult result = reader.read(file, ReadContext.NONE);

        assertThat(result.elements()).extracting(Element::identity).containsExactly(
                "lss:?/02", "rank:?/R2B1", "array:?/A2B1", "volume:?/0200");
    }

    @Test
    void anLssOnTwoClustersKeepsTheFirstWithAWarning() throws Exception {
        SourceFile file = SourceFile.of("two.csv", """
                Volume,Location,LSS,Volume Type,Size
                400-17403,"Device Adapter Pair 3, Cluster 1, Loop A, Array 4",014,Open System,010.0 GB
                401-17403,"Device Adapter Pair 3, Cluster 2, Loop A, Array 5",014,Open System,010.0 GB
                """);

        ParseResult result = reader.read(file, ReadContext.NONE);

        assertThat(result.elements()).filteredOn(Lss.class::isInstance)
                .containsExactly(new Lss(IMG, LssId.parse("14"), "fb", 0, null, null, 2, SourceRef.at("two.csv", 2, 1)));
        assertThat(result.diagnostics()).containsExactly(Diagnostic.warning(SourceRef.at("two.csv", 3, 1),
                "LSS 14 is on cluster 1 at line 2 but on cluster 2 here; cluster 1 is kept"));
    }

    @Test
    void theAllocationTableIsFoundInsideALayoutTableAndOuterCellsDoNotTakeItsText() throws Exception {
        SourceFile file = SourceFile.of("nested.html", """
                <html><body><table><tr><td>Menu</td><td>
                <table>
                <tr><th>Volume</th><th>Location</th><th>LSS</th><th>Volume Type</th><th>Size</th></tr>
                <tr><td>400-17403</td><td>Device Adapter Pair 3, Cluster 1, Loop A, Array 4, Vol 000</td>
                    <td>014</td><td>Open System</td><td>010.0 GB</td></tr>
                </table></td></tr></table></body></html>
                """);

        ParseResult result = reader.read(file, ReadContext.NONE);

        assertThat(result.elements()).extracting(Element::identity).containsExactly("storage:IBM.2105-17403",
                "lss:IBM.2105-17403/14", "rank:IBM.2105-17403/R3A4", "array:IBM.2105-17403/A3A4",
                "volume:IBM.2105-17403/1400");
        assertThat(result.diagnostics()).isEmpty();
    }

    @Test
    void sniffClaimsSpecialistTablesAndNothingElse() throws Exception {
        assertThat(reader.sniff(fixture("fb-and-ckd.html"))).isEqualTo(90);
        assertThat(reader.sniff(fixture("fb-and-ckd.csv"))).isEqualTo(85);
        assertThat(reader.sniff(fixture("reordered-extra-columns.csv"))).isEqualTo(85);
        assertThat(reader.sniff(fixture("decimal-volume-id.tsv"))).isEqualTo(85);
        assertThat(reader.sniff(SourceFile.of("p.html", "<html><table><tr><td>Device Adapter Pair 1</td></tr>")))
                .isEqualTo(60);
        assertThat(reader.sniff(SourceFile.of("q.html", "<html><body><p>Volume Location LSS</p></body></html>")))
                .isZero();
        assertThat(reader.sniff(SourceFile.of("r.json",
                "{\"data\": {\"volumes\": [{\"id\": \"1000\", \"lss\": {\"id\": \"10\"}, \"location\": 1}]}}"))).isZero();
        assertThat(reader.sniff(SourceFile.of("s.txt", "Name ID accstate datastate\nLUN_0100 0000 Online Normal")))
                .isZero();
        assertThat(new RestReader().sniff(fixture("fb-and-ckd.csv"))).isZero();
        assertThat(new RestReader().sniff(fixture("fb-and-ckd.html"))).isZero();
    }

    static SourceFile fixture(String name) throws IOException {
        try (InputStream in = EssAllocationReaderTest.class.getResourceAsStream("/io/zlayout/input/ess-allocation/"
                + name)) {
            if (in == null) {
                throw new IOException("no fixture " + name);
            }
            return new SourceFile(Path.of(name), name, in.readAllBytes());
        }
    }
}
