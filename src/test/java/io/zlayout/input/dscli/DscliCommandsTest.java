package io.zlayout.input.dscli;

import io.zlayout.model.id.VolumeId;
import io.zlayout.model.id.LssId;
import io.zlayout.model.id.Wwn;
import io.zlayout.input.InputException;
import io.zlayout.input.ParseResult;
import io.zlayout.input.ReadContext;
import io.zlayout.input.SourceFile;
import io.zlayout.input.dscli.Render.Format;
import io.zlayout.model.AllocationMethod;
import io.zlayout.model.ArraySite;
import io.zlayout.model.Element;
import io.zlayout.model.ExtentPool;
import io.zlayout.model.HostConnection;
import io.zlayout.model.IoPort;
import io.zlayout.model.Lss;
import io.zlayout.model.RaidArray;
import io.zlayout.model.Rank;
import io.zlayout.model.RankExtent;
import io.zlayout.model.StorageImage;
import io.zlayout.model.Volume;
import io.zlayout.model.VolumeGroup;
import io.zlayout.model.VolumeKind;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * Every command zlayout reads, with and without {@code -l}, in every output format DSCLI offers for it: the
 * same table printed aligned, delimited with and without header, as stanzas and as XML reads back to the same
 * records, with the command named by its echo line or recognised from its columns alone.
 */
class DscliCommandsTest {

    private static final String IMG = "IBM.2107-75ZL101";
    private static final long CYL_3390 = 15L * 56_664;

    /** One command's output: its columns, rows and the records they are. */
    record Case(String command, String flags, List<String> header, List<List<String>> rows,
                List<List<String>> rankRows, List<Element> expected) {

        boolean show() {
            return command.startsWith("show");
        }

        @Override
        public String toString() {
            return command + (flags.isEmpty() ? "" : " " + flags);
        }
    }

    private static List<String> h(String bar) {
        return List.of(bar.split("\\|"));
    }

    private static List<List<String>> rows(String... bars) {
        List<List<String>> out = new ArrayList<>();
        for (String b : bars) {
            out.add(List.of(b.split("\\|", -1)));
        }
        return out;
    }

    private static Volume fb(String id, String name, String type, String pool, long blocks, List<RankExtent> ext) {
        return new Volume(IMG, VolumeId.parse(id), name, VolumeKind.FB, type, null, pool, blocks * 512, null, null, ext, null, null);
    }

    /** The volume with the allocation method its row's {@code eam} names. */
    private static Volume eam(Volume v, AllocationMethod m) {
        return new Volume(v.image(), v.id(), v.name(), v.kind(), v.dataType(), v.volumeType(), v.pool(),
                v.capacityBytes(), v.cylinders(), v.baseVolume(), v.rankExtents(), v.volser(), m, v.source());
    }

    private static Volume ckd(String id, String name, String type, String pool, int cyl, String base,
                              List<RankExtent> ext) {
        return new Volume(IMG, VolumeId.parse(id), name, VolumeKind.CKD, "3390-9", type, pool, cyl * CYL_3390, cyl,
                base == null ? null : VolumeId.parse(base), ext, null,
                null);
    }

    static List<Case> cases() {
        List<Case> c = new ArrayList<>();
        StorageImage image = new StorageImage(IMG, "DS8K-PROD1", "2107", "996", Wwn.parse("0x5005076309ffc8a1"),
                "IBM.2107-75ZL100", null);
        c.add(new Case("lssi", "", h("Name|ID|Storage Unit|Model|WWNN|State|ESSNet"),
                rows("DS8K-PROD1|IBM.2107-75ZL101|IBM.2107-75ZL100|996|5005076309FFC8A1|Online|Enabled"),
                null, List.of(image)));
        c.add(new Case("lssi", "-l", h("Name|ID|Storage Unit|Model|WWNN|State|ESSNet|Volume Group|desc"),
                rows("DS8K-PROD1|IBM.2107-75ZL101|IBM.2107-75ZL100|996|5005076309FFC8A1|Online|Enabled"
                        + "|IBM.2107-75ZL101/V0|Production box 1"),
                null, List.of(image)));
        c.add(new Case("lsfbvol", "", h("Name|ID|accstate|datastate|configstate|deviceMTM|datatype|extpool"
                        + "|cap (2^30B)|cap (10^9B)|cap (blocks)"),
                rows("LNXFB_1000|1000|Online|Normal|Normal|2107-900|FB 512|P0|100.0|107.4|209715200",
                        "E980PRD_IASP|1201|Online|Normal|Normal|2107-A04|FB 520P|P1|65.7|70.6|137822208"),
                null, List.of(fb("1000", "LNXFB_1000", "FB 512", "P0", 209715200, List.of()),
                        fb("1201", "E980PRD_IASP", "FB 520P", "P1", 137822208, List.of()))));
        c.add(new Case("lsfbvol", "-l", h("Name|ID|accstate|datastate|configstate|deviceMTM|datatype|extpool|sam"
                        + "|captype|cap (2^30B)|cap (10^9B)|cap (blocks)|volgrp|reqcap (blocks)|eam|perfgrp|resgrp"),
                rows("LNXFB_1000|1000|Online|Normal|Normal|2107-900|FB 512|P0|Standard|DS|100.0|107.4|209715200"
                        + "|V11|209715200|rotateexts|PG0|RG0",
                        "-|1001|Online|Normal|Normal|2107-900|FB 512|P0|ESE|DS|100.0|107.4|-|-|209715200"
                                + "|managed|PG0|RG0"),
                null, List.of(eam(fb("1000", "LNXFB_1000", "FB 512", "P0", 209715200, List.of()),
                                AllocationMethod.ROTATE_EXTENTS),
                        eam(fb("1001", null, "FB 512", "P0", 209715200, List.of()), AllocationMethod.MANAGED))));
        c.add(new Case("lsckdvol", "", h("Name|ID|accstate|datastate|configstate|deviceMTM|voltype|orgbvols|extpool"
                        + "|cap (cyl)"),
                rows("ZL4000|4000|Online|Normal|Normal|3390-9|CKD Base|-|P2|32760",
                        "-|40E0|Online|Normal|Normal|3390-9|CKD Alias|4000|-|0"),
                null, List.of(ckd("4000", "ZL4000", "CKD Base", "P2", 32760, null, List.of()),
                        ckd("40E0", null, "CKD Alias", null, 0, "4000", List.of()))));
        c.add(new Case("lsckdvol", "-l", h("Name|ID|accstate|datastate|configstate|deviceMTM|voltype|orgbvols"
                        + "|addrgrp|extpool|exts|cap (cyl)|cap (10^9B)|cap (Mod1)|sam|repcapalloc|eam|reqcap (cyl)"
                        + "|perfgrp|resgrp"),
                rows("ZL4101|4101|Online|Normal|Normal|3390-9|CKD Base|-|4|P3|30|32760|27.8|29.4|Standard|-"
                        + "|rotateexts|32760|PG0|RG0"),
                null, List.of(eam(ckd("4101", "ZL4101", "CKD Base", "P3", 32760, null, List.of()),
                        AllocationMethod.ROTATE_EXTENTS))));
        c.add(new Case("lsrank", "", h("ID|Group|State|datastate|Array|RAIDtype|extpoolID|stgtype"),
                rows("R0|0|Normal|Normal|A0|6|P0|fb", "R5|1|Normal|Normal|A5|6|P3|ckd", "R9|-|Unassigned|Normal|A9|5|-|fb"),
                null, List.of(new Rank(IMG, "R0", 0, "A0", "6", "P0", "fb", null, null),
                        new Rank(IMG, "R5", 1, "A5", "6", "P3", "ckd", null, null),
                        new Rank(IMG, "R9", null, "A9", "5", null, "fb", null, null))));
        c.add(new Case("lsrank", "-l", h("ID|Group|State|datastate|Array|RAIDtype|extpoolID|extpoolnam|stgtype|exts"
                        + "|usedexts|encryptgrp"),
                rows("R0|0|Normal|Normal|A0|6|P0|FB_POOL_0|fb|4000|1600|-"),
                null, List.of(new Rank(IMG, "R0", 0, "A0", "6", "P0", "fb", 4000, null))));
        c.add(new Case("lsarray", "", h("Array|State|Data|RAIDtype|arsite|Rank|DA Pair|DDMcap (10^9B)"),
                rows("A0|Assigned|Normal|6 (5+P+Q+S)|S1|R0|0|1920.0", "A7|Unassigned|Normal|5 (7+P)|S8|-|18|400.0"),
                null, List.of(new RaidArray(IMG, "A0", "S1", "R0", 0, "6 (5+P+Q+S)", null),
                        new RaidArray(IMG, "A7", "S8", null, 18, "5 (7+P)", null))));
        c.add(new Case("lsarray", "-l", h("Array|State|Data|RAIDtype|arsite|Rank|DA Pair|DDMcap (10^9B)|diskclass"
                        + "|encrypt"),
                rows("A1|Assigned|Normal|6 (5+P+Q+S)|S2|R1|1|1920.0|Flash Tier 1|supported"),
                null, List.of(new RaidArray(IMG, "A1", "S2", "R1", 1, "6 (5+P+Q+S)", null))));
        c.add(new Case("lsarraysite", "", h("arsite|DA Pair|dkcap (10^9B)|State|Array"),
                rows("S1|0|1920.0|Assigned|A0", "S9|3|1920.0|Unassigned|-"),
                null, List.of(new ArraySite(IMG, "S1", 0, "A0", null), new ArraySite(IMG, "S9", 3, null, null))));
        c.add(new Case("lsarraysite", "-l", h("arsite|DA Pair|dkcap (10^9B)|diskrpm|State|Array|diskclass|encrypt"),
                rows("S2|1|1920.0|65000|Assigned|A1|Flash Tier 1|supported"),
                null, List.of(new ArraySite(IMG, "S2", 1, "A1", null))));
        c.add(new Case("lsextpool", "", h("Name|ID|stgtype|rankgrp|status|availstor (2^30B)|%allocated|available"
                        + "|reserved|numvols"),
                rows("FB_POOL_0|P0|fb|0|below|4800|40|4800|0|32", "CKD_POOL_3|P3|ckd|1|below|5773|24|6080|0|64"),
                null, List.of(new ExtentPool(IMG, "P0", "FB_POOL_0", "fb", 0, null),
                        new ExtentPool(IMG, "P3", "CKD_POOL_3", "ckd", 1, null))));
        c.add(new Case("lsextpool", "-l", h("Name|ID|stgtype|rankgrp|status|availstor (2^30B)|%allocated|available"
                        + "|reserved|numvols|numranks|encryptgrp|numtiers|etmanaged"),
                rows("FB_POOL_1|P1|fb|1|below|4800|40|4800|0|32|2|-|1|yes"),
                null, List.of(new ExtentPool(IMG, "P1", "FB_POOL_1", "fb", 1, 2, true, null))));
        c.add(new Case("lsioport", "", h("ID|WWPN|State|Type|topo|portgrp"),
                rows("I0000|50050763090000A1|Online|Fibre Channel-LW|FICON|0",
                        "I0001|50050763090040A1|Communication established|Fibre Channel-SW|SCSI-FCP|0"),
                null, List.of(new IoPort(IMG, "I0000", Wwn.parse("0x50050763090000a1"), "Online", "Fibre Channel-LW", "FICON",
                                null, null, null),
                        new IoPort(IMG, "I0001", Wwn.parse("0x50050763090040a1"), "Communication established", "Fibre Channel-SW",
                                "SCSI-FCP", null, null, null))));
        c.add(new Case("lsioport", "-l", h("ID|WWPN|State|Type|topo|portgrp|Speed"),
                rows("I0231|50050763091340A1|Online|Fibre Channel-SW|SCSI-FCP|0|16 Gb/s"),
                null, List.of(new IoPort(IMG, "I0231", Wwn.parse("0x50050763091340a1"), "Online", "Fibre Channel-SW", "SCSI-FCP",
                        "16 Gb/s", null, null))));
        c.add(new Case("lshostconnect", "", h("Name|ID|WWPN|HostType|Profile|portgrp|volgrpID|ESSIOport"),
                rows("LNX1_FC00|0000|C05076FFE5000000|zLinux|IBM zSeries - zLinux|0|V11|I0001,I0101",
                        "LNX2_FC01|0001|C05076FFE5000010|zLinux|IBM zSeries - zLinux|0|V12|all"),
                null, List.of(new HostConnection(IMG, "0000", "LNX1_FC00", Wwn.parse("0xc05076ffe5000000"), "zLinux", "V11",
                                List.of("I0001", "I0101"), null),
                        new HostConnection(IMG, "0001", "LNX2_FC01", Wwn.parse("0xc05076ffe5000010"), "zLinux", "V12", List.of(),
                                null))));
        c.add(new Case("lshostconnect", "-l", h("Name|ID|WWPN|HostType|LBS|addrDiscovery|Profile|portgrp|volgrpID"
                        + "|atchtopo|ESSIOport|speed|desc"),
                rows("LNX1_FD00|0002|C05076FFE5000004|zLinux|512|LUNPolling|IBM zSeries - zLinux|0|V11|-|I0231"
                        + "|Unknown|guest LNX1 on FD00"),
                null, List.of(new HostConnection(IMG, "0002", "LNX1_FD00", Wwn.parse("0xc05076ffe5000004"), "zLinux", "V11",
                        List.of("I0231"), null))));
        c.add(new Case("lsvolgrp", "", h("Name|ID|Type"),
                rows("All CKD|V10|FICON/ESCON All", "LNX1_VG|V11|SCSI Mask"),
                null, List.of(new VolumeGroup(IMG, "V10", "All CKD", "FICON/ESCON All", List.of(), null),
                        new VolumeGroup(IMG, "V11", "LNX1_VG", "SCSI Mask", List.of(), null))));
        c.add(new Case("showvolgrp", "", h("Name|ID|Type|Vols"),
                rows("LNX1_VG|V11|SCSI Mask|1000 1001 1100-1102"),
                null, List.of(new VolumeGroup(IMG, "V11", "LNX1_VG", "SCSI Mask",
                        java.util.stream.Stream.of("1000", "1001", "1100", "1101", "1102").map(VolumeId::parse).toList(),
                        null))));
        c.add(new Case("lslss", "", h("ID|Group|addrgrp|stgtype|confgvols"),
                rows("10|0|1|fb|16", "11|1|1|fb|16"),
                null, List.of(new Lss(IMG, LssId.parse("10"), "fb", 0, "1", null, 16, null),
                        new Lss(IMG, LssId.parse("11"), "fb", 1, "1", null, 16, null))));
        c.add(new Case("lslss", "-l", h("ID|Group|addrgrp|stgtype|confgvols|subsys|pprcconsistgrp|xtndlbztimout"
                        + "|resgrp"),
                rows("12|0|1|fb|16|0xFF12|Disabled|60 secs|RG0"),
                null, List.of(new Lss(IMG, LssId.parse("12"), "fb", 0, "1", "FF12", 16, null))));
        c.add(new Case("lslcu", "", h("ID|Group|addrgrp|confgvols|subsys|conbasetype"),
                rows("40|0|4|48|0x4040|3990-6", "43|1|4|48|4043|3990-6"),
                null, List.of(new Lss(IMG, LssId.parse("40"), "ckd", 0, "4", "4040", 48, null),
                        new Lss(IMG, LssId.parse("43"), "ckd", 1, "4", "4043", 48, null))));
        c.add(new Case("lslcu", "-l", h("ID|Group|addrgrp|confgvols|subsys|conbasetype|pprcconsistgrp"
                        + "|xtndlbztimout|ccsesstimout|xrcsesstimout|crithvmode|thresholdexceeded|resgrp"),
                rows("41|1|4|48|0x4041|3990-6|Disabled|60 secs|300|300|Disabled|0|RG0"),
                null, List.of(new Lss(IMG, LssId.parse("41"), "ckd", 1, "4", "4041", 48, null))));
        c.add(new Case("showsi", "", h("Name|Desc|ID|Storage Unit|Model|WWNN|Signature|State|ESSNet|Volume Group"
                        + "|os400Serial|NVS Memory|Cache Memory|Processor Memory|MTS|numegsupported"),
                rows("DS8K-PROD1|-|IBM.2107-75ZL101|IBM.2107-75ZL100|996|5005076309FFC8A1|9719-5d08-1865-1091|Online"
                        + "|Enabled|V0|C8A|127.5 GB|1867.3 GB|1912.9 GB|IBM.5631-75ZL110|16"),
                null, List.of(image)));
        List<String> fbKeys = h("Name|ID|accstate|datastate|configstate|deviceMTM|datatype|addrgrp|extpool|exts"
                + "|cap (MiB)|captype|cap (2^30B)|cap (10^9B)|cap (blocks)|volgrp|ranks|dbexts|sam|repcapalloc|eam"
                + "|reqcap (blocks)|realextents|virtualextents|perfgrp|resgrp|GUID|usedsafeguardedcap (2^30B)"
                + "|SGC Recovered");
        c.add(new Case("showfbvol", "", fbKeys,
                rows("LNXFB_1000|1000|Online|Normal|Normal|2107-900|FB 512|1|P0|100|102400|DS|100.0|107.4|209715200"
                        + "|V11|2|0|Standard|-|rotateexts|209715200|100|0|PG0|RG0|6005076309FFC8A10000000000001000|-|no"),
                null, List.of(eam(fb("1000", "LNXFB_1000", "FB 512", "P0", 209715200, List.of()),
                        AllocationMethod.ROTATE_EXTENTS))));
        c.add(new Case("showfbvol", "-rank", fbKeys,
                rows("LNXFB_1001|1001|Online|Normal|Normal|2107-900|FB 512|1|P0|100|102400|DS|100.0|107.4|209715200"
                        + "|V11|2|0|Standard|-|rotateexts|209715200|100|0|PG0|RG0|6005076309FFC8A10000000000001001|-|no"),
                rows("R2|50", "R0|50"),
                List.of(eam(fb("1001", "LNXFB_1001", "FB 512", "P0", 209715200,
                        List.of(new RankExtent("R2", 50), new RankExtent("R0", 50))), AllocationMethod.ROTATE_EXTENTS))));
        List<String> ckdKeys = h("Name|ID|accstate|datastate|configstate|deviceMTM|volser|voltype|orgbvols|addrgrp"
                + "|extpool|exts|cap (cyl)|cap (10^9B)|cap (Mod1)|ranks|sam|eam|reqcap (cyl)|perfgrp|resgrp");
        c.add(new Case("showckdvol", "-rank", ckdKeys,
                rows("ZL4200|4200|Online|Normal|Normal|3390-9|-|CKD Base|-|4|P2|30|32760|27.8|29.4|2|Standard"
                        + "|rotateexts|32760|PG0|RG0"),
                rows("R4|15", "R6|15"),
                List.of(eam(ckd("4200", "ZL4200", "CKD Base", "P2", 32760, null,
                        List.of(new RankExtent("R4", 15), new RankExtent("R6", 15))), AllocationMethod.ROTATE_EXTENTS))));
        c.add(new Case("showrank", "", h("ID|SN|Group|State|datastate|Array|RAIDtype|extpoolID|extpoolnam|volumes"
                        + "|stgtype|exts|usedexts|widearrays|nararrays|trksize|strpsize|strpesize|extsize|encryptgrp"),
                rows("R4|-|0|Normal|Normal|A4|6|P2|CKD_POOL_2|4000-401F,4200-421F|ckd|4000|960|0|1|1|4|4|1113|-"),
                null, List.of(new Rank(IMG, "R4", 0, "A4", "6", "P2", "ckd", 4000, null))));
        c.add(new Case("showioport", "", h("ID|WWPN|State|loc|Speed|Type|topo|portgrp"),
                rows("I0330|50050763091B00A1|Online|U1500.1B4.RJ03304-P1-C3-T0|16 Gb/s|Fibre Channel-LW|FICON|0"),
                null, List.of(new IoPort(IMG, "I0330", Wwn.parse("0x50050763091b00a1"), "Online", "Fibre Channel-LW", "FICON",
                        "16 Gb/s", "U1500.1B4.RJ03304-P1-C3-T0", null))));
        return c;
    }

    static Stream<Arguments> everyCommandInEveryFormat() {
        List<Arguments> out = new ArrayList<>();
        for (Case c : cases()) {
            for (Format f : Format.values()) {
                if (f == Format.DELIM_NO_HEADER && c.show()) {
                    continue; // show commands always print their keys
                }
                out.add(Arguments.of(c, f));
            }
        }
        return out.stream();
    }

    static Stream<Arguments> everyCommandWithoutEcho() {
        List<Arguments> out = new ArrayList<>();
        for (Case c : cases()) {
            for (Format f : List.of(Format.DEFAULT, Format.DELIM, Format.STANZA, Format.XML)) {
                out.add(Arguments.of(c, f));
            }
        }
        return out.stream();
    }

    static String render(Case c, Format f, boolean withEcho) {
        StringBuilder b = new StringBuilder();
        if (withEcho) {
            b.append(Render.echo(c.command, c.flags, f));
        } else {
            b.append("Date/Time: March 3, 2026 10:15:42 AM CET IBM DSCLI Version: 7.9.40.125 DS: ").append(IMG)
                    .append('\n');
        }
        if (f == Format.XML) {
            String xml = Render.xml(c.header, c.rows, c.command);
            if (!withEcho) {
                xml = xml.replace("<IRETURN NAME=\"" + c.command + "\">", "<IRETURN>");
            }
            if (c.rankRows != null) {
                StringBuilder extents = new StringBuilder();
                for (List<String> r : c.rankRows) {
                    extents.append(" <INSTANCE CLASSNAME=\"rankextent\"><PROPERTY NAME=\"rank\"><VALUE>").append(r.get(0))
                            .append("</VALUE></PROPERTY><PROPERTY NAME=\"extents\"><VALUE>").append(r.get(1))
                            .append("</VALUE></PROPERTY></INSTANCE>\n");
                }
                xml = xml.replace("</IRETURN>", extents + "</IRETURN>");
            }
            return b.append(xml).toString();
        }
        b.append(Render.body(f, c.show(), c.header, c.rows, c.command));
        if (c.rankRows != null) {
            b.append("==============Rank extents==============\n");
            b.append(f == Format.DELIM ? Render.delim(List.of("rank", "extents"), c.rankRows, '|', true)
                    : Render.aligned(List.of("rank", "extents"), c.rankRows));
        }
        return b.toString();
    }

    @ParameterizedTest(name = "{0} as {1}")
    @MethodSource("everyCommandInEveryFormat")
    void readsEachCommandInEachFormat(Case c, Format format) throws InputException {
        // given
        String text = render(c, format, true);

        // when
        ParseResult result = new DscliReader().read(SourceFile.of("out.txt", text), ReadContext.NONE);

        // then
        assertThat(Render.withoutSources(result.elements())).as(text).isEqualTo(c.expected);
        assertThat(result.diagnostics()).isEmpty();
        assertThat(result.elements()).allSatisfy(e -> assertThat(e.source().line()).isGreaterThan(1));
    }

    @ParameterizedTest(name = "{0} as {1}")
    @MethodSource("everyCommandWithoutEcho")
    void recognisesEachCommandFromItsColumnsWithoutAnEchoLine(Case c, Format format) throws InputException {
        // given: only the banner (for the image), no dscli> line
        String text = render(c, format, false);

        // when
        ParseResult result = new DscliReader().read(SourceFile.of("out.txt", text), ReadContext.NONE);

        // then
        assertThat(Render.withoutSources(result.elements())).as(text).isEqualTo(c.expected);
        assertThat(result.diagnostics()).isEmpty();
    }
}
