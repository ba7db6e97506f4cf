package io.zlayout.input.linux;

import io.zlayout.input.ParseResult;
import io.zlayout.model.CioIgnoreList;
import io.zlayout.model.id.BusId;
import org.junit.jupiter.api.Test;

import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * The I/O exclusion list in the forms the s390-tools {@code cio_ignore} script prints (zconf/cio_ignore:
 * {@code list_blacklisted}, {@code list_not_blacklisted}, {@code kernel_param}) and the kernel's parameter.
 */
class CioIgnoreParserTest {

    private static CioIgnoreList list(ParseResult r) {
        List<CioIgnoreList> all = r.elements().stream().filter(CioIgnoreList.class::isInstance)
                .map(CioIgnoreList.class::cast).toList();
        assertThat(all).hasSize(1);
        return all.get(0);
    }

    private static BusId b(String s) {
        return BusId.parse(s);
    }

    @Test
    void listOfIgnoredRangesIgnoresWhatItNamesOnly() throws Exception {
        ParseResult r = LinuxReaderTest.read("c.txt", """
                [root@lnx1 ~]# cio_ignore -l
                Ignored devices:
                =================
                0.0.0000-0.0.0008
                0.0.000a-0.0.0200
                0.0.f500
                0.1.0000-0.1.ffff
                """);

        assertThat(LinuxReaderTest.diagnostics(r)).isEmpty();
        CioIgnoreList l = list(r);
        assertThat(l.ignores(b("0.0.0000"))).isTrue();
        assertThat(l.ignores(b("0.0.0009"))).isFalse();
        assertThat(l.ignores(b("0.0.0200"))).isTrue();
        assertThat(l.ignores(b("0.0.0201"))).isFalse();
        assertThat(l.ignores(b("0.0.f500"))).isTrue();
        assertThat(l.ignores(b("0.0.f501"))).isFalse();
        assertThat(l.ignores(b("0.1.40f0"))).isTrue();
        assertThat(l.source().line()).isEqualTo(2);
    }

    @Test
    void listOfDevicesNotIgnoredIgnoresAllOthers() throws Exception {
        ParseResult r = LinuxReaderTest.read("c.txt", """
                # cio_ignore -L
                Devices that are not ignored:
                =============================
                0.0.0009
                0.0.4000-0.0.40ff
                """);

        assertThat(LinuxReaderTest.diagnostics(r)).isEmpty();
        CioIgnoreList l = list(r);
        assertThat(l.ignores(b("0.0.0009"))).isFalse();
        assertThat(l.ignores(b("0.0.40f0"))).isFalse();
        assertThat(l.ignores(b("0.0.4100"))).isTrue();
        assertThat(l.ignores(b("0.1.40f0"))).isTrue();
    }

    @Test
    void kernelParameterIsReadLeftToRightWithShortDeviceNumbers() throws Exception {
        ParseResult r = LinuxReaderTest.read("k.txt", "# cio_ignore -k\ncio_ignore=all,!condev,!0009,!4000-4007\n");

        CioIgnoreList l = list(r);
        assertThat(l.ignores(b("0.0.4007"))).isFalse();
        assertThat(l.ignores(b("0.0.40f0"))).isTrue();
        assertThat(l.ignores(b("0.0.0009"))).isFalse();
        // condev names the console, which no capture tells: said once
        assertThat(LinuxReaderTest.diagnostics(r)).singleElement().asString().contains("ipldev and condev");
    }

    @Test
    void procListWithoutHeadingIsKnownByItsRanges() throws Exception {
        ParseResult r = LinuxReaderTest.read("proc.txt", "0.0.0000-0.0.0008\n0.0.000a-0.0.ffff\n");

        assertThat(list(r).ignores(b("0.0.0009"))).isFalse();
        assertThat(list(r).ignores(b("0.0.4000"))).isTrue();
    }

    @Test
    void aLineThatIsNoRangeIsSkippedWithAWarningNamingIt() throws Exception {
        ParseResult r = LinuxReaderTest.read("c.txt", """
                # cio_ignore -l
                Ignored devices:
                =================
                0.0.0000-0.0.0008
                0.0.0010-0.0.0009
                0.7.0000
                """);

        assertThat(list(r).ignores(b("0.0.0000"))).isTrue();
        assertThat(LinuxReaderTest.diagnostics(r)).singleElement().asString().contains("c.txt:5:1")
                .contains("cio_ignore: expected a bus ID or a range of bus IDs").contains("lines 5-6 skipped");
    }
}
