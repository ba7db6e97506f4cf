package io.zlayout.cli;

import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Spec;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.concurrent.Callable;

/** {@code zlayout collect}: the capture script for a Linux guest. */
@Command(name = "collect", mixinStandardHelpOptions = true,
        headerHeading = "%n", header = "Print the shell script that captures what zlayout reads on a Linux guest.",
        descriptionHeading = "%n",
        description = {"Prints a POSIX sh script. Run it as root on each Linux guest (sh zlayout-collect.sh",
            "[OUTDIR]): it captures lszfcp, lsluns, lsscsi, multipath -ll, lsdasd -l, lvs, lscss, lschp, lszdev,",
            "chzdev --export, /etc/zfcp.conf, /etc/dasd.conf and multipath.conf, and through vmcp the guest's",
            "QUERY VIRTUAL FCP and, where CP allows it, QUERY FCP, PATHS, CHPID and DASD DETAILS, into",
            "OUTDIR/hosts/<GUEST>/ (and OUTDIR.tar.gz). Give that folder to zlayout. See docs/collect.md."})
final class CollectCommand implements Callable<Integer> {

    static final String SCRIPT = "collect.sh";

    @Spec
    CommandSpec spec;

    @Mixin
    Output output;

    @Override
    public Integer call() throws Exception {
        output.write(spec.commandLine().getOut(), script());
        return ExitCode.OK.code;
    }

    /** The script as shipped in the jar. */
    static String script() {
        try (InputStream in = CollectCommand.class.getResourceAsStream(SCRIPT)) {
            if (in == null) {
                throw new IllegalStateException("the jar lacks " + SCRIPT);
            }
            return new String(in.readAllBytes(), StandardCharsets.UTF_8);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
