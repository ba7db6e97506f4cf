package io.zlayout.input.dscli;

import io.zlayout.model.id.VolumeId;
import io.zlayout.model.Diagnostic;
import io.zlayout.input.InputException;
import io.zlayout.input.ParseResult;
import io.zlayout.input.ReadContext;
import io.zlayout.input.SourceFile;
import io.zlayout.model.HostConnection;
import io.zlayout.model.IoPort;
import io.zlayout.model.RaidArray;
import io.zlayout.model.StorageImage;
import io.zlayout.model.Volume;
import io.zlayout.model.VolumeGroup;
import org.junit.jupiter.api.Test;

import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

/**
 * DSCLI output as people paste it (the forms the real-world corpus showed, here varied): the prompt sharing its
 * line with the output of stdin-driven DSCLI, {@code Command:} echo lines, elisions, runs of blanks collapsed to
 * one, shell and log lines around the output, collectors' section markers, and files from which nothing is read.
 */
class DscliAsPastedTest {

    private static ParseResult read(String text) throws InputException {
        return new DscliReader().read(SourceFile.of("f.txt", text), ReadContext.NONE);
    }

    private static <T> List<T> all(ParseResult r, Class<T> type) {
        return r.elements().stream().filter(type::isInstance).map(type::cast).toList();
    }

    private static List<String> warnings(ParseResult r) {
        return r.diagnostics().stream().filter(d -> d.level() == Diagnostic.Level.WARNING).map(Diagnostic::toString)
                .toList();
    }

    private static List<String> notes(ParseResult r) {
        return r.diagnostics().stream().filter(d -> d.level() == Diagnostic.Level.NOTE).map(Diagnostic::toString)
                .toList();
    }

    @Test
    void stdinDrivenOutputThatStartsOnThePromptLineIsRead() throws InputException {
        // given: DSCLI reading its commands from stdin prints the prompt, then the output, on one line
        String text = "dscli> Name|ID|Storage Unit|Model|WWNN|State|ESSNet\n"
                + "==================================================\n"
                + "DS8K-1|IBM.2107-75DWA61|IBM.2107-75DWA60|961|5005076306FFD5C1|Online|Enabled\n"
                + "dscli> ID|WWPN|State|Type|topo|portgrp\n"
                + "======================================\n"
                + "I0000|500507630A00029F|Online|Fibre Channel-SW|SCSI-FCP|0\n"
                + "I0001|500507630A00429F|Online|Fibre Channel-SW|FICON|0\n"
                + "dscli> \n";

        ParseResult r = read(text);

        assertThat(all(r, StorageImage.class)).extracting(StorageImage::id).containsExactly("IBM.2107-75DWA61");
        assertThat(all(r, IoPort.class)).extracting(IoPort::id, IoPort::image)
                .containsExactly(org.assertj.core.groups.Tuple.tuple("I0000", "IBM.2107-75DWA61"),
                        org.assertj.core.groups.Tuple.tuple("I0001", "IBM.2107-75DWA61"));
        assertThat(warnings(r)).isEmpty();
        assertThat(notes(r)).containsExactly("f.txt:1: note: read 2 outputs that start on the 'dscli>' prompt's line"
                + " (DSCLI reading its commands from stdin)");
    }

    @Test
    void anAlignedTableWhoseHeaderFollowsThePromptLinesUpWithItsRows() throws InputException {
        // given: the default format; the rows line up under the header as DSCLI printed it, without the prompt
        String text = "dscli> ID    WWPN             State  Type             topo     portgrp\n"
                + "===================================================================\n"
                + "I0130 500507630A0B429F Online Fibre Channel-LW FICON          1\n";

        ParseResult r = read(text);

        assertThat(all(r, IoPort.class)).singleElement().satisfies(p -> {
            assertThat(p.wwpn()).hasToString("0x500507630a0b429f");
            assertThat(p.type()).isEqualTo("Fibre Channel-LW");
            assertThat(p.topology()).isEqualTo("FICON");
        });
    }

    @Test
    void aPromptFollowedByACommandIsStillTheCommandsEcho() throws InputException {
        String text = "dscli> lsvolgrp -dev IBM.2107-75DWA61\nName ID  Type\n=============\nLNX V11 SCSI Mask\n";

        ParseResult r = read(text);

        assertThat(all(r, VolumeGroup.class)).singleElement().satisfies(v -> {
            assertThat(v.image()).isEqualTo("IBM.2107-75DWA61");
            assertThat(v.type()).isEqualTo("SCSI Mask");
        });
        assertThat(notes(r)).isEmpty();
    }

    @Test
    void echoModeCommandLinesNameTheCommandAndItsOptions() throws InputException {
        // given: DSCLI's echo mode and HMC-collected listings print "Command:<cmd>" above each output
        String text = "Date/Time: July 11, 2018 8:14:29 PM GMT IBM DSCLI Version: 7.8.24.11  DS:\n"
                + "dscli> Command:ver\n"
                + "Date/Time: July 11, 2018 8:14:30 PM GMT IBM DSCLI Version: 7.8.24.11 DS: -\n"
                + "DSCLI 7.8.24.11\n"
                + "Command:lssi -l\n"
                + "Date/Time: July 11, 2018 8:16:11 PM GMT IBM DSCLI Version: 7.8.24.11 DS: -\n"
                + "Name|ID|Storage Unit|Model|WWNN|State|ESSNet|Volume Group|desc\n"
                + "==============================================================\n"
                + "DS8870-1|IBM.2107-75DWA61|IBM.2107-75DWA60|961|5005076306FFD5C1|Online|Enabled|"
                + "IBM.2107-75DWA61/V0|-\n"
                + "Command:lsckdvol -fmt delim -hdr off -dev IBM.2107-75DAM11\n"
                + "ckd0900|0900|Online|Normal|Normal|3390-9|CKD Base|-|P1|10017\n"
                + "ckd0901|0901|Online|Normal|Normal|3390-9|CKD Base|-|P1|10017\n";

        ParseResult r = read(text);

        assertThat(all(r, StorageImage.class)).extracting(StorageImage::id).containsExactly("IBM.2107-75DWA61");
        assertThat(all(r, Volume.class)).extracting(Volume::image, Volume::id, Volume::cylinders)
                .containsExactly(org.assertj.core.groups.Tuple.tuple("IBM.2107-75DAM11", VolumeId.parse("0900"), 10017),
                        org.assertj.core.groups.Tuple.tuple("IBM.2107-75DAM11", VolumeId.parse("0901"), 10017));
        assertThat(notes(r)).containsExactly("f.txt:2: note: skipped 1 line of 'ver' output: zlayout does not read it");
        assertThat(warnings(r)).isEmpty();
    }

    @Test
    void elisionLinesAreSkippedWithOneNotePerOutput() throws InputException {
        String text = "dscli> lsfbvol -dev IBM.2107-75DWA61\n"
                + "Name ID   accstate datastate configstate deviceMTM datatype extpool cap (2^30B) cap (10^9B) cap (blocks)\n"
                + "=====================================================================================================\n"
                + "L0   1000 Online   Normal    Normal      2107-900  FB 512   P0             50.0           -    104857600\n"
                + "...\n"
                + "L1   1001 Online   Normal    Normal      2107-900  FB 512   P0             50.0           -    104857600\n"
                + "  (...)  \n"
                + "dscli> showfbvol -dev IBM.2107-75DWA61 1000\n"
                + "Name         L0\n"
                + "ID           1000\n"
                + "\u2026\n"
                + "extpool      P0\n"
                + "cap (blocks) 104857600\n";

        ParseResult r = read(text);

        assertThat(all(r, Volume.class)).extracting(v -> v.id().toString()).containsExactly("1000", "1001", "1000");
        assertThat(notes(r)).containsExactly(
                "f.txt:5: note: skipped 2 elision lines ('...' where the text leaves rows out, at lines 5, 7): only the"
                        + " rows shown are read",
                "f.txt:11: note: skipped an elision line ('...' where the text leaves rows out): only the rows shown"
                        + " are read");
        assertThat(warnings(r)).isEmpty();
    }

    @Test
    void collapsedBlanksAreReadByAnchoringOneWordColumns() throws InputException {
        // given: a table copied from a web page: every run of blanks is one blank, values hold blanks
        String text = "dscli> lshostconnect -dev IBM.2107-75DWA61\n"
                + "Name ID WWPN HostType Profile portgrp volgrpID ESSIOport\n"
                + "===========================================================\n"
                + "LNX_A 0000 10000090FAF6D5A4 LinuxRHEL Intel - Linux RHEL 0 V11 all\n"
                + "AIX_B 0001 10000090FAF5E642 pSeries IBM pSeries - AIX 0 V12 I0000,I0130\n"
                + "dscli> lsvolgrp -dev IBM.2107-75DWA61\n"
                + "Name ID Type\n"
                + "============\n"
                + "All CKD V10 FICON/ESCON All\n"
                + "All Fixed Block-512 V20 SCSI All\n"
                + "LNX V11 SCSI Mask\n"
                + "dscli> lsioport -dev IBM.2107-75DWA61\n"
                + "ID WWPN State Type topo portgrp\n"
                + "===============================\n"
                + "I0000 500507630A00029F Communication established Fibre Channel-SW SCSI-FCP 0\n"
                + "dscli> lsarray -dev IBM.2107-75DWA61\n"
                + "Array State Data RAIDtype arsite Rank DA Pair DDMcap (10^9B)\n"
                + "============================================================\n"
                + "A1 Assigned Normal 5 (6+P+S) S32 R1 18 400.0\n";

        ParseResult r = read(text);

        assertThat(all(r, HostConnection.class)).extracting(HostConnection::id, HostConnection::hostType,
                        HostConnection::volumeGroup, HostConnection::ioPorts)
                .containsExactly(org.assertj.core.groups.Tuple.tuple("0000", "LinuxRHEL", "V11", List.of()),
                        org.assertj.core.groups.Tuple.tuple("0001", "pSeries", "V12", List.of("I0000", "I0130")));
        assertThat(all(r, VolumeGroup.class)).extracting(VolumeGroup::id, VolumeGroup::name, VolumeGroup::type)
                .containsExactly(org.assertj.core.groups.Tuple.tuple("V10", "All CKD", "FICON/ESCON All"),
                        org.assertj.core.groups.Tuple.tuple("V20", "All Fixed Block-512", "SCSI All"),
                        org.assertj.core.groups.Tuple.tuple("V11", "LNX", "SCSI Mask"));
        assertThat(all(r, IoPort.class)).singleElement().satisfies(p -> {
            assertThat(p.state()).isEqualTo("Communication established");
            assertThat(p.type()).isEqualTo("Fibre Channel-SW");
        });
        assertThat(all(r, RaidArray.class)).singleElement().satisfies(a -> {
            assertThat(a.raidType()).isEqualTo("5 (6+P+S)");
            assertThat(a.rank()).isEqualTo("R1");
            assertThat(a.daPair()).isEqualTo(18);
        });
    }

    @Test
    void aCollapsedRowWithTooFewWordsIsAnErrorNamingTheLine() {
        String text = "dscli> lsvolgrp\nName ID Type\n============\nAll CKD\n";

        assertThatThrownBy(() -> read(text)).isInstanceOf(InputException.class)
                .hasMessage("f.txt:4: expected a value under each of the 3 columns of the header at line 2, found 2 words");
    }

    @Test
    void shellPromptsAndLogLinesAroundTheOutputAreOneNotePerRun() throws InputException {
        String text = "$ dscli -hmc1 10.1.1.1 -user admin\n"
                + "Enter your password:\n"
                + "2014-09-18 23:04:05,621 - SYNC - INFO - running lsrank\n"
                + "dscli> lsrank -dev IBM.2107-75DWA61\n"
                + "ID Group State  datastate Array RAIDtype extpoolID stgtype\n"
                + "==========================================================\n"
                + "R0     0 Normal Normal    A0    5        P0        fb\n"
                + "[root@lnx1 ~]# exit\n";

        ParseResult r = read(text);

        assertThat(r.elements()).hasSize(1);
        assertThat(notes(r)).containsExactly(
                "f.txt:1: note: skipped 3 lines around the DSCLI output (shell or login prompts, log lines)",
                "f.txt:8: note: skipped a line around the DSCLI output (shell or login prompts, log lines)");
        assertThat(warnings(r)).isEmpty();
    }

    @Test
    void aCollectorsSectionMarkersNameTheCommands() throws InputException {
        // given: a collector that runs DSCLI per command and writes "#### <name>" ... "#### </name>" around each
        String text = "\n#### <lsioport>\n"
                + "ID|WWPN|State|Type|topo|portgrp|Speed\n"
                + "=====================================\n"
                + "I0000|500507630A00029F|Online|Fibre Channel-SW|SCSI-FCP|0|16 Gb/s\n"
                + "#### </lsioport>\n"
                + "\n#### <lsuser>\n"
                + "Name|Group|State\n"
                + "================\n"
                + "admin|admin|active\n"
                + "#### </lsuser>\n";

        ParseResult r = read(text);

        assertThat(all(r, IoPort.class)).extracting(IoPort::id).containsExactly("I0000");
        assertThat(notes(r)).containsExactly("f.txt:8: note: skipped 3 lines of 'lsuser' output: zlayout does not read it");
    }

    @Test
    void aFileOfOutputsZlayoutDoesNotReadIsAWarningSayingWhy() throws InputException {
        String text = "dscli> showpass\nPassword Expiration   90 days\nFailed Logins Allowed 5\n"
                + "dscli> lsfbvol -dev IBM.2107-75DWA61 -lss 40\nCMUC00234I lsfbvol: No FB Volume found.\n";

        ParseResult r = read(text);

        assertThat(r.elements()).isEmpty();
        assertThat(warnings(r)).containsExactly("f.txt:1: warning: nothing read from this DSCLI output: it holds the"
                + " output of commands zlayout does not read (showpass); DSCLI found no objects (zlayout reads "
                + String.join(", ", Command.words()) + ")");
    }

    @Test
    void aLogOfDscliMessagesOnlyIsAWarningSayingSo() throws InputException {
        ParseResult r = read("2014-09-18 23:04:02,189 - SYNC - INFO - resyncflash -cp 0001:0002\n"
                + "CMUC00168I resyncflash: FlashCopy volume pair 0001:0002 successfully resynchronized.\n");

        assertThat(r.elements()).isEmpty();
        assertThat(warnings(r)).singleElement().asString().contains("it holds DSCLI messages only, no listing"
                + " (1 message)");
    }

    @Test
    void onlyElisionsAndPromptsIsAWarningNotSilence() throws InputException {
        ParseResult r = read("dscli> \n...\ndscli> exit\n");

        assertThat(r.elements()).isEmpty();
        assertThat(warnings(r)).singleElement().asString().contains("nothing read from this DSCLI output: no table,"
                + " key/value lines or XML of a command zlayout reads");
    }

    @Test
    void aGarbledRowAfterAPromptSharedLineIsAnErrorNamingItsLine() {
        String text = "dscli> ID|WWPN|State|Type|topo|portgrp\n======\nI0000|500507630A00029F|Online\n";

        assertThatThrownBy(() -> read(text)).isInstanceOf(InputException.class)
                .hasMessage("f.txt:3: expected 6 fields parted by '|' as the header at line 1 has, found 3 fields");
    }

    @Test
    void echoLinesAndPromptSharedOutputAreSniffedAsDscli() {
        assertThat(new DscliReader().sniff(SourceFile.of("a.txt", "Command:lsfbvol -l\nName|ID\n"))).isGreaterThan(90);
        assertThat(new DscliReader().sniff(SourceFile.of("b.txt", "dscli> ID|WWPN|State\n====\n"))).isGreaterThan(90);
        assertThat(new DscliReader().sniff(SourceFile.of("c.txt", "Command: run the backup\nok\n"))).isLessThan(50);
    }
}
