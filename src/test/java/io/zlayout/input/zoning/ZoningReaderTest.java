package io.zlayout.input.zoning;

import io.zlayout.input.InputException;
import io.zlayout.input.ParseResult;
import io.zlayout.input.ReadContext;
import io.zlayout.input.SourceFile;
import io.zlayout.input.catalog.ReaderCatalog;
import io.zlayout.model.Diagnostic;
import io.zlayout.model.SanZone;
import io.zlayout.model.id.Wwn;
import org.junit.jupiter.api.Test;

import java.nio.charset.StandardCharsets;
import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

/** The zoning reader on each form it reads, on aliases, and on malformed input. */
class ZoningReaderTest {

    private final ZoningReader reader = new ZoningReader();

    private ParseResult read(String text) throws InputException {
        return reader.read(SourceFile.of("zoning.txt", text), ReadContext.NONE);
    }

    private static List<SanZone> zones(ParseResult r) {
        return r.elements().stream().map(SanZone.class::cast).toList();
    }

    private static List<String> wwpns(SanZone z) {
        return z.members().stream().map(Wwn::toString).toList();
    }

    @Test
    void brocadeCfgshowReadsTheEffectiveZonesWithAliasesResolvedFromTheDefinedOnes() throws Exception {
        ParseResult r = read("switch:admin> cfgshow\n"
                + "Defined configuration:\n"
                + " cfg:\tPROD_A\tZ_LNXA_FC00; Z_OLD\n"
                + " zone:\tZ_LNXA_FC00\n"
                + "\t\tLNXA_FC00; DS8K_I0001; DS8K_I0101\n"
                + " zone:\tZ_OLD\tc0:50:76:ff:e5:00:00:40; 1,4\n"
                + " alias:\tLNXA_FC00\n"
                + "\t\tc0:50:76:ff:e5:00:00:00\n"
                + " alias:\tDS8K_I0001\n"
                + "\t\t50:05:07:63:09:00:40:c1\n"
                + " alias:\tDS8K_I0101\t50:05:07:63:09:08:40:c1\n"
                + "\n"
                + "Effective configuration:\n"
                + " cfg:\tPROD_A\n"
                + " zone:\tZ_LNXA_FC00\n"
                + "\t\tLNXA_FC00\n"
                + "\t\tDS8K_I0001\n"
                + "\t\tDS8K_I0101\n"
                + " zone:\tZ_OLD\n"
                + "\t\tc0:50:76:ff:e5:00:00:40\n"
                + "\t\t1,4\n");
        List<SanZone> zones = zones(r);
        assertThat(zones).extracting(SanZone::identity).containsExactly("zone:PROD_A/Z_LNXA_FC00", "zone:PROD_A/Z_OLD");
        assertThat(wwpns(zones.get(0))).containsExactly("0xc05076ffe5000000", "0x50050763090040c1",
                "0x50050763090840c1");
        assertThat(zones.get(0).unresolved()).isEmpty();
        assertThat(zones.get(0).source().line()).isEqualTo(15);
        assertThat(wwpns(zones.get(1))).containsExactly("0xc05076ffe5000040");
        assertThat(zones.get(1).unresolved()).containsExactly("1,4");
        assertThat(r.diagnostics()).extracting(Diagnostic::message)
                .anySatisfy(m -> assertThat(m).contains("zone Z_OLD: 1 member is not a WWPN this capture resolves (1,4)"));
    }

    @Test
    void brocadeWithoutAnEffectiveConfigurationReadsNoZoneAndSaysSo() throws Exception {
        ParseResult r = read("Defined configuration:\n zone:\tZ1\tc0:50:76:ff:e5:00:00:40\n\n"
                + "Effective configuration:\n no configuration in effect\n");
        assertThat(r.elements()).isEmpty();
        assertThat(r.diagnostics()).extracting(Diagnostic::message)
                .anySatisfy(m -> assertThat(m).startsWith("nothing read"));
    }

    @Test
    void ciscoActiveZoneSetWithDeviceAliasesAndFcaliasesResolved() throws Exception {
        ParseResult r = read("mds# show device-alias database\n"
                + "device-alias name LNXA_FC00 pwwn c0:50:76:ff:e5:00:00:00\n"
                + "mds# show zoneset active vsan 10\n"
                + "zoneset name ZS_A vsan 10\n"
                + "  zone name Z_LNXA_FC00 vsan 10\n"
                + "  * fcid 0x6b0001 [pwwn c0:50:76:ff:e5:00:00:00] [LNXA_FC00]\n"
                + "    fcalias name DS8K_A vsan 10\n"
                + "      pwwn 50:05:07:63:09:00:40:c1\n"
                + "      pwwn 50:05:07:63:09:08:40:c1\n"
                + "  zone name Z_B vsan 10\n"
                + "    device-alias LNXA_FC00\n"
                + "    device-alias UNKNOWN_HBA\n"
                + "    pwwn 50:05:07:63:09:13:40:c1\n");
        List<SanZone> zones = zones(r);
        assertThat(zones).extracting(SanZone::identity).containsExactly("zone:ZS_A vsan 10/Z_LNXA_FC00",
                "zone:ZS_A vsan 10/Z_B");
        assertThat(wwpns(zones.get(0))).containsExactly("0xc05076ffe5000000", "0x50050763090040c1",
                "0x50050763090840c1");
        assertThat(wwpns(zones.get(1))).containsExactly("0xc05076ffe5000000", "0x50050763091340c1");
        assertThat(zones.get(1).unresolved()).containsExactly("device-alias UNKNOWN_HBA");
    }

    @Test
    void sniffsItsFormsAndNothingElse() {
        assertThat(reader.sniff(SourceFile.of("a", "zoneset name Z vsan 1\nzone name A vsan 1\npwwn 50:05:07:63:09:00:40:c1\n")))
                .isGreaterThanOrEqualTo(90);
        assertThat(reader.sniff(SourceFile.of("a", "Effective configuration:\n cfg:\tX\n zone:\tY\n"))).isGreaterThanOrEqualTo(90);
        assertThat(reader.sniff(SourceFile.of("a", "dscli> lshostconnect\nName|ID|WWPN\n"))).isZero();
        assertThat(reader.sniff(SourceFile.of("a", "0.0.fc00 0x50050763090040c1 0x4010400000000000\n"))).isZero();
        // and no other reader claims a zoning capture
        SourceFile cisco = SourceFile.of("z", "zoneset name Z vsan 1\nzone name A vsan 1\npwwn 50:05:07:63:09:00:40:c1\n");
        ReaderCatalog.all().stream().filter(x -> !x.format().equals(ZoningReader.FORMAT))
                .forEach(x -> assertThat(x.sniff(cisco)).as(x.format()).isLessThan(50));
    }

    @Test
    void malformedInputIsAFileLineError() {
        assertThatThrownBy(() -> read("")).isInstanceOf(InputException.class).hasMessageContaining("empty file");
        assertThatThrownBy(() -> reader.read(new SourceFile(null, "bin", "zone\0name".getBytes(StandardCharsets.UTF_8)),
                ReadContext.NONE)).isInstanceOf(InputException.class).hasMessageContaining("binary");
        assertThatThrownBy(() -> read("Effective configuration:\n zone:\t\n"))
                .isInstanceOf(InputException.class).hasMessageContaining("zoning.txt:2")
                .hasMessageContaining("a name after 'zone:'");
        assertThatThrownBy(() -> read("device-alias name X pwwn 50:05:07\n"))
                .isInstanceOf(InputException.class).hasMessageContaining("zoning.txt:1")
                .hasMessageContaining("a pwwn like");
        StringBuilder huge = new StringBuilder("zoneset name Z vsan 1\nzone name A vsan 1\n");
        for (int i = 0; i <= ZoningParser.MAX_MEMBERS; i++) {
            huge.append(String.format("pwwn 50:05:07:63:09:%02x:%02x:c1\n", i / 256, i % 256));
        }
        assertThatThrownBy(() -> read(huge.toString())).isInstanceOf(InputException.class)
                .hasMessageContaining("at most 4096 members");
    }

    @Test
    void truncatedAndStrayLinesAreSaidNotGuessed() throws Exception {
        ParseResult r = read("zoneset name Z vsan 1\nsomething else\nzone name A vsan 1\npwwn 50:05:07:63:09:00:40:c1\n"
                + "garbage here\nzone name A vsan 1\npwwn 50:05:07:63:09:00:40:c2\n");
        assertThat(zones(r)).hasSize(1);
        assertThat(r.diagnostics()).extracting(Diagnostic::message).anySatisfy(m -> assertThat(m).contains("outside a zone"))
                .anySatisfy(m -> assertThat(m).contains("not a zone member"))
                .anySatisfy(m -> assertThat(m).contains("listed twice"));
    }
}
