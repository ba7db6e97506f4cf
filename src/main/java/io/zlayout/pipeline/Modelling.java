package io.zlayout.pipeline;

import io.zlayout.input.InputException;
import io.zlayout.input.InputLoader;
import io.zlayout.input.Inputs;
import io.zlayout.model.SourceRef;
import io.zlayout.perf.CurrentLayouts;
import io.zlayout.perf.ModelLayout;
import io.zlayout.rules.InputKind;
import io.zlayout.topology.GuestTopology;
import io.zlayout.topology.Site;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/** The one layout {@code zlayout model} runs, or the input error that says why there is none and what to give. */
final class Modelling {

    private Modelling() {
    }

    /**
     * The layouts of {@code guest} (null for every guest) taken together: {@code planned} where the plan's are
     * asked for, else the current ones with disks (planned null).
     */
    static ModelLayout layout(Site site, String guest, List<ModelLayout> planned) throws InputException {
        List<ModelLayout> layouts = planned != null ? planned : current(site, guest);
        if (layouts.isEmpty()) {
            List<String> leftOut = guest == null || planned != null ? List.<String>of()
                    : site.guests().guest(guest).map(g -> CurrentLayouts.of(site).layout(g).leftOut().stream()
                            .map(ModelLayout.LeftOut::reason).toList()).orElse(List.of());
            if (!leftOut.isEmpty()) {
                throw new InputException(where(site), "no current layout with disks for guest " + guest
                        + " to model: " + String.join("; ", leftOut) + "; model the plan with --planned");
            }
            throw new InputException(where(site), noLayout(site, guest, planned != null));
        }
        ModelLayout layout = layouts.size() == 1 ? layouts.get(0) : CurrentLayouts.all(site, layouts);
        if (layout.paths().isEmpty()) {
            throw new InputException(where(site), "the layout " + (guest == null ? "" : "of guest " + guest + " ")
                    + "has no channel paths to model: give the IOCP deck with the CHPIDs"
                    + " (and, for FCP, the fabric: in zlayout.yaml naming the ports each CHPID reaches), or the"
                    + " guest's running paths (lszfcp -D, multipath -ll, lscss) under hosts/<guest>/");
        }
        return layout;
    }

    /** The current layouts with disks of {@code guest} (null for all). */
    private static List<ModelLayout> current(Site site, String guest) {
        List<ModelLayout> layouts = new ArrayList<>();
        CurrentLayouts current = CurrentLayouts.of(site);
        for (GuestTopology.GuestLayout g : site.guests().guests()) {
            if (guest == null || g.guest().equalsIgnoreCase(guest)) {
                ModelLayout l = current.layout(g);
                if (!l.disks().isEmpty()) {
                    layouts.add(l);
                }
            }
        }
        return layouts;
    }

    /** Why there is nothing to model, and what to give instead. */
    private static String noLayout(Site site, String guest, boolean planned) {
        String who = guest != null ? "guest " + guest : "any guest";
        if (!planned && !InputKind.STORAGE_EXPORT.presentIn(site)) {
            return "no current layout with disks for " + who + ": no storage export was read, so no disk can be tied"
                    + " to a volume (add " + InputKind.STORAGE_EXPORT.description() + ")";
        }
        if (!planned && InputKind.ZVM_DIRECTORY.presentIn(site) && !InputKind.IOCDS.presentIn(site)) {
            return "no current layout with disks for " + who + ": no IOCDS was read, and only the IOCDS ties the"
                    + " device numbers of the z/VM directory's DEDICATE and MDISK statements to volumes (add "
                    + InputKind.IOCDS.description() + "), or add the guest's host captures under hosts/"
                    + (guest != null ? guest.toLowerCase(Locale.ROOT) : "<guest>") + "/, or model the plan with --planned";
        }
        if (planned) {
            return "no planned layout with disks for " + who + ": the intent (--intent or intent: in zlayout.yaml)"
                    + " must ask for disks" + (guest != null ? " for " + guest : "");
        }
        String folder = guest != null ? guest.toLowerCase(Locale.ROOT) : "<guest>";
        return "no current layout with disks for " + who + ": neither a z/VM directory entry (DEDICATE, MDISK) nor"
                + " Linux captures (zfcp.conf, lszfcp -D, lsluns, chzdev --export, multipath -ll) give "
                + (guest != null ? "it" : "a guest") + " volumes the storage export has; model the plan with"
                + " --planned, or add the host captures under hosts/" + folder + "/ (or name their folder under"
                + " hosts: in zlayout.yaml)";
    }

    /** The site the inputs make: its zlayout.yaml or folder; null for loose files. */
    private static SourceRef where(Site site) {
        Inputs in = site.inputs();
        if (in.manifestPath() != null) {
            return SourceRef.file(in.manifestPath());
        }
        return in.siteRoot() == null ? null : SourceRef.file(InputLoader.display(in.siteRoot()));
    }
}
