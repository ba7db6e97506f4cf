package io.zlayout.input;

import io.zlayout.input.catalog.ReaderCatalog;
import io.zlayout.model.Element;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Map;
import java.util.TreeMap;

import static org.assertj.core.api.Assertions.assertThat;

/** Every prompt form, recognised alike by each reader that splits a pasted session at its commands. */
class PromptTest {

    @Test
    void everyShellPromptFormIsFoundWithTheCommandAfterIt() {
        assertThat(split("$ lszfcp -D")).isEqualTo("SHELL|$|lszfcp -D");
        assertThat(split("# lszfcp -D")).isEqualTo("HASH|#|lszfcp -D");
        assertThat(split("#> lsluns -a")).isEqualTo("SHELL|#>|lsluns -a");
        assertThat(split("> multipath -ll")).isEqualTo("SHELL|>|multipath -ll");
        assertThat(split("root@lnx1:~# lsdasd")).isEqualTo("SHELL|root@lnx1:~#|lsdasd");
        assertThat(split("user@lnx1:~$ sudo multipath -ll")).isEqualTo("SHELL|user@lnx1:~$|multipath -ll");
        assertThat(split("[root@lnx1 ~]# lvs")).isEqualTo("SHELL|[root@lnx1 ~]#|lvs");
        assertThat(split("[user@lnx1 tmp]$ sudo lscss")).isEqualTo("SHELL|[user@lnx1 tmp]$|lscss");
        assertThat(split("lnx1:~ # lschp")).isEqualTo("SHELL|lnx1:~ #|lschp");
        assertThat(split("  lnx1> vmcp -b 8k q v fcp")).isEqualTo("HOST|lnx1>|vmcp -b 8k q v fcp");
        assertThat(split("dscli> lsfbvol -l")).isEqualTo("DSCLI|dscli>|lsfbvol -l");
        assertThat(split("DSCLI> lsioport")).isEqualTo("DSCLI|DSCLI>|lsioport");
        assertThat(split("Command:lsfbvol -dev IBM.2107-75AB121")).isEqualTo("LABEL|Command:|lsfbvol -dev "
                + "IBM.2107-75AB121");
    }

    @Test
    void aPromptAloneHasNoCommand() {
        Prompt p = Prompt.of("user@lnx1:~$ ");
        assertThat(p.kind()).isEqualTo(Prompt.Kind.SHELL);
        assertThat(p.alone("user@lnx1:~$ ")).isTrue();
        assertThat(Prompt.of("$ sudo").alone("$ sudo")).isTrue();
    }

    @Test
    void outputAndConfigurationLinesAreNoPrompt() {
        assertThat(Prompt.of("0.0.3d0c host0")).isNull();
        assertThat(Prompt.of("mpatha (36005076303ffc562000000000000120c) dm-0 IBM,2107900")).isNull();
        assertThat(Prompt.of("  |- 0:0:0:1 sda 8:0 active ready running")).isNull();
        assertThat(Prompt.of("FCP  F800 ON FCP   F807 CHPID 1C SUBCHANNEL = 000B")).isNull();
        assertThat(Prompt.of("Name|ID|Storage Unit|Model")).isNull();
        assertThat(Prompt.of("")).isNull();
        assertThat(Prompt.of("[global]")).isNull();
        assertThat(Prompt.of("a=b> c")).isNull();
    }

    @Test
    void dbginfoRuleIsTwentyOrMoreHashesAndNothingElse() {
        assertThat(Prompt.dbginfoRule("#".repeat(20))).isTrue();
        assertThat(Prompt.dbginfoRule("#".repeat(80))).isTrue();
        assertThat(Prompt.dbginfoRule("#".repeat(19))).isFalse();
        assertThat(Prompt.dbginfoRule("#".repeat(20) + " ")).isFalse();
        assertThat(Prompt.dbginfoRule("# " + "#".repeat(20))).isFalse();
        assertThat(Prompt.dbginfoRule("")).isFalse();
    }

    @Test
    void theCpCommandOfVmcpHcpAndHashCpLines() {
        assertThat(Prompt.cp("vmcp q v fcp")).isEqualTo("q v fcp");
        assertThat(Prompt.cp("vmcp -b 8k q v fcp")).isEqualTo("q v fcp");
        assertThat(Prompt.cp("vmcp --buffer=1M q chpid 40")).isEqualTo("q chpid 40");
        assertThat(Prompt.cp("sudo /usr/sbin/vmcp q paths")).isEqualTo("q paths");
        assertThat(Prompt.cp("hcp q dasd details 0100")).isEqualTo("q dasd details 0100");
        assertThat(Prompt.cp("#CP QUERY FCP")).isEqualTo("QUERY FCP");
        assertThat(Prompt.cp("lszfcp -D")).isNull();
        assertThat(Prompt.ready("Ready; T=0.01/0.01 11:42:01")).isTrue();
        assertThat(Prompt.ready("Ready(00040);")).isTrue();
        assertThat(Prompt.ready("Already;")).isFalse();
    }

    /** The same prompt before a Linux command and before a CP command through vmcp starts a capture in both. */
    @ParameterizedTest
    @ValueSource(strings = {"$ ", "# ", "#> ", "root@lnx1:~# ", "user@lnx1:~$ sudo ", "[root@lnx1 ~]# ",
        "lnx1:~ # "})
    void eachPromptStartsACaptureOfLinuxAndOfCpOutput(String prompt) throws Exception {
        String lsdasd = Files.readString(Path.of("src/test/resources/realworld/linux/yast-s390_lsdasd.txt"));
        String qvfcp = Files.readString(Path.of("src/test/resources/realworld/zvm-cp/yast-s390_vmcp_q_v_fcp.txt"));

        // given a session of uname, then lsdasd; and one of uname, then vmcp q v fcp, each after the prompt
        SourceFile linux = SourceFile.of("linux.txt", prompt + "uname -r\n5.14.0-70.13.1.el9_0.s390x\n" + prompt
                + "lsdasd\n" + lsdasd + prompt + "\n");
        SourceFile cp = SourceFile.of("cp.txt", prompt + "uname -r\n5.14.0-70.13.1.el9_0.s390x\n" + prompt
                + "vmcp q v fcp\n" + qvfcp + prompt + "\n");

        // then each is read by its reader to the records of the capture, and uname's output to nothing
        assertThat(counts(linux, "linux")).isEqualTo(Map.of("DasdDevice", 9));
        assertThat(counts(cp, "zvm-cp")).isEqualTo(Map.of("ZvmVirtualFcp", 1));
    }

    private static Map<String, Integer> counts(SourceFile file, String format) throws InputException {
        InputReader reader = ReaderCatalog.all().stream().filter(r -> r.format().equals(format)).findFirst()
                .orElseThrow();
        assertThat(reader.sniff(file)).as(format + " sniffs " + file.display()).isGreaterThanOrEqualTo(
                InputReader.LIKELY);
        Map<String, Integer> out = new TreeMap<>();
        for (Element e : reader.read(file, new ReadContext(null, null)).elements()) {
            out.merge(e.getClass().getSimpleName(), 1, Integer::sum);
        }
        return out;
    }

    private static String split(String line) {
        Prompt p = Prompt.of(line);
        return p == null ? null : p.kind() + "|" + p.text() + "|" + p.command(line);
    }
}
