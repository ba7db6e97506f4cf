package io.zlayout.emit;

import io.zlayout.plan.Plan;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

/**
 * Every emitted LVM script (lvm-setup.sh and migrate.sh) through {@code bash -n} (syntax) and {@code shellcheck -s bash} (0.9.0 on Debian 12):
 * exit code 0 and no finding. Skipped, saying so, where the tool is missing.
 */
class LvmScriptLintTest {

    @TempDir
    Path tmp;

    @Test
    void everyScriptParsesInBash() throws IOException {
        String bash = Tools.which("bash");
        assumeTrue(bash != null, "bash is not installed; skipped");
        assertThat(lint(List.of(bash, "-n"))).isEqualTo(9);
    }

    @Test
    void everyScriptPassesShellcheck() throws IOException {
        String shellcheck = Tools.which("shellcheck");
        assumeTrue(shellcheck != null, "shellcheck (apt-get install shellcheck) is not installed; skipped");
        assertThat(lint(List.of(shellcheck, "-s", "bash"))).isEqualTo(9);
    }

    /** Runs the command on every script of the fixture plans; returns how many passed (all must). */
    private int lint(List<String> command) throws IOException {
        int n = 0;
        for (Plan plan : List.of(PlanFixtures.essSample(), PlanFixtures.ds8000Mixed(), PlanFixtures.oneDisk(),
                PlanFixtures.withData())) {
            for (EmittedFile f : Emitters.emit(plan)) {
                if (!f.path().endsWith("/" + LvmScriptEmitter.FILE) && !f.path().endsWith("/" + MigrateScriptEmitter.FILE)) {
                    continue;
                }
                Path script = tmp.resolve("s" + n + ".sh");
                Files.writeString(script, f.content());
                List<String> args = new java.util.ArrayList<>(command);
                args.add(script.toString());
                Tools.Result r = Tools.run(args, java.util.Map.of());
                assertThat(r.rc()).as("%s %s:%n%s%s", command, f.path(), r.stdout(), r.stderr()).isZero();
                assertThat(r.stdout() + r.stderr()).as(f.path()).isEmpty();
                n++;
            }
        }
        return n;
    }
}
