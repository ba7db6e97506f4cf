package io.zlayout.emit;

import java.io.IOException;
import java.io.RandomAccessFile;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;

/**
 * A throwaway VM with real device-mapper, for the tests of what this machine's kernel cannot run (it has no
 * device-mapper): Debian's {@code qemu-system-x86} boots the distribution kernel ({@code linux-image-amd64}) under
 * TCG (no KVM needed; with KVM it hung on the machine this was built on) with a busybox initramfs holding lvm2,
 * e2fsprogs, util-linux and multipath-tools from this machine and the kernel's device-mapper, ext4, virtio and
 * scsi_debug modules ({@code src/test/vm/initramfs.sh}). The disks are sparse files ({@code /dev/vda},
 * {@code /dev/vdb}, ...), the scenarios a bash script ({@code /t/run.sh}) using {@code src/test/vm/lib.sh}, and
 * the verdicts lines on the serial console: {@code ZL-RESULT <name> PASS|FAIL <detail>}. One boot runs many
 * scenarios, so a test class boots once.
 */
final class VmHarness {

    private static final Path VM_DIR = Path.of("src/test/vm");
    private static final Pattern RESULT = Pattern.compile("^ZL-RESULT (\\S+) (PASS|FAIL) ?(.*)$", Pattern.MULTILINE);
    /** The host tools the initramfs is made of. */
    private static final List<String> TOOLS = List.of("qemu-system-x86_64", "busybox", "bash", "lvm", "dmsetup",
            "mkfs.ext4", "lsblk", "blkid", "wipefs", "blockdev", "ldd", "sha256sum");

    private VmHarness() {
    }

    /** What one boot printed, and each scenario's verdict by name (PASS, or FAIL and why). */
    record Boot(String serial, Map<String, String> verdicts) {

        /** The verdict of a scenario: {@code PASS ...}, {@code FAIL ...}, or a message that it gave none. */
        String verdict(String name) {
            String v = verdicts.get(name);
            return v != null ? v : "NO VERDICT for " + name + "; the console ended with:\n" + tail(serial, 40);
        }
    }

    /** Why the VM cannot run here (a missing tool, no readable kernel with its modules), or null when it can. */
    static String unavailable() {
        if (!Tools.isLinux()) {
            return "the device-mapper VM needs Linux; skipped";
        }
        for (String tool : TOOLS) {
            if (Tools.which(tool) == null) {
                return tool + " is not installed (apt-get install qemu-system-x86 linux-image-amd64 busybox-static"
                        + " lvm2 e2fsprogs util-linux); the device-mapper VM tests are skipped";
            }
        }
        if (kernel() == null) {
            return "no readable /boot/vmlinuz-* with its modules under /lib/modules (apt-get install"
                    + " linux-image-amd64); the device-mapper VM tests are skipped";
        }
        return null;
    }

    /** The newest kernel release with a readable image and device-mapper among its modules, or null. */
    static String kernel() {
        try (Stream<Path> boot = Files.list(Path.of("/boot"))) {
            return boot.map(p -> p.getFileName().toString()).filter(n -> n.startsWith("vmlinuz-"))
                    .map(n -> n.substring("vmlinuz-".length()))
                    .filter(r -> Files.isReadable(Path.of("/boot/vmlinuz-" + r)))
                    .filter(r -> Files.isReadable(Path.of("/lib/modules", r, "modules.dep")))
                    .filter(r -> Files.exists(Path.of("/lib/modules", r, "kernel/drivers/md/dm-mod.ko"))
                            || Files.exists(Path.of("/lib/modules", r, "kernel/drivers/md/dm-mod.ko.xz")))
                    .max(Comparator.naturalOrder()).orElse(null);
        } catch (IOException e) {
            return null;
        }
    }

    /**
     * Boots once: {@code files} (name -> text) land in {@code /t} beside {@code lib.sh}, {@code runScript} is
     * {@code /t/run.sh}; {@code disks} sparse disks of {@code diskMiB} MiB each. Returns when the VM powers off.
     *
     * @throws IllegalStateException when the VM does not power off within {@code timeoutSeconds}
     */
    static Boot boot(Path work, Map<String, String> files, String runScript, int disks, int diskMiB,
                     long timeoutSeconds) throws IOException, InterruptedException {
        Path tests = work.resolve("t");
        Files.createDirectories(tests);
        Files.copy(VM_DIR.resolve("lib.sh"), tests.resolve("lib.sh"));
        for (Map.Entry<String, String> f : files.entrySet()) {
            Files.writeString(tests.resolve(f.getKey()), f.getValue());
        }
        Files.writeString(tests.resolve("run.sh"), "source /t/lib.sh\n" + runScript);
        String release = kernel();
        Path initrd = work.resolve("initrd.cpio");
        Tools.Result built = Tools.run(List.of(Tools.which("bash"), VM_DIR.resolve("initramfs.sh").toString(),
                release, tests.toString(), initrd.toString()), Map.of());
        if (built.rc() != 0) {
            throw new IllegalStateException("initramfs.sh failed: " + built.stderr());
        }
        List<String> command = new ArrayList<>(List.of(Tools.which("qemu-system-x86_64"), "-machine", "q35,accel=tcg",
                "-m", "1024", "-nographic", "-no-reboot", "-nic", "none", "-monitor", "none", "-display", "none",
                "-kernel", "/boot/vmlinuz-" + release, "-initrd", initrd.toString(),
                "-append", "console=ttyS0 quiet panic=-1", "-serial", "file:" + work.resolve("serial.log")));
        for (int i = 0; i < disks; i++) {
            Path disk = work.resolve("disk" + i + ".img");
            try (RandomAccessFile f = new RandomAccessFile(disk.toFile(), "rw")) {
                f.setLength((long) diskMiB << 20);
            }
            command.add("-drive");
            command.add("file=" + disk + ",format=raw,if=virtio");
        }
        Process qemu = new ProcessBuilder(command).redirectErrorStream(true)
                .redirectOutput(work.resolve("qemu.out").toFile()).redirectInput(ProcessBuilder.Redirect.PIPE).start();
        qemu.getOutputStream().close();
        boolean ended = qemu.waitFor(timeoutSeconds, TimeUnit.SECONDS);
        if (!ended) {
            qemu.destroyForcibly().waitFor(10, TimeUnit.SECONDS);
        }
        Path log = work.resolve("serial.log");
        String serial = Files.exists(log) ? Files.readString(log, StandardCharsets.ISO_8859_1) : "";
        // kept for whoever reads a failure: target/vm-<scenario script's first lines' test>.log
        Files.createDirectories(Path.of("target"));
        Files.writeString(Path.of("target", "vm-console-" + Integer.toHexString(runScript.hashCode()) + ".log"),
                serial, StandardCharsets.ISO_8859_1);
        if (!ended) {
            throw new IllegalStateException("the VM did not power off within " + timeoutSeconds + " s; the console"
                    + " ended with:\n" + tail(serial, 40));
        }
        Map<String, String> verdicts = new LinkedHashMap<>();
        Matcher m = RESULT.matcher(serial.replace("\r", ""));
        while (m.find()) {
            // the first verdict counts: a scenario whose setup failed says so before its checks run
            verdicts.putIfAbsent(m.group(1), m.group(2) + " " + m.group(3));
        }
        return new Boot(serial, verdicts);
    }

    static String tail(String text, int lines) {
        String[] all = text.replace("\r", "").split("\n");
        return String.join("\n", java.util.Arrays.asList(all).subList(Math.max(0, all.length - lines), all.length));
    }
}
