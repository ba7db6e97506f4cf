package io.zlayout.topology;

import io.zlayout.model.id.VolumeId;
import io.zlayout.model.Diagnostic;
import io.zlayout.input.InputException;
import io.zlayout.input.Inputs;
import io.zlayout.input.LoadedInput;
import io.zlayout.input.Manifest;
import io.zlayout.input.ParseResult;
import io.zlayout.model.Element;
import io.zlayout.model.Ids;
import io.zlayout.model.IoPort;
import io.zlayout.model.id.Wwn;
import io.zlayout.model.SourceRef;
import io.zlayout.model.Volume;
import io.zlayout.model.VolumeKind;
import org.junit.jupiter.api.Test;

import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

class SiteAssemblerTest {

    private static Volume vol(String image, String id, String pool, Long bytes, String file, int line) {
        return new Volume(image, VolumeId.parse(id), null, VolumeKind.FB, null, null, pool, bytes, null, null, List.of(), null,
                SourceRef.at(file, line));
    }

    private static Inputs inputs(Manifest manifest, List<Element> a, List<Element> b) {
        return new Inputs(List.of(
                new LoadedInput("a.txt", "fake", null, new ParseResult("fake", a, List.of())),
                new LoadedInput("b.txt", "fake", null, new ParseResult("fake", b, List.of()))),
                List.of(), manifest, null, null);
    }

    @Test
    void factsAboutOneVolumeFromTwoInputsAreMergedIntoOneRecord() throws Exception {
        Site site = SiteAssembler.assemble(inputs(Manifest.EMPTY,
                List.of(vol("IBM.2107-75AAAA1", "1000", "P0", null, "a.txt", 3)),
                List.of(vol("IBM.2107-75AAAA1", "1000", null, 1024L, "b.txt", 7))));
        assertThat(site.all(Volume.class)).containsExactly(
                vol("IBM.2107-75AAAA1", "1000", "P0", 1024L, "a.txt", 3));
        assertThat(site.diagnostics()).isEmpty();
    }

    @Test
    void conflictingFactsAreReportedWithBothSources() throws Exception {
        Site site = SiteAssembler.assemble(inputs(Manifest.EMPTY,
                List.of(vol("IBM.2107-75AAAA1", "1000", "P0", null, "a.txt", 3)),
                List.of(vol("IBM.2107-75AAAA1", "1000", "P1", null, "b.txt", 7))));
        assertThat(site.all(Volume.class)).extracting(Volume::pool).containsExactly("P0");
        assertThat(site.diagnostics()).filteredOn(d -> d.level() == Diagnostic.Level.WARNING)
                .containsExactly(new Diagnostic(Diagnostic.Level.WARNING,
                SourceRef.at("b.txt", 7),
                "volume:IBM.2107-75AAAA1/1000: conflicting pool: 'P1' here, 'P0' at a.txt:3",
                SourceRef.at("a.txt", 3)));
    }

    @Test
    void conflictingWwpnsAreQuotedInTheirCanonicalForm() throws Exception {
        Site site = SiteAssembler.assemble(inputs(Manifest.EMPTY,
                List.of(port("0x50050763090000A1", "a.txt", 2)), List.of(port("50:05:07:63:09:00:00:a2", "b.txt", 5))));
        assertThat(site.all(IoPort.class)).extracting(IoPort::wwpn).containsExactly(Wwn.parse("0x50050763090000a1"));
        assertThat(site.diagnostics()).extracting(Diagnostic::message).containsExactly(
                "ioport:IBM.2107-75AAAA1/I0000: conflicting wwpn: '0x50050763090000a2' here, '0x50050763090000a1' at a.txt:2");
    }

    private static IoPort port(String wwpn, String file, int line) {
        return new IoPort("IBM.2107-75AAAA1", "I0000", Wwn.parse(wwpn), null, null, null, null, null,
                SourceRef.at(file, line));
    }

    @Test
    void unknownImageGoesToTheOnlyImageOfTheSite() throws Exception {
        Site site = SiteAssembler.assemble(inputs(Manifest.EMPTY,
                List.of(vol("IBM.2107-75AAAA1", "1000", null, null, "a.txt", 1)),
                List.of(vol(Ids.UNKNOWN_IMAGE, "1001", null, null, "b.txt", 1))));
        assertThat(site.all(Volume.class)).extracting(Volume::identity).containsExactly(
                "volume:IBM.2107-75AAAA1/1000", "volume:IBM.2107-75AAAA1/1001");
    }

    @Test
    void unknownImageGoesToTheImageTheManifestNames() throws Exception {
        Manifest m = new Manifest(null, "IBM.2107-75BBBB1", null, null, null, null, null, null, null);
        Site site = SiteAssembler.assemble(inputs(m,
                List.of(vol("IBM.2107-75AAAA1", "1000", null, null, "a.txt", 1)),
                List.of(vol(Ids.UNKNOWN_IMAGE, "1001", null, null, "b.txt", 1))));
        assertThat(site.all(Volume.class)).extracting(Volume::identity).containsExactly(
                "volume:IBM.2107-75AAAA1/1000", "volume:IBM.2107-75BBBB1/1001");
    }

    @Test
    void unknownImageWithNoImageAnywhereIsKeptAsUnknownWithAWarning() throws Exception {
        Site site = SiteAssembler.assemble(inputs(Manifest.EMPTY,
                List.of(vol(Ids.UNKNOWN_IMAGE, "1000", null, null, "a.txt", 4)), List.of()));
        assertThat(site.all(Volume.class)).extracting(Volume::identity).containsExactly("volume:unknown/1000");
        assertThat(site.diagnostics()).extracting(Diagnostic::source).containsExactly(SourceRef.at("a.txt", 4));
    }

    @Test
    void unknownImageAmongSeveralImagesIsAnInputError() {
        assertThatThrownBy(() -> SiteAssembler.assemble(inputs(Manifest.EMPTY,
                List.of(vol("IBM.2107-75AAAA1", "1000", null, null, "a.txt", 1),
                        vol("IBM.2107-75BBBB1", "1000", null, null, "a.txt", 2)),
                List.of(vol(Ids.UNKNOWN_IMAGE, "1001", null, null, "b.txt", 5)))))
                .isInstanceOf(InputException.class)
                .hasMessageStartingWith("b.txt:5: cannot tell which storage image this export describes: the site has"
                        + " IBM.2107-75AAAA1, IBM.2107-75BBBB1");
    }
}
