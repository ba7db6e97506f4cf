package io.zlayout.cli;

import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

/**
 * The installed launcher, {@code src/packaging/bin/zlayout} (POSIX sh), in an install tree of its own with a stand-in
 * for Java that prints the command line it was given: which Java it picks and what it says when there is none or an
 * old one, the options it passes, and the class-data-sharing archive it makes into the user's cache folder, never
 * into the install tree. Running the real jar through it is .ci/packages.sh's part (the archive exists only after
 * {@code package}).
 */
class LauncherTest {

    static final Path LAUNCHER = Path.of("src/packaging/bin/zlayout");

    @TempDir
    Path tmp;

    Path install;
    Path home;

    @BeforeEach
    void installTree() throws IOException {
        assumeTrue(Files.isExecutable(Path.of("/bin/sh")), "no /bin/sh; skipped");
        install = tmp.resolve("opt/zlayout-9.9.9");
        Files.createDirectories(install.resolve("bin"));
        Files.createDirectories(install.resolve("lib"));
        Files.copy(LAUNCHER, install.resolve("bin/zlayout"));
        executable(install.resolve("bin/zlayout"));
        Files.writeString(install.resolve("lib/zlayout-9.9.9.jar"), "not a jar");
        home = Files.createDirectories(tmp.resolve("home"));
    }

    @Test
    void javaOlderThan17IsRefusedSayingWhatToInstall() throws Exception {
        Path jdk = fakeJava("jdk11", "11.0.2");

        Result r = run(Map.of("JAVA_HOME", jdk.toString()), "--version");

        assertThat(r.rc).isEqualTo(5);
        assertThat(r.out).isEmpty();
        assertThat(r.err).contains("needs Java 17 or newer, but " + jdk.resolve("bin/java") + " is Java 11.0.2")
                .contains("openjdk-17-jre-headless").contains("java-17-openjdk-headless").contains("JAVA_HOME");
    }

    @Test
    void javaHomeThatHoldsNoJavaIsNamed() throws Exception {
        Result r = run(Map.of("JAVA_HOME", tmp.resolve("nothing").toString()), "--version");

        assertThat(r.rc).isEqualTo(5);
        assertThat(r.err).contains("JAVA_HOME is " + tmp.resolve("nothing") + ", but ");
    }

    @Test
    void noJavaOnPathIsSaid() throws Exception {
        Result r = run(Map.of(), "--version");

        assertThat(r.rc).isEqualTo(5);
        assertThat(r.err).contains("no Java found (JAVA_HOME is not set and no java is on PATH)");
    }

    @Test
    void argumentsAndZlayoutJavaOptsReachJavaUnchanged() throws Exception {
        Path jdk = fakeJava("jdk17", "17.0.9");

        Result r = run(Map.of("JAVA_HOME", jdk.toString(), "ZLAYOUT_CDS", "off",
                "ZLAYOUT_JAVA_OPTS", "-Xmx3g -Dx=*"), "check", "a b", "*");

        assertThat(r.rc).as(r.err).isZero();
        assertThat(r.out.lines().toList()).containsExactly("-XX:TieredStopAtLevel=1", "-XX:+UseSerialGC", "-Xmx3g",
                "-Dx=*", "-jar", install.resolve("lib/zlayout-9.9.9.jar").toRealPath().toString(), "check", "a b", "*");
    }

    @Test
    void firstRunMakesTheSharingArchiveInTheUserCacheAndLaterRunsUseIt() throws Exception {
        Files.createDirectories(install.resolve("samples/ds8k-site"));
        Path jdk = fakeJava("jdk17", "17.0.9");

        Result first = run(Map.of("JAVA_HOME", jdk.toString()), "--version");
        Result second = run(Map.of("JAVA_HOME", jdk.toString()), "--version");

        assertThat(first.rc).as(first.err).isZero();
        assertThat(first.err).contains("making the class-data-sharing archive " + home.resolve(".cache/zlayout"));
        List<Path> archives;
        try (var files = Files.list(home.resolve(".cache/zlayout"))) {
            archives = files.toList();
        }
        assertThat(archives).hasSize(1);
        assertThat(archives.get(0).getFileName().toString()).matches("zlayout-9\\.9\\.9-17-\\d+\\.jsa");
        assertThat(second.err).isEmpty();
        assertThat(second.out.lines().toList()).startsWith("-XX:SharedArchiveFile=" + archives.get(0), "-Xlog:cds*=off");
        try (var files = Files.walk(install)) {
            assertThat(files.filter(p -> p.toString().endsWith(".jsa"))).isEmpty();
        }
    }

    @Test
    void launcherPassesShellcheckAsPosixSh() throws Exception {
        String shellcheck = which("shellcheck");
        assumeTrue(shellcheck != null, "shellcheck (apt-get install shellcheck) is not installed; skipped");

        Process p = new ProcessBuilder(shellcheck, "-s", "sh", LAUNCHER.toString()).redirectErrorStream(true).start();
        String out = new String(p.getInputStream().readAllBytes(), StandardCharsets.UTF_8);

        assertThat(p.waitFor()).as(out).isZero();
    }

    /**
     * A Java home whose release file says {@code version} and whose bin/java prints its arguments one a line (and,
     * for a training run, writes the archive it is asked for).
     */
    private Path fakeJava(String name, String version) throws IOException {
        Path jdk = Files.createDirectories(tmp.resolve(name).resolve("bin")).getParent();
        Files.writeString(jdk.resolve("release"), "JAVA_VERSION=\"" + version + "\"\n");
        Path java = jdk.resolve("bin/java");
        Files.writeString(java, """
                #!/bin/sh
                for a in "$@"; do
                  case $a in -XX:ArchiveClassesAtExit=*) printf 'archive' > "${a#-XX:ArchiveClassesAtExit=}" ;; esac
                  printf '%s\\n' "$a"
                done
                """);
        executable(java);
        return jdk;
    }

    private record Result(int rc, String out, String err) {
    }

    /** The launcher with a clean environment: PATH of the system's tools (no java on it), HOME in the temp folder. */
    private Result run(Map<String, String> env, String... args) throws Exception {
        Path tools = Files.createDirectories(tmp.resolve("tools"));
        for (String tool : List.of("dirname", "readlink", "sed", "cut", "cksum", "basename", "find", "mkdir", "mktemp",
                "rm", "mv", "cat", "printf")) {
            String path = which(tool);
            if (path != null && !Files.exists(tools.resolve(tool), java.nio.file.LinkOption.NOFOLLOW_LINKS)) {
                Files.createSymbolicLink(tools.resolve(tool), Path.of(path));
            }
        }
        List<String> command = new ArrayList<>(List.of("/bin/sh", install.resolve("bin/zlayout").toString()));
        command.addAll(List.of(args));
        ProcessBuilder pb = new ProcessBuilder(command).directory(tmp.toFile());
        pb.environment().clear();
        pb.environment().put("PATH", tools.toString());
        pb.environment().put("HOME", home.toString());
        pb.environment().putAll(env);
        Process p = pb.start();
        p.getOutputStream().close();
        byte[] out = p.getInputStream().readAllBytes();
        byte[] err = p.getErrorStream().readAllBytes();
        assertThat(p.waitFor(60, TimeUnit.SECONDS)).as("launcher finished").isTrue();
        return new Result(p.exitValue(), new String(out, StandardCharsets.UTF_8), new String(err, StandardCharsets.UTF_8));
    }

    private static String which(String tool) {
        for (String dir : System.getenv().getOrDefault("PATH", "/usr/bin:/bin").split(":")) {
            Path p = Path.of(dir, tool);
            if (Files.isExecutable(p)) {
                return p.toString();
            }
        }
        return null;
    }

    private static void executable(Path file) throws IOException {
        Files.setPosixFilePermissions(file, PosixFilePermissions.fromString("rwxr-xr-x"));
    }
}
