package io.zlayout.cli;

import io.zlayout.model.id.StorageImageId;
import picocli.CommandLine.ArgGroup;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.Callable;
import java.util.regex.Pattern;

/** {@code zlayout collect}: the capture script for a Linux guest, the DSCLI script, the z/VM queries. */
@Command(name = "collect", header = "Print what captures the inputs zlayout reads: the Linux guest script, the"
        + " DSCLI script, the z/VM queries.",
        description = {"Without options, prints a POSIX sh script. Run it as root on each Linux guest",
            "(sh zlayout-collect.sh [OUTDIR]): it captures lszfcp, lsluns, lsscsi, multipath -ll, lsdasd -l,",
            "lvs, lscss, lschp, lszdev, chzdev --export, cio_ignore -l, /etc/zfcp.conf, /etc/dasd.conf and",
            "multipath.conf, and through vmcp the guest's QUERY VIRTUAL FCP and, where CP allows it, QUERY FCP,",
            "PATHS, CHPID and DASD DETAILS, into OUTDIR/hosts/<GUEST>/ (and OUTDIR.tar.gz). Give that folder",
            "to zlayout.",
            "With --storage, prints a DSCLI script for dscli -script listing what zlayout reads from a",
            "DS8000 (lssi, lsioport, lsarraysite, lsarray, lsrank, lsextpool, lslss, lslcu, lsfbvol,",
            "lsckdvol, lshostconnect, lsvolgrp, and showvolgrp for each group given with --volgrp), in the",
            "form zlayout reads back. With --zvm, prints the CP and SMAPI queries for the z/VM",
            "administrator, each with the file of the site folder its response goes in. See docs/collect.md."})
final class CollectCommand implements Callable<Integer> {

    static final String SCRIPT = "collect.sh";
    private static final Pattern VOLUME_GROUP = Pattern.compile("V[0-9]{1,5}");

    @Mixin
    Output output;

    @ArgGroup(exclusive = true)
    Kind kind;

    static final class Kind {
        @Option(names = "--storage", description = "Print the DSCLI script (dscli -script) for the storage team.")
        boolean storage;

        @Option(names = "--zvm", description = "Print the CP and SMAPI queries for the z/VM administrator.")
        boolean zvm;
    }

    @Option(names = "--dev", paramLabel = "IMAGE",
            description = "With --storage: the storage image the commands address (-dev IBM.2107-75ABC12); "
                    + "default: the DSCLI profile's devid.")
    String dev;

    @Option(names = "--volgrp", paramLabel = "ID", split = ",",
            description = "With --storage: the volume groups to show (showvolgrp), as lsvolgrp lists them: "
                    + "V11,V12.")
    List<String> volumeGroups = new ArrayList<>();

    @Override
    public Integer call() throws Exception {
        boolean storage = kind != null && kind.storage;
        if (!storage && (dev != null || !volumeGroups.isEmpty())) {
            throw new ExitCode.UsageException("--dev and --volgrp go with --storage");
        }
        String text;
        if (storage) {
            String image = null;
            if (dev != null) {
                image = StorageImageId.tryParse(dev).map(Object::toString).orElseThrow(() ->
                        new ExitCode.UsageException("--dev takes a storage image id such as IBM.2107-75ABC12,"
                                + " found " + io.zlayout.model.Quoted.of(dev)));
            }
            List<String> groups = new ArrayList<>();
            for (String g : volumeGroups) {
                String v = g.trim().toUpperCase(Locale.ROOT);
                if (!VOLUME_GROUP.matcher(v).matches()) {
                    throw new ExitCode.UsageException("--volgrp takes volume group ids such as V11, found "
                            + io.zlayout.model.Quoted.of(g));
                }
                if (!groups.contains(v)) {
                    groups.add(v);
                }
            }
            text = CollectScripts.dscli(image, groups);
        } else if (kind != null && kind.zvm) {
            text = CollectScripts.zvm();
        } else {
            text = script();
        }
        output.write(text);
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
