package io.zlayout.input.dscli;

import io.zlayout.model.id.VolumeId;
import io.zlayout.model.id.Wwn;
import io.zlayout.model.Diagnostic;
import io.zlayout.input.InputException;
import io.zlayout.input.ParseResult;
import io.zlayout.input.ReadContext;
import io.zlayout.input.SourceFile;
import io.zlayout.model.Element;
import io.zlayout.model.ExtentPool;
import io.zlayout.model.HostConnection;
import io.zlayout.model.Ids;
import io.zlayout.model.ImageScoped;
import io.zlayout.model.IoPort;
import io.zlayout.model.RankExtent;
import io.zlayout.model.SourceRef;
import io.zlayout.model.Volume;
import io.zlayout.model.VolumeKind;
import org.junit.jupiter.api.Test;

import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;

/** How the reader finds commands, images and values across the shapes DSCLI output takes. */
class DscliReaderTest {

    private static final DscliReader READER = new DscliReader();
    private static final String FB_DELIM_HEADER = "Name|ID|accstate|datastate|configstate|deviceMTM|datatype|extpool"
            + "|cap (2^30B)|cap (10^9B)|cap (blocks)\n=====================\n";

    private static ParseResult read(String text) throws InputException {
        return READER.read(SourceFile.of("f.txt", text), ReadContext.NONE);
    }

    private static List<String> images(ParseResult r) {
        return r.elements().stream().map(e -> ((ImageScoped) e).image()).toList();
    }

    private static List<String> identities(ParseResult r) {
        return r.elements().stream().map(Element::identity).toList();
    }

    @Test
    void bannerNamesTheImageOfItsOutput() throws InputException {
        ParseResult r = read("dscli> lsextpool\n"
                + "Date/Time: January 21, 2016 10:34:07 AM BRST IBM DSCLI Version: 7.7.5.61 DS: IBM.2107-82BCN51\n"
                + "Name ID stgtype rankgrp status availstor (2^30B) %allocated available reserved numvols\n"
                + "======================================================================================\n"
                + "P0   P0 fb            0  below             14285         96     14285        0    2948\n"
                + "P1   P1 fb            1  below             11737         96     11737        0    2878\n");
        assertThat(r.elements()).containsExactly(
                new ExtentPool("IBM.2107-82BCN51", "P0", "P0", "fb", 0, SourceRef.at("f.txt", 5, 6)),
                new ExtentPool("IBM.2107-82BCN51", "P1", "P1", "fb", 1, SourceRef.at("f.txt", 6, 6)));
    }

    @Test
    void devArgumentWinsOverTheBanner() throws InputException {
        ParseResult r = read("dscli> lsvolgrp -dev IBM.2107-75AAA11\n"
                + "Date/Time: June 26, 2024 7:21:54 PM CST IBM DSCLI Version: 7.9.33.112 DS: IBM.2107-75BBB21\n"
                + "Name ID  Type\n=============\nvg1  V11 SCSI Mask\n");
        assertThat(images(r)).containsExactly("IBM.2107-75AAA11");
    }

    @Test
    void fullIdsGiveEachRecordItsImageAndShortReferences() throws InputException {
        ParseResult r = read("dscli> lsckdvol -fullid -fmt delim -delim |\n"
                + "Name|ID|accstate|datastate|configstate|deviceMTM|voltype|orgbvols|extpool|cap (cyl)\n"
                + "==============================================================\n"
                + "ckd0900|IBM.2107-75DAM11/0900|Online|Normal|Normal|3390-9|CKD Base|-|IBM.2107-75DAM11/P1|10017\n"
                + "ckd0901|ibm.2107-75dam21/0901|Online|Normal|Normal|3390-9|CKD Alias|IBM.2107-75DAM21/0900|-|0\n");
        assertThat(r.elements()).containsExactly(
                new Volume("IBM.2107-75DAM11", VolumeId.parse("0900"), "ckd0900", VolumeKind.CKD, "3390-9", "CKD Base", "P1",
                        10017L * 15 * 56664, 10017, null, List.of(), null, SourceRef.at("f.txt", 4, 9)),
                new Volume("IBM.2107-75DAM21", VolumeId.parse("0901"), "ckd0901", VolumeKind.CKD, "3390-9", "CKD Alias", null, 0L, 0,
                        VolumeId.parse("0900"), List.of(), null, SourceRef.at("f.txt", 5, 9)));
    }

    @Test
    void fullIdsAreAcceptedInEveryIdAndReferenceColumn() throws InputException {
        String img = "IBM.2107-75DWA61/";
        ParseResult r = read("dscli> setoutput -fmt delim -delim | -hdr on -fullid on\n"
                + "dscli> lsrank\nID|Group|State|datastate|Array|RAIDtype|extpoolID|stgtype\n=====\n"
                + img + "R0|0|Normal|Normal|" + img + "A0|6|" + img + "P0|fb\n"
                + "dscli> lsarray\nArray|State|Data|RAIDtype|arsite|Rank|DA Pair|DDMcap (10^9B)\n=====\n"
                + img + "A0|Assigned|Normal|6 (5+P+Q+S)|" + img + "S1|" + img + "R0|0|1920.0\n"
                + "dscli> lsioport\nID|WWPN|State|Type|topo|portgrp\n=====\n"
                + img + "I0231|50050763091340A1|Online|Fibre Channel-SW|SCSI-FCP|0\n"
                + "dscli> lshostconnect\nName|ID|WWPN|HostType|Profile|portgrp|volgrpID|ESSIOport\n=====\n"
                + "h|" + img + "0000|C05076FFE5000000|zLinux|-|0|" + img + "V11|" + img + "I0231," + img + "I0331\n"
                + "dscli> showvolgrp " + img + "V11\nName|ID|Type|Vols\n=====\n"
                + "vg|" + img + "V11|SCSI Mask|" + img + "1000 " + img + "1001\n");
        assertThat(r.elements()).extracting(Render::withoutSource).containsExactly(
                new io.zlayout.model.Rank("IBM.2107-75DWA61", "R0", 0, "A0", "6", "P0", "fb", null, null),
                new io.zlayout.model.RaidArray("IBM.2107-75DWA61", "A0", "S1", "R0", 0, "6 (5+P+Q+S)", null),
                new IoPort("IBM.2107-75DWA61", "I0231", Wwn.parse("0x50050763091340a1"), "Online", "Fibre Channel-SW", "SCSI-FCP",
                        null, null, null),
                new HostConnection("IBM.2107-75DWA61", "0000", "h", Wwn.parse("0xc05076ffe5000000"), "zLinux", "V11",
                        List.of("I0231", "I0331"), null),
                new io.zlayout.model.VolumeGroup("IBM.2107-75DWA61", "V11", "vg", "SCSI Mask", java.util.stream.Stream.of("1000", "1001").map(VolumeId::parse).toList(), null));
    }

    @Test
    void lssiInTheSameFileScopesOutputsThatNameNoImage() throws InputException {
        ParseResult r = read("dscli> lsvolgrp -fmt delim -delim |\nName|ID|Type\n=====\nvg1|V11|SCSI Mask\n"
                + "dscli> lssi -fmt delim -delim |\nName|ID|Storage Unit|Model|WWNN|State|ESSNet\n=====\n"
                + "box|IBM.2107-75ZL101|IBM.2107-75ZL100|996|5005076309FFC8A1|Online|Enabled\n");
        assertThat(identities(r)).containsExactly("volgrp:IBM.2107-75ZL101/V11", "storage:IBM.2107-75ZL101");
    }

    @Test
    void zlayoutYamlStorageScopesAFileThatNamesNoImage() throws InputException {
        ParseResult r = READER.read(SourceFile.of("f.txt", "dscli> lsvolgrp\nName ID  Type\n====\nvg1  V11 SCSI Mask\n"),
                new ReadContext(null, "IBM.2107-75YAML1"));
        assertThat(images(r)).containsExactly("IBM.2107-75YAML1");
    }

    @Test
    void anOutputThatNamesNoImageAnywhereIsLeftToTheAssembler() throws InputException {
        ParseResult r = read("dscli> lsvolgrp\nName ID  Type\n====\nvg1  V11 SCSI Mask\n");
        assertThat(images(r)).containsExactly(Ids.UNKNOWN_IMAGE);
    }

    @Test
    void setoutputAppliesToEveryLaterCommandAndHeaderlessRowsFollowTheDocumentedOrder() throws InputException {
        ParseResult r = read("dscli> setoutput -fmt delim -delim : -hdr off -bnr off\n"
                + "dscli> lsioport -l -dev IBM.2107-75ZL101\n"
                + "I0000:50050763090000A1:Online:Fibre Channel-LW:FICON:0:16 Gb/s:R1-XI1:00\n"
                + "dscli> lsrank -dev IBM.2107-75ZL101\n"
                + "R0:0:Normal:Normal:A0:6:P0:fb\n"
                + "dscli> lsfbvol -s -dev IBM.2107-75ZL101\n"
                + "1000\n1001\n");
        assertThat(identities(r)).containsExactly("ioport:IBM.2107-75ZL101/I0000", "rank:IBM.2107-75ZL101/R0",
                "volume:IBM.2107-75ZL101/1000", "volume:IBM.2107-75ZL101/1001");
        assertThat(((IoPort) r.elements().get(0)).speed()).isEqualTo("16 Gb/s");
        assertThat(r.diagnostics()).isEmpty();
    }

    @Test
    void commaDelimiterKeepsThePortListOfAHostConnectionTogether() throws InputException {
        ParseResult r = read("dscli> lshostconnect -fmt delim -delim ,\n"
                + "Name,ID,WWPN,HostType,Profile,portgrp,volgrpID,ESSIOport\n=====\n"
                + "LNX1_FC00,0000,C05076FFE5000000,zLinux,IBM zSeries - zLinux,0,V11,I0001,I0101,I0231\n");
        assertThat(((HostConnection) r.elements().get(0)).ioPorts()).containsExactly("I0001", "I0101", "I0231");
    }

    @Test
    void crlfTabsByteOrderMarkAndLowerCaseAreRead() throws InputException {
        ParseResult r = read("\ufeffDSCLI> LSFBVOL -FMT DELIM -DELIM \\t\r\n"
                + "name\tid\textpool\tcap (BLOCKS)\r\n=====\r\n"
                + "lnx\t10ab\tp0\t2048\r\n");
        assertThat(r.elements()).containsExactly(new Volume(Ids.UNKNOWN_IMAGE, VolumeId.parse("10AB"), "lnx", VolumeKind.FB, null, null,
                "P0", 2048L * 512, null, null, List.of(), null, SourceRef.at("f.txt", 4, 5)));
    }

    @Test
    void nonAsciiTextInUtf8OrLatin1AndLoneCarriageReturnsAreRead() throws InputException {
        String text = "dscli> lsvolgrp\rName        ID  Type\r====\rvolume_gr\u00e9 V11 SCSI Mask\r";
        for (java.nio.charset.Charset cs : List.of(StandardCharsets.UTF_8, StandardCharsets.ISO_8859_1)) {
            ParseResult r = READER.read(new SourceFile(Path.of("f.txt"), "f.txt", text.getBytes(cs)),
                    ReadContext.NONE);
            assertThat(r.elements()).containsExactly(new io.zlayout.model.VolumeGroup(Ids.UNKNOWN_IMAGE, "V11",
                    "volume_gr\u00e9", "SCSI Mask", List.of(), SourceRef.at("f.txt", 4, 12)));
        }
    }

    @Test
    void aValueWiderThanItsColumnPushesTheRestOfTheRowRight() throws InputException {
        ParseResult r = read("dscli> lsfbvol\n"
                + "Name     ID   accstate datastate configstate deviceMTM datatype extpool cap (2^30B) cap (10^9B)"
                + " cap (blocks)\n"
                + "=================================================================================================\n"
                + "A_VERY_LONG_VOLUME_NAME 1000 Online   Normal    Normal      2107-900  FB 512   P1             50.0"
                + "           -    104857600\n");
        Volume v = (Volume) r.elements().get(0);
        assertThat(List.of(v.name(), v.id().toString(), v.dataType(), v.pool(), String.valueOf(v.capacityBytes())))
                .containsExactly("A_VERY_LONG_VOLUME_NAME", "1000", "FB 512", "P1", String.valueOf(104857600L * 512));
    }

    @Test
    void columnsANewerReleaseAppendsAreIgnoredEvenWithSpacesInTheirNames() throws InputException {
        ParseResult r = read("dscli> lsioport -l\n"
                + "ID    WWPN             State  Type             topo  portgrp Speed   Frame I/O Enclosure HA Card"
                + " physloc          Link Mode\n"
                + "==================================================================\n"
                + "I0000 50050763090000A1 Online Fibre Channel-LW FICON       0 16 Gb/s     1             1       1"
                + " U1500.1B4-P1-C1  Auto\n");
        assertThat(r.elements()).containsExactly(new IoPort(Ids.UNKNOWN_IMAGE, "I0000", Wwn.parse("0x50050763090000a1"), "Online",
                "Fibre Channel-LW", "FICON", "16 Gb/s", "U1500.1B4-P1-C1", SourceRef.at("f.txt", 4, 1)));
    }

    @Test
    void stanzaObjectsWithoutBlankLinesBetweenThemAreSplitAtTheFirstKey() throws InputException {
        ParseResult r = read("dscli> lsextpool -fmt stanza\nName    FB_POOL_0\nID      P0\nrankgrp 0\n"
                + "Name    FB_POOL_1\nID      P1\nrankgrp 1\n");
        assertThat(identities(r)).containsExactly("pool:?/P0", "pool:?/P1");
        assertThat(r.elements().get(1).source()).isEqualTo(SourceRef.at("f.txt", 6, 9));
    }

    @Test
    void outputsWithoutEchoLinesAreSplitAtTheirBanners() throws InputException {
        ParseResult r = read(
                "Date/Time: March 3, 2026 10:15:42 AM CET IBM DSCLI Version: 7.9.40.125 DS: IBM.2107-75ZL101\n"
                        + "Name ID  Type\n=============\nvg1  V11 SCSI Mask\n\n"
                        + "Date/Time: March 3, 2026 10:15:43 AM CET IBM DSCLI Version: 7.9.40.125 DS: IBM.2107-75ZL201\n"
                        + "Name         LNXFB_1000\nID           1000\nextpool      P0\n");
        assertThat(identities(r)).containsExactly("volgrp:IBM.2107-75ZL101/V11", "volume:IBM.2107-75ZL201/1000");
    }

    @Test
    void aRepeatedHeaderOfAPagedOutputStartsANewPageOfTheSameTable() throws InputException {
        ParseResult r = read("dscli> lsvolgrp -p on\nName ID  Type\n=============\nvg1  V11 SCSI Mask\n"
                + "Name ID  Type\n=============\nvg2  V12 SCSI Mask\n");
        assertThat(identities(r)).containsExactly("volgrp:?/V11", "volgrp:?/V12");
        assertThat(r.diagnostics()).isEmpty();
    }

    @Test
    void capacityComesFromGibWhenBlocksAreNotShownAnd3380CylindersAreSmaller() throws InputException {
        ParseResult r = read("dscli> lsfbvol\nName ID   extpool cap (2^30B)\n=====\nv    1000 P0      0.5\n"
                + "dscli> lsckdvol\nName ID   deviceMTM voltype  extpool cap (cyl)\n=====\n"
                + "z    4000 3380-3    CKD Base P2           2655\n");
        assertThat(r.elements()).extracting(e -> ((Volume) e).capacityBytes())
                .containsExactly(1L << 29, 2655L * 15 * 47476);
    }

    @Test
    void rankExtentsInDelimitedFormBelongToTheVolumeAbove() throws InputException {
        ParseResult r = read("dscli> showfbvol -rank -fmt delim -delim | 1000\nName|ID|extpool\n=====\nv|1000|P0\n"
                + "==============Rank extents==============\nrank|extents\n============\nR0|8\nR2|8\n");
        assertThat(((Volume) r.elements().get(0)).rankExtents())
                .containsExactly(new RankExtent("R0", 8), new RankExtent("R2", 8));
    }

    @Test
    void xmlWithPlainElementsIsReadToo() throws InputException {
        ParseResult r = read("<?xml version=\"1.0\"?>\n<fbvols>\n  <fbvol>\n    <ID>1000</ID>\n"
                + "    <extpool>P0</extpool>\n    <datatype>FB 512</datatype>\n  </fbvol>\n</fbvols>\n");
        assertThat(identities(r)).containsExactly("volume:?/1000");
        assertThat(r.elements().get(0).source().line()).isEqualTo(3);
    }

    @Test
    void xmlAfterAnEchoLineIsOneOfSeveralOutputs() throws InputException {
        ParseResult r = read("dscli> lsvolgrp -fmt xml\n<?xml version=\"1.0\"?>\n<IRETURN>\n<INSTANCE>"
                + "<PROPERTY NAME=\"ID\"><VALUE>V11</VALUE></PROPERTY></INSTANCE>\n</IRETURN>\n"
                + "dscli> lsvolgrp -fmt delim -delim |\nName|ID|Type\n=====\nvg2|V12|SCSI Mask\n");
        assertThat(identities(r)).containsExactly("volgrp:?/V11", "volgrp:?/V12");
    }

    @Test
    void dscliErrorsAreWarningsAndTheRestOfTheFileIsRead() throws InputException {
        ParseResult r = read("dscli> lsrank\nCMUC00191E lsrank: Authentication failed.\n"
                + "dscli> lsvolgrp\nName ID  Type\n====\nvg1  V11 SCSI Mask\n");
        assertThat(identities(r)).containsExactly("volgrp:?/V11");
        assertThat(r.diagnostics()).containsExactly(Diagnostic.warning(SourceRef.at("f.txt", 2),
                "DSCLI reported an error: 'CMUC00191E lsrank: Authentication failed.'"));
    }

    // -------------------------------------------------------------------------------------------- sniff

    private static int sniff(String text) {
        return READER.sniff(SourceFile.of("f.txt", text));
    }

    @Test
    void sniffIsSureOfEchoLinesAndBanners() {
        assertThat(sniff("dscli> lsfbvol\n")).isEqualTo(95);
        assertThat(sniff("Date/Time: June 26, 2024 7:21:54 PM CST IBM DSCLI Version: 7.9.33.112 DS: -\n")).isEqualTo(95);
    }

    @Test
    void sniffKnowsHeadersStanzasMessagesAndXmlByTheirContent() {
        assertThat(sniff("Name ID  Type\n=============\nvg1  V11 SCSI Mask\n")).isEqualTo(85);
        assertThat(sniff(FB_DELIM_HEADER)).isEqualTo(85);
        assertThat(sniff("Name         LNXFB_1000\nID           1000\naccstate     Online\ndatatype     FB 512\n"
                + "extpool      P0\n")).isEqualTo(75);
        assertThat(sniff("CMUC00234I lsfbvol: No FB Volume found.\n")).isEqualTo(80);
        assertThat(sniff("<?xml version=\"1.0\"?>\n<IRETURN NAME=\"lsfbvol\"></IRETURN>\n")).isEqualTo(80);
    }

    @Test
    void sniffLeavesOtherFormatsAlone() {
        assertThat(sniff("Bus-ID     Status      Name      Device  Type  BlkSz  Size      Blocks\n"
                + "==============================================================================\n"
                + "0.0.0150   active      dasda     94:0    ECKD  4096   7043MB    1803060\n")).isZero();
        assertThat(sniff("         ID    MSG1='IOCDS01',SYSTEM=(8561,1)\n         CHPID PATH=(CSS(0),40),TYPE=FC\n"))
                .isZero();
        assertThat(sniff("{\"server\": {\"status\": \"ok\"}, \"data\": {\"volumes\": []}}\n")).isZero();
        assertThat(sniff("Volume,Location,LSS,Volume Type,Size,Storage Type,Host Port,Host Nicknames\n")).isZero();
        assertThat(sniff("<html><body><table></table></body></html>\n")).isZero();
        assertThat(READER.sniff(new SourceFile(Path.of("f"), "f", new byte[0]))).isZero();
        assertThat(READER.sniff(new SourceFile(Path.of("f"), "f", "dscli>\0".getBytes(StandardCharsets.UTF_8))))
                .isZero();
    }
}
