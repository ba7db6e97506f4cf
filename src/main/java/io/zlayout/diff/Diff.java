package io.zlayout.diff;

import io.zlayout.baseline.Baseline;
import io.zlayout.plan.Spread;
import io.zlayout.rules.Finding;
import io.zlayout.rules.FailOn;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Set;
import java.util.TreeMap;
import java.util.TreeSet;

/**
 * What changes from OLD to NEW. Where a side is a plan, only the guests a plan names are compared (a plan
 * leaves every other guest as it is), and findings are not compared (a plan has none).
 *
 * @param guestsAdded   guest identities only NEW has
 * @param guestsRemoved guest identities only OLD has
 * @param pathsAdded    paths only NEW has, sorted
 * @param pathsRemoved  paths only OLD has, sorted
 * @param volumes       volumes whose guests, ranks or LSS differ, by identity
 * @param spread        guests on both sides whose spread differs, by identity
 * @param findings      the findings compared, or null when a side is a plan
 */
public record Diff(Side oldSide, Side newSide, List<String> guestsAdded, List<String> guestsRemoved,
                   List<PathRef> pathsAdded, List<PathRef> pathsRemoved, List<VolumeChange> volumes,
                   List<SpreadChange> spread, FindingChanges findings) {

    /** Which side: the argument as given, and whether it was a site or a plan. */
    public record Side(String path, Snapshot.Kind kind) {
    }

    /**
     * A volume that moved.
     *
     * @param changed which of guest, rank, lss differ
     * @param before  the volume on OLD (guests limited to the compared ones), or null when OLD does not know it
     * @param after   likewise on NEW
     */
    public record VolumeChange(String volume, List<String> changed, Snapshot.VolumeState before,
                               Snapshot.VolumeState after) {
    }

    /** How a guest's spread changed: better (only up), worse (only down) or mixed. */
    public record SpreadChange(String guest, Spread before, Spread after, String direction) {
    }

    /**
     * Findings of NEW that OLD did not have ({@code fresh}), findings of OLD that NEW does not have
     * ({@code fixed}), and findings of OLD that NEW still has but no longer reports ({@code hidden}: suppressed
     * there, or their rule switched off), each with why.
     */
    public record FindingChanges(List<Finding> fresh, List<Finding> fixed, List<Hidden> hidden) {

        public boolean failsAt(FailOn threshold) {
            return fresh.stream().anyMatch(f -> threshold.fails(f.severity()));
        }
    }

    /** A finding NEW still has but does not report. */
    public record Hidden(Finding finding, String why) {
    }

    public static final String GUEST = "guest";
    public static final String RANK = "rank";
    public static final String LSS = "lss";

    /** Compares two sides. */
    public static Diff of(Snapshot before, Snapshot after) {
        boolean plan = before.kind() == Snapshot.Kind.PLAN || after.kind() == Snapshot.Kind.PLAN;
        Set<String> scope = new TreeSet<>();
        if (plan) {
            if (before.kind() == Snapshot.Kind.PLAN) {
                scope.addAll(before.guests().keySet());
            }
            if (after.kind() == Snapshot.Kind.PLAN) {
                scope.addAll(after.guests().keySet());
            }
        } else {
            scope.addAll(before.guests().keySet());
            scope.addAll(after.guests().keySet());
        }

        List<String> added = new ArrayList<>();
        List<String> removed = new ArrayList<>();
        TreeSet<PathRef> oldPaths = new TreeSet<>();
        TreeSet<PathRef> newPaths = new TreeSet<>();
        List<SpreadChange> spread = new ArrayList<>();
        for (String g : scope) {
            Snapshot.GuestState o = before.guests().get(g);
            Snapshot.GuestState n = after.guests().get(g);
            if (o == null && n != null) {
                added.add(g);
            } else if (o != null && n == null) {
                removed.add(g);
            }
            if (o != null) {
                oldPaths.addAll(o.paths());
            }
            if (n != null) {
                newPaths.addAll(n.paths());
            }
            if (o != null && n != null && !o.spread().equals(n.spread())) {
                spread.add(new SpreadChange(g, o.spread(), n.spread(), direction(o.spread(), n.spread())));
            }
        }
        TreeSet<PathRef> pathsAdded = new TreeSet<>(newPaths);
        pathsAdded.removeAll(oldPaths);
        TreeSet<PathRef> pathsRemoved = new TreeSet<>(oldPaths);
        pathsRemoved.removeAll(newPaths);

        TreeSet<String> volumeIds = new TreeSet<>(before.volumes().keySet());
        volumeIds.addAll(after.volumes().keySet());
        List<VolumeChange> volumes = new ArrayList<>();
        for (String v : volumeIds) {
            Snapshot.VolumeState o = scoped(before.volumes().get(v), scope);
            Snapshot.VolumeState n = scoped(after.volumes().get(v), scope);
            List<String> oldGuests = o == null ? List.of() : o.guests();
            List<String> newGuests = n == null ? List.of() : n.guests();
            List<String> changed = new ArrayList<>();
            if (!oldGuests.equals(newGuests)) {
                changed.add(GUEST);
            }
            if (o != null && n != null && !o.ranks().isEmpty() && !n.ranks().isEmpty() && !o.ranks().equals(n.ranks())) {
                changed.add(RANK);
            }
            if (o != null && n != null && !Objects.equals(o.lss(), n.lss())) {
                changed.add(LSS);
            }
            if (!changed.isEmpty()) {
                volumes.add(new VolumeChange(v, changed, o, n));
            }
        }

        FindingChanges findings = null;
        if (!plan) {
            findings = findings(before, after);
        }
        return new Diff(new Side(before.path(), before.kind()), new Side(after.path(), after.kind()), added, removed,
                List.copyOf(pathsAdded), List.copyOf(pathsRemoved), volumes, spread, findings);
    }

    /** True when NEW brings a finding at or above the threshold. */
    public boolean failsAt(FailOn threshold) {
        return findings != null && findings.failsAt(threshold);
    }

    /** True when nothing at all differs. */
    public boolean empty() {
        return guestsAdded.isEmpty() && guestsRemoved.isEmpty() && pathsAdded.isEmpty() && pathsRemoved.isEmpty()
                && volumes.isEmpty() && spread.isEmpty() && (findings == null
                || (findings.fresh().isEmpty() && findings.fixed().isEmpty() && findings.hidden().isEmpty()));
    }

    private static Snapshot.VolumeState scoped(Snapshot.VolumeState s, Set<String> scope) {
        if (s == null) {
            return null;
        }
        return new Snapshot.VolumeState(s.volume(), s.guests().stream().filter(scope::contains).toList(), s.ranks(),
                s.lss());
    }

    static String direction(Spread o, Spread n) {
        int[] a = {o.ranks(), o.lss(), o.servers(), o.deviceAdapters(), o.hostAdapters(), o.chpids()};
        int[] b = {n.ranks(), n.lss(), n.servers(), n.deviceAdapters(), n.hostAdapters(), n.chpids()};
        boolean up = false;
        boolean down = false;
        for (int i = 0; i < a.length; i++) {
            up |= b[i] > a[i];
            down |= b[i] < a[i];
        }
        return up && down ? "mixed" : up ? "better" : "worse";
    }

    private static FindingChanges findings(Snapshot before, Snapshot after) {
        List<Finding> fresh = Baseline.of(before.findings()).compare(after.findings()).fresh();
        List<Finding> gone = Baseline.of(after.findings()).compare(before.findings()).fresh();
        Map<Baseline.Key, Integer> suppressed = new TreeMap<>();
        after.suppressed().forEach(f -> suppressed.merge(Baseline.Key.of(f), 1, Integer::sum));
        Set<String> ran = after.rulesRun() == null ? new HashSet<>() : new LinkedHashSet<>(after.rulesRun());
        List<Finding> fixed = new ArrayList<>();
        List<Hidden> hidden = new ArrayList<>();
        for (Finding f : gone) {
            Baseline.Key k = Baseline.Key.of(f);
            int n = suppressed.getOrDefault(k, 0);
            if (n > 0) {
                suppressed.put(k, n - 1);
                hidden.add(new Hidden(f, "suppressed by NEW's settings"));
            } else if (!ran.contains(f.rule())) {
                hidden.add(new Hidden(f, "NEW's settings switch " + f.rule() + " off"));
            } else {
                fixed.add(f);
            }
        }
        return new FindingChanges(fresh, fixed, hidden);
    }
}
