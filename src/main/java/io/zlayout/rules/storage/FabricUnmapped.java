package io.zlayout.rules.storage;

import io.zlayout.rules.InputKind;
import io.zlayout.rules.Needs;
import io.zlayout.model.Chpid;
import io.zlayout.model.ControlUnit;
import io.zlayout.model.Volume;
import io.zlayout.model.VolumeKind;
import io.zlayout.model.ref.ChpidRef;
import io.zlayout.rules.Findings;
import io.zlayout.rules.Rule;
import io.zlayout.rules.RuleContext;
import io.zlayout.rules.Severity;
import io.zlayout.topology.ChannelTopology;
import io.zlayout.topology.RunningLayout;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;

/**
 * Channel paths to a storage image that cannot be traced to its I/O ports, so adapter checks cannot run: FICON
 * paths of the storage's control units, and FCP CHPIDs with FCP devices where the storage has FB volumes; and each
 * port a zlayout.yaml {@code fabric:} entry names that is no I/O port of the site's storage, for whatever control
 * units it was given (those whose image cannot be told included), with what to write instead.
 */
public final class FabricUnmapped extends Rule {

    public FabricUnmapped() {
        super(about("fabric-unmapped", Severity.INFO,
                "Channel paths cannot be traced to storage host adapters")
                .needs(Needs.of("FICON channel paths to storage", InputKind.IOCDS, InputKind.STORAGE_EXPORT)
                        .and("FCP CHPIDs", InputKind.IOCDS, InputKind.STORAGE_EXPORT))
                .explanation("Neither the IOCDS nor the storage export says which I/O port a CHPID or FICON link"
                        + " address lands on; that is cabling and zoning. Without it zlayout cannot tell whether paths"
                        + " share a host adapter or I/O enclosure, the limits IBM's Linux on zSeries performance"
                        + " presentation at SHARE measured. An FCP CHPID is traced by zlayout.yaml 'fabric:' or by a"
                        + " running guest's path over it (lszfcp -D); one traced by neither leaves its paths unjudged,"
                        + " and a plan can write no LUN line through it. A port a 'fabric:' entry names that is no"
                        + " I/O port of the site (a bare id where the control unit's storage image cannot be told, an"
                        + " image the site does not have or another than the control unit's, an id the export does not"
                        + " list) is a finding of its own at that entry.")
                .remediation("Describe the cabling in zlayout.yaml 'fabric:' (chpid, link, ioport for each FICON"
                        + " path; chpid and ioport for each FCP CHPID), or give the guests' lszfcp -D captures. Where"
                        + " several storage images could hold a port, write it as <image>/<id>."));
    }

    @Override
    public void check(RuleContext ctx, Findings out) {
        for (ChannelTopology.UnplacedPort u : ctx.channels().unplacedPorts()) {
            List<String> elements = new ArrayList<>();
            elements.add(u.chpid().identity());
            u.controlUnits().forEach(cu -> elements.add(cu.identity()));
            out.add(this, UnplacedPortMessage.finding(u), elements,
                    u.at() != null ? u.at() : u.controlUnits().get(0).source());
        }
        for (Map.Entry<String, List<ControlUnit>> e : ctx.channels().storageControlUnits().entrySet()) {
            int untraced = 0;
            int total = 0;
            ControlUnit first = null;
            for (ControlUnit cu : e.getValue()) {
                for (ChannelTopology.ChannelPath p : ctx.channels().paths(cu)) {
                    total++;
                    if (p.ioPorts().isEmpty()) {
                        untraced++;
                        if (first == null) {
                            first = cu;
                        }
                    }
                }
            }
            if (untraced > 0) {
                out.add(this, untraced + " of " + total + " channel paths to storage:" + e.getKey()
                                + " cannot be traced to an I/O port (first: " + first.identity() + ").",
                        List.of("storage:" + e.getKey(), first.identity()), first.source());
            }
        }
        judgeFcp(ctx, out);
    }

    /**
     * FCP CHPIDs with FCP devices, where the storage has FB volumes, that neither zlayout.yaml 'fabric:' nor a
     * running guest's path traces to a storage I/O port: one finding per CSS naming them.
     */
    private void judgeFcp(RuleContext ctx, Findings out) {
        if (ctx.site().all(Volume.class).stream().noneMatch(v -> v.kind() == VolumeKind.FB)) {
            return;
        }
        Set<ChpidRef> withDevices = new HashSet<>();
        Set<ChpidRef> traced = new HashSet<>();
        for (ControlUnit cu : ctx.site().all(ControlUnit.class)) {
            if (!"FCP".equalsIgnoreCase(cu.unit()) || ctx.channels().devices(cu).isEmpty()) {
                continue;
            }
            for (ChannelTopology.ChannelPath p : ctx.channels().paths(cu)) {
                withDevices.add(p.chpidRef());
                if (!p.ioPorts().isEmpty()) {
                    traced.add(p.chpidRef());
                }
            }
        }
        for (RunningLayout.GuestRun run : ctx.site().running().guests()) {
            for (RunningLayout.RunningDisk d : run.disks()) {
                for (RunningLayout.LunRoute r : d.routes()) {
                    if (r.path().chpid() != null && r.path().ioPort() != null) {
                        traced.add(r.path().chpid());
                    }
                }
            }
        }
        Map<Integer, List<Chpid>> untraced = new TreeMap<>();
        Map<Integer, Integer> total = new TreeMap<>();
        for (Chpid c : ctx.site().all(Chpid.class)) {
            ChpidRef ref = new ChpidRef(c.css(), c.id());
            if (!"FCP".equalsIgnoreCase(c.type()) || !withDevices.contains(ref)) {
                continue;
            }
            total.merge(c.css(), 1, Integer::sum);
            if (!traced.contains(ref)) {
                untraced.computeIfAbsent(c.css(), k -> new ArrayList<>()).add(c);
            }
        }
        // CHPIDs whose 'fabric:' ports name no port of the site (each said on its own, with why)
        Set<ChpidRef> unplaced = new HashSet<>();
        for (ChannelTopology.UnplacedPort u : ctx.channels().unplacedPorts()) {
            if (!u.why().traced()) {
                unplaced.add(u.chpid());
            }
        }
        untraced.forEach((css, chpids) -> {
            chpids.sort(java.util.Comparator.comparing(Chpid::identity));
            List<String> elements = chpids.stream().map(Chpid::identity).toList();
            List<String> names = chpids.stream().map(c -> c.css() + "." + c.id()).toList();
            List<String> named = chpids.stream().filter(c -> unplaced.contains(new ChpidRef(c.css(), c.id())))
                    .map(c -> c.css() + "." + c.id()).toList();
            String why = named.isEmpty() ? "neither zlayout.yaml 'fabric:' nor a guest's lszfcp -D shows where they"
                    + " land" : "the ports zlayout.yaml 'fabric:' names for " + String.join(", ", named) + " are no"
                    + " I/O ports of the site (a finding of their own says why)" + (named.size() == chpids.size() ? ""
                    : ", and neither 'fabric:' nor a guest's lszfcp -D shows where the others land");
            out.add(this, chpids.size() + " of " + total.get(css) + " FCP CHPIDs with FCP devices in CSS " + css
                    + " cannot be traced to a storage I/O port (" + String.join(", ", names) + "): " + why
                    + ", so their host adapter spread is not judged and a plan writes no LUN line through them.",
                    elements, chpids.get(0).source());
        });
    }
}
