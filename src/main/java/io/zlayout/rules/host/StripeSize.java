package io.zlayout.rules.host;

import io.zlayout.rules.InputKind;
import io.zlayout.rules.Needs;
import io.zlayout.model.Ids;
import io.zlayout.rules.Findings;
import io.zlayout.rules.Rule;
import io.zlayout.rules.RuleContext;
import io.zlayout.rules.Severity;

import java.util.List;

/** A striped LV whose stripe size is not 32 or 64 KiB. */
public final class StripeSize extends Rule {

    public StripeSize() {
        super(about("stripe-size", Severity.INFO,
                "A striped logical volume's stripe size is not 32 or 64 KiB")
                .needs(Needs.of("striped logical volumes", InputKind.GUEST_CAPTURES))
                .explanation("The sample setup for Linux on an ESS in the IBM SHARE presentation \"Linux on zSeries"
                        + " performance\": add the disks to one VG in rank order and \"Use striping (32 KB or 64"
                        + " KB)!\"; its LVM experiment ran 16 stripes of 32 KB over 4 ranks. Smaller stripes split"
                        + " each request over several disks at a higher CPU cost; much larger ones leave sequential"
                        + " I/O on one rank at a time.")
                .remediation("Recreate the LV with lvcreate -i <stripes> -I 64 (or -I 32), or let zlayout plan write"
                        + " the LVM script."));
    }

    @Override
    public void check(RuleContext ctx, Findings out) {
        StripedSegments.judge(ctx, (host, lv, s) -> {
            Long size = s.segment().stripeSizeBytes();
            if (size == null || size == 32 * 1024L || size == 64 * 1024L) {
                return false;
            }
            out.add(this, host.identity() + " stripes " + Ids.logicalVolume(lv.lv().vg(), lv.lv().lv())
                            + " over " + s.members().size() + " devices in " + size(size) + " stripes.",
                    List.of(host.identity(), lv.lv().identity()), s.segment().source());
            return true;
        });
    }

    /** Bytes as lvs prints a stripe size: KiB, or MiB from 1 MiB. */
    private static String size(long bytes) {
        if (bytes >= 1024L * 1024 && bytes % (1024L * 1024) == 0) {
            return bytes / (1024L * 1024) + " MiB";
        }
        return bytes % 1024 == 0 ? bytes / 1024 + " KiB" : bytes + "-byte";
    }
}
