package io.zlayout.baseline;

import io.zlayout.rules.Finding;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

/**
 * Accepted findings: one entry per rule and element identities, with how many findings had that key. Sorted
 * by rule, then identities, so the file it is written to is the same for the same findings and diffs well.
 */
public record Baseline(List<Entry> entries) {

    /** One key and how many findings had it. */
    public record Entry(String rule, List<String> elements, int count) implements Comparable<Entry> {

        public Entry {
            elements = List.copyOf(elements);
        }

        Key key() {
            return new Key(rule, elements);
        }

        @Override
        public int compareTo(Entry o) {
            return key().compareTo(o.key());
        }
    }

    /** A finding's identity across runs: its rule and element identities, in order. */
    public record Key(String rule, List<String> elements) implements Comparable<Key> {

        private static final Comparator<List<String>> LISTS = (a, b) -> {
            for (int i = 0; i < Math.min(a.size(), b.size()); i++) {
                int c = a.get(i).compareTo(b.get(i));
                if (c != 0) {
                    return c;
                }
            }
            return Integer.compare(a.size(), b.size());
        };

        public static Key of(Finding f) {
            return new Key(f.rule(), f.elements());
        }

        @Override
        public int compareTo(Key o) {
            int c = rule.compareTo(o.rule);
            return c != 0 ? c : LISTS.compare(elements, o.elements);
        }
    }

    /**
     * A run against a baseline.
     *
     * @param fresh    findings the baseline does not hold: reported, and the only ones {@code --fail-on} counts
     * @param existing findings the baseline holds
     * @param fixed    baseline entries (with the number gone) that no finding has any more
     */
    public record Comparison(List<Finding> fresh, List<Finding> existing, List<Entry> fixed) {

        public Comparison {
            fresh = List.copyOf(fresh);
            existing = List.copyOf(existing);
            fixed = List.copyOf(fixed);
        }
    }

    /** Sorted, with entries of one key (a hand-merged file may repeat one) counted together. */
    public Baseline {
        Map<Key, Integer> counts = new TreeMap<>();
        entries.forEach(e -> counts.merge(e.key(), e.count(), Integer::sum));
        List<Entry> merged = new ArrayList<>();
        counts.forEach((k, n) -> merged.add(new Entry(k.rule(), k.elements(), n)));
        entries = List.copyOf(merged);
    }

    /** Today's findings as a baseline. */
    public static Baseline of(List<Finding> findings) {
        return new Baseline(findings.stream().map(f -> new Entry(f.rule(), f.elements(), 1)).toList());
    }

    /**
     * Splits findings into fresh and existing. Where a key has more findings than the baseline counted, the
     * first ones in report order are existing and the rest fresh; where fewer, the difference is fixed.
     */
    public Comparison compare(List<Finding> findings) {
        Map<Key, Integer> left = new TreeMap<>();
        entries.forEach(e -> left.merge(e.key(), e.count(), Integer::sum));
        List<Finding> sorted = new ArrayList<>(findings);
        sorted.sort(null);
        List<Finding> fresh = new ArrayList<>();
        List<Finding> existing = new ArrayList<>();
        for (Finding f : sorted) {
            Key k = Key.of(f);
            int n = left.getOrDefault(k, 0);
            if (n > 0) {
                left.put(k, n - 1);
                existing.add(f);
            } else {
                fresh.add(f);
            }
        }
        Map<Key, Integer> gone = new LinkedHashMap<>();
        left.forEach((k, n) -> {
            if (n > 0) {
                gone.put(k, n);
            }
        });
        List<Entry> fixed = new ArrayList<>();
        gone.forEach((k, n) -> fixed.add(new Entry(k.rule(), k.elements(), n)));
        return new Comparison(fresh, existing, fixed);
    }
}
