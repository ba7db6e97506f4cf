package io.zlayout.rules.access;

import io.zlayout.rules.InputKind;
import io.zlayout.rules.Needs;
import io.zlayout.model.Ids;
import io.zlayout.rules.Findings;
import io.zlayout.rules.Rule;
import io.zlayout.rules.RuleContext;
import io.zlayout.rules.Severity;

/** A LUN a guest uses is in no volume group of the host connections of its paths. */
public final class LunNotInVolumeGroup extends Rule {

    public LunNotInVolumeGroup() {
        super(about("lun-not-in-volume-group", Severity.ERROR,
                "A LUN in use is in no volume group of the guest's host connections")
                .needs(Needs.of("LUNs in use", InputKind.GUEST_CAPTURES, InputKind.HOST_CONNECTIONS))
                .explanation("A DS8000 shows a host connection the volumes of its volume group only (showvolgrp). A"
                        + " LUN the guest configures or runs (zfcp.conf, chzdev, lszfcp) that no volume group of its"
                        + " host connections holds cannot reach it on any path: after the next reboot or rescan it is"
                        + " gone, or it is reached today through a host connection the export does not show (IBM's"
                        + " rule for FCP on Z: \"LUN masking (host mapping) must be in place on the storage"
                        + " systems\").")
                .remediation("Add the volumes to the guest's volume group (chvolgrp -dev <image> -action add -volume"
                        + " <volumes> <volume group>), or remove the LUN from the guest's configuration if it is no"
                        + " longer its own."));
    }

    @Override
    public void check(RuleContext ctx, Findings out) {
        for (VolumeMasking.Refusal r : VolumeMasking.of(Masking.of(ctx), false)) {
            out.add(this, Ids.guest(r.guest()) + " uses " + r.volumeText() + " (" + r.lunText() + ") of storage:"
                    + r.image() + ", but no volume group of its host connections holds " + (r.volumes().size() == 1
                    ? "it" : "them") + " on any of its " + r.total() + " paths (" + r.pathsText() + "): "
                    + r.lackText() + " (" + r.connectionsText() + ").", r.elements(), r.source());
        }
    }
}
