package io.zlayout.plan;

import io.zlayout.model.GuestIntent;
import io.zlayout.model.VolumeKind;
import io.zlayout.model.ref.VolumeRef;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * Plans each guest of the intent: its volumes spread over distinct ranks first, then DA pairs, servers and
 * LSS, with the least loaded rank taken first so the whole site stays balanced; stripe order interleaved
 * over ranks (the SHARE presentation: VG order 5000, 5400, 5800, 5C00, 5001, …); FCP paths one FCP device per CHPID
 * landing on distinct host adapters in distinct enclosures; ECKD paths every CHPID of the LCUs.
 * Deterministic: ties go to the lowest free address. An intent that cannot be met throws
 * {@link PlanException} naming what is missing.
 *
 * <p>The jobs are its helpers': {@link CandidatePool} the volumes a plan may give, {@link Holdings} who has
 * what, {@link DiskChooser} each guest's disks, {@link PathPlanner} its paths, {@link GuestPlans} its vdevs,
 * releases and notes, {@link PlanBalance} the spread and balance; this class runs them in order.
 */
public final class Planner {

    private final PlanInput in;
    private final List<String> notes = new ArrayList<>();
    private final Holdings holdings;
    private final PathPlanner pathPlanner;
    /** Look at every free group for each disk slot instead of the index's few (tests compare the two). */
    private final boolean exhaustive;

    private Planner(PlanInput in, boolean exhaustive) {
        this.in = in;
        this.exhaustive = exhaustive;
        this.holdings = new Holdings(in, notes);
        this.pathPlanner = new PathPlanner(in, holdings.devicesTaken, holdings.devicesPlanned, notes);
    }

    public static Plan plan(PlanInput in) throws PlanException {
        return new Planner(in, false).run();
    }

    /** The plan by the exhaustive search: the same plan, slower; for tests. */
    static Plan planExhaustively(PlanInput in) throws PlanException {
        return new Planner(in, true).run();
    }

    private Plan run() throws PlanException {
        if (in.intents().isEmpty()) {
            throw new PlanException("nothing to plan: the intent names no guests (zlayout.yaml 'intent:' or --intent FILE)");
        }
        for (GuestIntent g : in.intents()) {
            String member = PlanNotes.subconfigDevices(g, in.today(g.guest()));
            if (member != null) {
                notes.add(member);
            }
        }
        CandidatePool pool = new CandidatePool(in.site(), pathPlanner.guestCss());
        holdings.holdBaseDevices(pool.of(VolumeKind.CKD));
        DiskChooser chooser = new DiskChooser(in, pool, holdings, exhaustive);
        GuestPlans guestPlans = new GuestPlans(in, pool, holdings);
        // kept volumes first, for every guest, so nobody else takes them
        Map<String, List<Candidate>> kept = new LinkedHashMap<>();
        for (GuestIntent g : in.intents()) {
            List<Candidate> k = chooser.keep(g);
            if (in.keepToday().containsKey(g.guest())) {
                chooser.keepToday(g, k);
            }
            kept.put(g.guest(), k);
        }
        List<List<Candidate>> planned = new ArrayList<>();
        List<List<PlannedPath>> plannedPaths = new ArrayList<>();
        List<Candidate> allPlanned = new ArrayList<>();
        Map<VolumeRef, String> reusedBy = new HashMap<>();
        Map<VolumeRef, String> heldBy = new HashMap<>();
        for (GuestIntent g : in.intents()) {
            List<Candidate> disks = chooser.disks(g, kept.get(g.guest()));
            allPlanned.addAll(disks);
            List<Candidate> ordered = DiskChooser.interleave(disks);
            planned.add(ordered);
            plannedPaths.add("fcp".equals(g.access())
                    ? pathPlanner.fcp(g, in.keepToday().containsKey(g.guest())) : pathPlanner.eckd(ordered));
            for (Candidate c : ordered) {
                String h = holdings.reuse(c.id());
                if (h != null) {
                    reusedBy.put(c.id(), g.guest());
                    heldBy.put(c.id(), h);
                    notes.add(PlanNotes.reused(g.guest(), c.id(), h));
                }
            }
            // what it gives up may go to a later guest whose intent allows reusing released volumes
            Set<VolumeRef> ids = new HashSet<>();
            ordered.forEach(c -> ids.add(c.id()));
            for (VolumeRef v : guestPlans.releasable(g)) {
                if (!ids.contains(v)) {
                    holdings.release(v, g.guest());
                }
            }
        }
        List<GuestPlan> guests = new ArrayList<>();
        for (int i = 0; i < in.intents().size(); i++) {
            GuestIntent g = in.intents().get(i);
            guests.add(guestPlans.of(g, planned.get(i), plannedPaths.get(i), kept.get(g.guest()), reusedBy, heldBy));
        }
        return new Plan(guests, PlanBalance.of(in, pool, allPlanned, guests, pathPlanner.channelsUsed()), notes,
                StorageChanges.of(in.site(), guests));
    }

    /** Lexicographic order of two cost vectors of one length. */
    static int compare(int[] a, int[] b) {
        for (int i = 0; i < a.length; i++) {
            if (a[i] != b[i]) {
                return Integer.compare(a[i], b[i]);
            }
        }
        return 0;
    }
}
