package io.zlayout.diff;

import io.zlayout.plan.Spread;
import io.zlayout.rules.Finding;

import java.util.Collections;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.TreeSet;

/**
 * One side of a diff.
 *
 * @param path       the argument as given
 * @param guests     by guest identity
 * @param volumes    by volume identity: every volume of a site, the planned ones of a plan
 * @param findings   what a site's rules report after its settings; null for a plan
 * @param suppressed findings the site's settings suppress; null for a plan
 * @param rulesRun   slugs of the rules that ran on a site; null for a plan
 */
public record Snapshot(String path, Kind kind, Map<String, GuestState> guests, Map<String, VolumeState> volumes,
                       List<Finding> findings, List<Finding> suppressed, Set<String> rulesRun) {

    /** A site (read, joined and judged) or a plan file. */
    public enum Kind {
        SITE, PLAN;

        public String label() {
            return name().toLowerCase(java.util.Locale.ROOT);
        }
    }

    /**
     * What one guest has.
     *
     * @param volumes volume identities, sorted
     * @param paths   sorted
     */
    public record GuestState(String guest, List<String> volumes, List<PathRef> paths, Spread spread) {

        public GuestState {
            volumes = List.copyOf(new TreeSet<>(volumes));
            paths = List.copyOf(new TreeSet<>(paths));
        }
    }

    /**
     * Where one volume is and who has it.
     *
     * @param guests guest identities that have it, sorted
     * @param ranks  rank identities it has extents on (or may have), sorted; empty when not known
     * @param lss    LSS identity
     */
    public record VolumeState(String volume, List<String> guests, List<String> ranks, String lss) {

        public VolumeState {
            guests = List.copyOf(new TreeSet<>(guests));
            ranks = List.copyOf(new TreeSet<>(ranks));
        }
    }

    public Snapshot {
        guests = Collections.unmodifiableMap(new TreeMap<>(guests));
        volumes = Collections.unmodifiableMap(new TreeMap<>(volumes));
        findings = findings == null ? null : List.copyOf(findings);
        suppressed = suppressed == null ? null : List.copyOf(suppressed);
        rulesRun = rulesRun == null ? null : Collections.unmodifiableSet(new TreeSet<>(rulesRun));
    }
}
