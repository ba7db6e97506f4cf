package io.zlayout.input;

import com.code_intelligence.jazzer.junit.FuzzTest;
import io.zlayout.input.dscli.DscliReader;
import io.zlayout.input.ess.EssAllocationReader;
import io.zlayout.input.intent.IntentReader;
import io.zlayout.input.iocp.IocpReader;
import io.zlayout.input.linux.LinuxReader;
import io.zlayout.input.rest.RestReader;
import io.zlayout.input.zvm.ZvmDirectoryReader;
import org.junit.jupiter.api.Timeout;

import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.concurrent.TimeUnit;

/**
 * Every reader, fuzzed: whatever the bytes, a reader sniffs without failing and reads them or refuses them
 * with an {@link InputException} naming the file — never another exception, never a hang. One fuzz test per
 * reader and format family, each seeded from {@code ReadersFuzzTestInputs/<test>/} (real-shaped inputs, and
 * every crash a fuzzing run found, kept as a regression input).
 *
 * <p>{@code mvn verify} replays the seeds only (Jazzer's regression mode). Fuzzing for real is one test at a
 * time with {@code JAZZER_FUZZ=1}; {@code bench/fuzz.sh} runs each for a bounded time (docs/robustness.md).
 */
@Timeout(value = 20, unit = TimeUnit.SECONDS)
class ReadersFuzzTest {

    private static final String NAME = "fuzz.input";

    private static void survives(InputReader reader, byte[] data) {
        SourceFile file = new SourceFile(Path.of(NAME), NAME, data);
        reader.sniff(file);
        try {
            reader.read(file, new ReadContext("LNX1", null));
        } catch (InputException e) {
            if (e.getMessage() == null || !e.getMessage().startsWith(NAME)) {
                throw new AssertionError("an input error must name the file first: " + e.getMessage(), e);
            }
        }
    }

    /** Prefixes a capture's command echo, so that the fuzzer's bytes reach that capture's parser. */
    private static byte[] after(String echo, byte[] data) {
        byte[] head = (echo + "\n").getBytes(StandardCharsets.UTF_8);
        byte[] out = new byte[head.length + data.length];
        System.arraycopy(head, 0, out, 0, head.length);
        System.arraycopy(data, 0, out, head.length, data.length);
        return out;
    }

    // ---- IOCP, z/VM -------------------------------------------------------------------------------------

    @FuzzTest
    void iocp(byte[] data) {
        survives(new IocpReader(), data);
    }

    @FuzzTest
    void zvmDirectory(byte[] data) {
        survives(new ZvmDirectoryReader(), data);
    }

    @FuzzTest
    void zvmCp(byte[] data) {
        survives(new io.zlayout.input.zvmcp.ZvmCpReader(), data);
    }

    // ---- storage exports ---------------------------------------------------------------------------------

    @FuzzTest
    void dscliDefault(byte[] data) {
        survives(new DscliReader(), data);
    }

    @FuzzTest
    void dscliDelim(byte[] data) {
        survives(new DscliReader(), data);
    }

    @FuzzTest
    void dscliStanza(byte[] data) {
        survives(new DscliReader(), data);
    }

    @FuzzTest
    void dscliXml(byte[] data) {
        survives(new DscliReader(), data);
    }

    @FuzzTest
    void restJson(byte[] data) {
        survives(new RestReader(), data);
    }

    @FuzzTest
    void essHtml(byte[] data) {
        survives(new EssAllocationReader(), data);
    }

    @FuzzTest
    void essCsv(byte[] data) {
        survives(new EssAllocationReader(), data);
    }

    // ---- Linux captures: the bytes behind each command's echo line -----------------------------------------

    @FuzzTest
    void lszfcp(byte[] data) {
        survives(new LinuxReader(), after("# lszfcp -P -H -D", data));
    }

    @FuzzTest
    void lsluns(byte[] data) {
        survives(new LinuxReader(), after("# lsluns -a", data));
    }

    @FuzzTest
    void lsscsi(byte[] data) {
        survives(new LinuxReader(), after("# lsscsi --transport", data));
    }

    @FuzzTest
    void sgDevices(byte[] data) {
        survives(new LinuxReader(), after("# cat /proc/scsi/sg/devices", data));
    }

    @FuzzTest
    void multipathLl(byte[] data) {
        survives(new LinuxReader(), after("# multipath -ll", data));
    }

    @FuzzTest
    void lsdasd(byte[] data) {
        survives(new LinuxReader(), after("# lsdasd -l", data));
    }

    @FuzzTest
    void lvs(byte[] data) {
        survives(new LinuxReader(), after("# lvs -o +devices,stripes,stripe_size", data));
    }

    @FuzzTest
    void lvsJson(byte[] data) {
        survives(new LinuxReader(), after("# lvs --reportformat json -o +devices,stripes,stripe_size", data));
    }

    @FuzzTest
    void configFiles(byte[] data) {
        // zfcp.conf, dasd.conf, chzdev --export and multipath.conf, recognised by content
        survives(new LinuxReader(), data);
    }

    @FuzzTest
    void multipathConf(byte[] data) {
        survives(new LinuxReader(), after("# cat /etc/multipath.conf", data));
    }

    // ---- zlayout.yaml and intent -------------------------------------------------------------------------------

    @FuzzTest
    void manifest(byte[] data) {
        SourceFile file = new SourceFile(Path.of(NAME), NAME, data);
        try {
            ManifestReader.read(file);
        } catch (InputException e) {
            expectNamed(e);
        }
        try {
            IntentReader.parse(file, "intent");
        } catch (InputException e) {
            expectNamed(e);
        }
    }

    @FuzzTest
    void intent(byte[] data) {
        survives(new IntentReader(), data);
    }

    // ---- what the CLI does with any file: every reader sniffs, the best reads ------------------------------

    @FuzzTest
    void anyFormat(byte[] data) {
        SourceFile file = new SourceFile(Path.of(NAME), NAME, data);
        InputReader best = null;
        int score = InputReader.LIKELY - 1;
        for (InputReader r : ReaderCatalog.all()) {
            int s = r.sniff(file);
            if (s < 0 || s > 100) {
                throw new AssertionError(r.format() + " sniffed " + s + ", outside 0..100");
            }
            if (s > score) {
                best = r;
                score = s;
            }
        }
        if (best != null) {
            survives(best, data);
        }
    }

    private static void expectNamed(InputException e) {
        if (e.getMessage() == null || !e.getMessage().startsWith(NAME)) {
            throw new AssertionError("an input error must name the file first: " + e.getMessage(), e);
        }
    }
}
