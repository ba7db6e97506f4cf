package io.zlayout.rules.access;

import io.zlayout.rules.InputKind;
import io.zlayout.rules.Needs;
import io.zlayout.model.Ids;
import io.zlayout.rules.Findings;
import io.zlayout.rules.Rule;
import io.zlayout.rules.RuleContext;
import io.zlayout.rules.Severity;

/** A LUN a guest uses reaches it on some of its paths and is masked off the others. */
public final class LunMaskedOffPaths extends Rule {

    public LunMaskedOffPaths() {
        super(about("lun-masked-off-paths", Severity.ERROR,
                "A LUN is masked off some of its guest's paths")
                .needs(Needs.of("LUNs in use", InputKind.GUEST_CAPTURES, InputKind.HOST_CONNECTIONS))
                .explanation("Each FCP device logs in with its own NPIV WWPN, and on a DS8000 each WWPN has its own"
                        + " host connection and volume group (IBM, \"Device Drivers, Features, and Commands\", Working"
                        + " with FCP devices: \"LUN masking (host mapping) must be in place on the storage systems\")."
                        + " When the group of one path's host connection lacks a LUN the others hold, the LUN runs on"
                        + " fewer paths than the guest is configured for: a single path by masking, which no CHPID,"
                        + " zoning or chzdev change mends. The IBM SHARE presentation \"Linux on zSeries performance\""
                        + " shows what a lost path costs: 4 host adapters reach 125 MB/s write and 240 MB/s read, one"
                        + " about 40 and 65.")
                .remediation("Add the volumes to the volume group of each path that lacks them: chvolgrp -dev"
                        + " <image> -action add -volume <volumes> <volume group>."));
    }

    @Override
    public void check(RuleContext ctx, Findings out) {
        for (VolumeMasking.Refusal r : VolumeMasking.of(Masking.of(ctx), true)) {
            out.add(this, Ids.guest(r.guest()) + " reaches " + r.volumeText() + " (" + r.lunText() + ") of storage:"
                    + r.image() + " on " + r.admitted() + " of its " + r.total() + " paths; masked off "
                    + r.pathsText() + ": " + r.lackText() + " (" + r.connectionsText() + ").", r.elements(), r.source());
        }
    }
}
