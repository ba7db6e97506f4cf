package io.zlayout.input.rest;

import io.zlayout.model.id.VolumeId;
import io.zlayout.model.id.LssId;
import io.zlayout.model.id.Wwn;
import io.zlayout.model.Diagnostic;
import io.zlayout.input.InputException;
import io.zlayout.input.ParseResult;
import io.zlayout.input.ReadContext;
import io.zlayout.input.catalog.ReaderCatalog;
import io.zlayout.input.SourceFile;
import io.zlayout.input.ess.EssAllocationReader;
import io.zlayout.model.ExtentPool;
import io.zlayout.model.HostConnection;
import io.zlayout.model.HostMapping;
import io.zlayout.model.IoEnclosure;
import io.zlayout.model.IoPort;
import io.zlayout.model.Lss;
import io.zlayout.model.Rank;
import io.zlayout.model.SourceRef;
import io.zlayout.model.StorageImage;
import io.zlayout.model.StorageServer;
import io.zlayout.model.Volume;
import io.zlayout.model.VolumeKind;
import org.junit.jupiter.api.Test;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;

class RestReaderTest {

    private static final String IMG = "IBM.2107-75ZL101";
    private final RestReader reader = new RestReader();

    @Test
    void readsEveryCollectionOfOneResponseInFileOrder() throws Exception {
        // given a response holding every collection zlayout reads, and one it does not
        SourceFile file = fixture("all-collections.json");

        // when
        ParseResult result = reader.read(file, ReadContext.NONE);

        // then
        assertThat(result.format()).isEqualTo("ds8k-rest");
        assertThat(result.elements()).containsExactly(
                new StorageImage(IMG, "DS8K-PROD1", "2107", "996", Wwn.parse("0x5005076309ffc8a1"), null, at(file, 6, 7)),
                new StorageServer(IMG, 0, "online", at(file, 10, 7)),
                new StorageServer(IMG, 1, "online", at(file, 11, 7)),
                new Volume(IMG, VolumeId.parse("1000"), "LNXFB_1000", VolumeKind.FB, "FB 512", null, "P0", 107_374_182_400L, null,
                        null, List.of(), null, at(file, 14, 7)),
                new Volume(IMG, VolumeId.parse("1101"), "LNXFB_1101", VolumeKind.FB, "FB 512", null, "P1", 107_374_182_400L, null,
                        null, List.of(), null, at(file, 16, 7)),
                new Volume(IMG, VolumeId.parse("4000"), "ZL4000", VolumeKind.CKD, "3390", null, "P2", null, 32760, null, List.of(),
                        "ZL4000", at(file, 18, 7)),
                new Volume(IMG, VolumeId.parse("40E0"), null, VolumeKind.CKD, null, null, null, null, null, null, List.of(), null,
                        at(file, 20, 7)),
                new ExtentPool(IMG, "P0", "fb_even", "fb", 0, at(file, 24, 7)),
                new ExtentPool(IMG, "P3", "ckd_odd", "ckd", 1, at(file, 25, 7)),
                new Lss(IMG, LssId.parse("10"), "fb", 0, "1", null, 16, at(file, 28, 7)),
                new Lss(IMG, LssId.parse("41"), "ckd", 1, "4", "4041", 48, at(file, 29, 7)),
                new Lss(IMG, LssId.parse("42"), "ckd", null, null, null, null, at(file, 31, 7)),
                new IoPort(IMG, "I0000", Wwn.parse("0x500507630900c8a1"), "Online", "Fibre Channel-LW", "FICON", "16 Gb/s",
                        "U1500.1B1.8A1B1-P1-C1-T0", at(file, 34, 7)),
                new IoPort(IMG, "I0231", Wwn.parse("0x500507630913c8a1"), "Online", "Fibre Channel-SW", "SCSI-FCP", "16 Gb/s",
                        null, at(file, 37, 7)),
                new IoEnclosure(IMG, 0, "io_enclosure0", "online", at(file, 41, 7)),
                new IoEnclosure(IMG, 3, "io_enclosure3", "online", at(file, 42, 7)),
                new HostConnection(IMG, "LNX1", "LNX1", null, "LinuxZ", null, List.of(), at(file, 45, 7)),
                new HostConnection(IMG, "C05076FFE5000010", "LNX1", Wwn.parse("0xc05076ffe5000010"), "LinuxZ", null,
                        List.of("I0231", "I0331"), at(file, 48, 7)),
                new HostConnection(IMG, "C05076FFE5000014", "LNX1", Wwn.parse("0xc05076ffe5000014"), "LinuxZ", null,
                        List.of(), at(file, 50, 7)),
                new HostMapping(IMG, "LNX1", VolumeId.parse("1000"), "00", at(file, 54, 7)),
                new HostMapping(IMG, "LNX 2", VolumeId.parse("1101"), "1A", at(file, 56, 7)),
                new Rank(IMG, "MA1", null, null, null, "P0", null, null, at(file, 59, 7)),
                new Rank(IMG, "MA2", null, null, null, null, null, null, at(file, 60, 7)));
        assertThat(result.diagnostics()).containsExactly(Diagnostic.warning(at(file, 62, 16),
                "skipped data.volgrps: zlayout does not read this collection (it reads host_ports, hosts,"
                        + " io_enclosures, ioports, lss, mappings, marrays, nodes, pools, systems, volumes)"));
    }

    @Test
    void systemsAfterTheOtherCollectionsStillNamesTheirImage() throws Exception {
        // given volumes first, then the systems record with a full id in lower case
        SourceFile file = fixture("systems-last.json");

        // when
        ParseResult result = reader.read(file, new ReadContext(null, "IBM.2107-75OTHER"));

        // then the file's own image wins over zlayout.yaml's
        assertThat(result.elements()).containsExactly(
                new Volume("IBM.2107-75DHZ81", VolumeId.parse("1000"), null, VolumeKind.FB, null, null, null, 1_073_741_824L, null,
                        null, List.of(), null, at(file, 4, 7)),
                new StorageImage("IBM.2107-75DHZ81", null, "2107", "961", null, null, at(file, 7, 7)));
        assertThat(result.diagnostics()).containsExactly(Diagnostic.warning(at(file, 4, 7),
                "volume 1000 names lss '11'; its id says LSS 10, which is used"));
    }

    @Test
    void capacityIsReadInTheUnitCaptypeNames() throws Exception {
        SourceFile file = fixture("volumes-capacity-units.json");

        ParseResult result = reader.read(file, ReadContext.NONE);

        assertThat(result.elements()).containsExactly(
                new Volume("?", VolumeId.parse("2000"), null, VolumeKind.FB, "FB 512", null, null, 100L << 30, null, null,
                        List.of(), null, at(file, 4, 5)),
                new Volume("?", VolumeId.parse("2001"), null, VolumeKind.CKD, "3390-A", null, null, null, 3339, null, List.of(),
                        null, at(file, 5, 5)),
                new Volume("?", VolumeId.parse("2002"), null, VolumeKind.FB, null, null, null, 2_097_152L, null, null, List.of(),
                        null, at(file, 6, 5)));
        assertThat(result.diagnostics()).isEmpty();
    }

    @Test
    void withoutSystemsTheManifestNamesTheImage() throws Exception {
        SourceFile file = SourceFile.of("nodes.json", "{\"data\": {\"nodes\": [{\"id\": \"01\", \"state\": \"online\"}]}}");

        ParseResult result = reader.read(file, new ReadContext(null, "IBM.2107-75AB121"));

        assertThat(result.elements()).containsExactly(
                new StorageServer("IBM.2107-75AB121", 1, "online", SourceRef.at("nodes.json", 1, 21)));
    }

    @Test
    void withoutSystemsOrManifestTheImageIsLeftToTheAssembler() throws Exception {
        SourceFile file = SourceFile.of("nodes.json", "{\"data\": {\"nodes\": [{\"id\": \"00\"}]}}");

        ParseResult result = reader.read(file, ReadContext.NONE);

        assertThat(result.elements()).containsExactly(
                new StorageServer("?", 0, null, SourceRef.at("nodes.json", 1, 21)));
    }

    @Test
    void twoSystemsLeaveTheOtherRecordsUnplaced() throws Exception {
        SourceFile file = SourceFile.of("two.json", """
                {"data": {
                  "systems": [{"id": "2107-75AAA11"}, {"id": "2107-75BBB21"}],
                  "nodes": [{"id": "00"}]
                }}""");

        ParseResult result = reader.read(file, ReadContext.NONE);

        assertThat(result.elements()).containsExactly(
                new StorageImage("IBM.2107-75AAA11", null, "2107", null, null, null, SourceRef.at("two.json", 2, 15)),
                new StorageImage("IBM.2107-75BBB21", null, "2107", null, null, null, SourceRef.at("two.json", 2, 39)),
                new StorageServer("?", 0, null, SourceRef.at("two.json", 3, 13)));
        assertThat(result.diagnostics()).containsExactly(Diagnostic.note(SourceRef.at("two.json", 2, 39),
                "this response lists 2 storage images; its other records are placed by zlayout.yaml 'storage:'"
                        + " or by the site"));
    }

    @Test
    void aPagedResponseIsNotedAsPartial() throws Exception {
        SourceFile file = SourceFile.of("paged.json", """
                {"counts": {"data_counts": 1, "total_counts": "3"},
                 "data": {"nodes": [{"id": "00"}]}}""");

        ParseResult result = reader.read(file, ReadContext.NONE);

        assertThat(result.elements()).hasSize(1);
        assertThat(result.diagnostics()).containsExactly(Diagnostic.note(SourceRef.at("paged.json", 1, 12),
                "counts.total_counts is 3 but data.nodes holds 1 object: a paged or partial response;"
                        + " only those are read"));
    }

    @Test
    void anEmptyCollectionReadsAsNothing() throws Exception {
        SourceFile file = SourceFile.of("none.json", "{\"server\": {\"status\": \"ok\"}, \"data\": {\"volumes\": []}}");

        ParseResult result = reader.read(file, ReadContext.NONE);

        assertThat(result.elements()).isEmpty();
        assertThat(result.diagnostics()).isEmpty();
    }

    @Test
    void aUtf8ByteOrderMarkAndCrlfLineEndsAreAccepted() throws Exception {
        byte[] text = "{\r\n\"data\": {\r\n\"nodes\": [\r\n  {\"id\": \"01\"}]}}".getBytes(StandardCharsets.UTF_8);
        byte[] bytes = new byte[text.length + 3];
        bytes[0] = (byte) 0xEF;
        bytes[1] = (byte) 0xBB;
        bytes[2] = (byte) 0xBF;
        System.arraycopy(text, 0, bytes, 3, text.length);
        SourceFile file = new SourceFile(Path.of("bom.json"), "bom.json", bytes);

        ParseResult result = reader.read(file, ReadContext.NONE);

        assertThat(result.elements()).containsExactly(new StorageServer("?", 1, null, SourceRef.at("bom.json", 4, 3)));
    }

    @Test
    void aMappingTakesItsHostFromItsLinkOrItsHostObjectElseIsSkippedWithAWarning() throws Exception {
        SourceFile file = SourceFile.of("maps.json", """
                {"data": {"mappings": [
                  {"lunid": "02", "volume": {"id": "1002"},
                   "link": {"href": "https://hmc:8088/api/v1/hosts/host%201/mappings/02"}},
                  {"lunid": "03", "volume": {"id": "1003"}, "link": {"href": "https://hmc:8088/api/v1/volumes/1003"}}
                ]}}""");

        ParseResult result = reader.read(file, ReadContext.NONE);

        assertThat(result.elements()).containsExactly(
                new HostMapping("?", "host 1", VolumeId.parse("1002"), "02", SourceRef.at("maps.json", 2, 3)));
        assertThat(result.diagnostics()).containsExactly(Diagnostic.warning(SourceRef.at("maps.json", 4, 3),
                "skipped mapping of volume 1003: no host (neither link.href /hosts/<name>/mappings/… nor host.name)"));
    }

    @Test
    void sniffClaimsStrictResponsesAndThePythonLiteralStyleButNotOtherJson() {
        assertThat(reader.sniff(SourceFile.of("a.json",
                "{\"server\": {\"status\": \"ok\"}, \"data\": {\"volumes\": []}}"))).isEqualTo(95);
        assertThat(reader.sniff(SourceFile.of("b.json", "  {\"data\": {\"lss\": []}}"))).isEqualTo(75);
        assertThat(reader.sniff(SourceFile.of("c.txt", "{'server': {'status': 'ok'}, 'data': {'volumes': []}}")))
                .isEqualTo(60);
        assertThat(reader.sniff(SourceFile.of("d.py", "# mock\nALL = {\"data\": {\"volumes\": []}}"))).isZero();
        assertThat(reader.sniff(SourceFile.of("e.json", "{\"report\": [{\"lv\": []}]}"))).isZero();
        assertThat(reader.sniff(SourceFile.of("f.json", "{\"data\": {\"items\": []}}"))).isZero();
        assertThat(reader.sniff(SourceFile.of("g.txt", "Name ID accstate\n=====\nLUN_0100 0000 Online"))).isZero();
        // the API's envelope around a collection zlayout does not read is still the API's
        assertThat(reader.sniff(SourceFile.of("h.json", "{\"server\": {\"status\": \"ok\"}, \"counts\": {},"
                + " \"data\": {\"users\": []}}"))).isEqualTo(70);
        assertThat(reader.sniff(SourceFile.of("i.json", "{\"server\": {}, \"data\": {\"users\": []}}"))).isZero();
    }

    @Test
    void theCatalogListsBothNewReadersAndTheyDoNotClaimEachOthersFiles() throws Exception {
        assertThat(ReaderCatalog.byFormat("ds8k-rest")).containsInstanceOf(RestReader.class);
        assertThat(ReaderCatalog.byFormat("ess-allocation")).containsInstanceOf(EssAllocationReader.class);
        assertThat(new EssAllocationReader().sniff(fixture("all-collections.json"))).isLessThan(50);
    }

    private static SourceRef at(SourceFile file, int line, int column) {
        return SourceRef.at(file.display(), line, column);
    }

    @Test
    void theAllocationMethodOfAVolumeIsRead() throws Exception {
        // given the published volumes response of IBM pyds8k's mock server (allocmethod rotatevols)
        Path path = Path.of("src/test/resources/realworld/ds8k-rest/volumes_one.json");
        SourceFile file = new SourceFile(path, path.toString(), java.nio.file.Files.readAllBytes(path));

        // when
        ParseResult result = reader.read(file, ReadContext.NONE);

        // then the volume carries the method its placement is decided by
        assertThat(result.elements()).filteredOn(Volume.class::isInstance).map(e -> ((Volume) e).allocation())
                .containsExactly(io.zlayout.model.AllocationMethod.ROTATE_VOLUMES);
    }

    static SourceFile fixture(String name) throws IOException {
        try (InputStream in = RestReaderTest.class.getResourceAsStream("/io/zlayout/input/ds8k-rest/" + name)) {
            if (in == null) {
                throw new IOException("no fixture " + name);
            }
            return new SourceFile(Path.of(name), name, in.readAllBytes());
        }
    }
}
