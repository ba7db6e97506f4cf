package io.zlayout.rules;

import io.zlayout.topology.Site;

import java.util.ArrayList;
import java.util.Collections;
import java.util.EnumSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;

/**
 * What a run judged: per rule in force, which kinds of elements it judged and which it could not, and why (an
 * input the rule needs is missing, or the intent cannot be met). A gate never passes blind: every output
 * format says what was not judged, and {@code --strict} fails the run on it.
 *
 * @param rules per rule in force, sorted by slug
 */
public record Coverage(List<RuleCoverage> rules) {

    /** How far one rule judged. */
    public enum Status {
        JUDGED("judged"), PARTLY("partly judged"), NOT_JUDGED("not judged");

        private final String label;

        Status(String label) {
            this.label = label;
        }

        /** The name in JSON: {@code judged}, {@code partly-judged}, {@code not-judged}. */
        public String id() {
            return label.replace(' ', '-');
        }

        /** "judged", "partly judged", "not judged". */
        public String label() {
            return label;
        }
    }

    /**
     * A kind of element one rule could not judge, and why.
     *
     * @param elements what was not judged ("control units"), or null for everything the rule judges
     * @param missing  the inputs the run lacks (empty when the reason is another one)
     * @param reason   why, for people: "no IOCDS", "no IOCDS, no storage export", "the intent cannot be met: …"
     */
    public record Gap(String elements, Set<InputKind> missing, String reason) {

        public Gap {
            missing = Collections.unmodifiableSet(missing.isEmpty() ? EnumSet.noneOf(InputKind.class)
                    : EnumSet.copyOf(missing));
        }
    }

    /**
     * One rule: how many kinds of element it judges, and those it could not.
     *
     * @param parts how many kinds of element the rule judges (0 for a rule that needs no input)
     */
    public record RuleCoverage(String rule, int parts, List<Gap> gaps) {

        public RuleCoverage {
            gaps = List.copyOf(gaps);
        }

        public Status status() {
            if (gaps.isEmpty()) {
                return Status.JUDGED;
            }
            boolean whole = gaps.stream().anyMatch(g -> g.elements() == null);
            return whole || gaps.size() >= parts ? Status.NOT_JUDGED : Status.PARTLY;
        }
    }

    public Coverage {
        rules = List.copyOf(rules);
    }

    /** No rule ran (a report made from findings alone). */
    public static final Coverage NONE = new Coverage(List.of());

    /** What {@code rules} can judge with the inputs {@code site} holds. */
    public static Coverage of(Site site, List<Rule> rules) {
        Set<InputKind> present = EnumSet.noneOf(InputKind.class);
        for (InputKind k : InputKind.values()) {
            if (k.presentIn(site)) {
                present.add(k);
            }
        }
        return of(present, rules);
    }

    /** What {@code rules} can judge when the run has {@code present}. */
    public static Coverage of(Set<InputKind> present, List<Rule> rules) {
        Map<String, RuleCoverage> out = new TreeMap<>();
        for (Rule r : rules) {
            Needs needs = r.needs();
            List<Gap> gaps = new ArrayList<>();
            List<Needs.Part> parts = needs.parts();
            for (Needs.Part p : parts) {
                Set<InputKind> missing = EnumSet.noneOf(InputKind.class);
                missing.addAll(p.inputs());
                missing.removeAll(present);
                if (!missing.isEmpty()) {
                    gaps.add(new Gap(parts.size() == 1 ? null : p.elements(), missing, reason(missing)));
                }
            }
            out.put(r.slug(), new RuleCoverage(r.slug(), parts.size(), gaps));
        }
        return new Coverage(new ArrayList<>(out.values()));
    }

    /** "no IOCDS, no storage export". */
    public static String reason(Set<InputKind> missing) {
        List<String> no = new ArrayList<>();
        missing.forEach(k -> no.add("no " + k.label()));
        return String.join(", ", no);
    }

    /**
     * This coverage with {@code rule} not judged at all for {@code reason}, with the inputs {@code missing} (empty
     * for another reason); a rule absent from it, or already not judged as a whole, is left as it is.
     */
    public Coverage notJudged(String rule, Set<InputKind> missing, String reason) {
        List<RuleCoverage> out = new ArrayList<>();
        for (RuleCoverage c : rules) {
            if (c.rule().equals(rule) && c.gaps().stream().noneMatch(g -> g.elements() == null)) {
                List<Gap> gaps = new ArrayList<>(c.gaps());
                gaps.add(new Gap(null, missing, reason));
                out.add(new RuleCoverage(c.rule(), c.parts(), gaps));
            } else {
                out.add(c);
            }
        }
        return new Coverage(out);
    }

    /** The rules of one status, by slug. */
    public List<RuleCoverage> with(Status status) {
        return rules.stream().filter(c -> c.status() == status).toList();
    }

    /** True when some rule in force could not judge all it judges. */
    public boolean blind() {
        return rules.stream().anyMatch(c -> !c.gaps().isEmpty());
    }

    /**
     * The one line every text output shows: "26 rules judged; 6 not judged: no IOCDS (single-path, …)"; the
     * rules partly judged are named with what they left out.
     */
    public String summary() {
        int judged = with(Status.JUDGED).size();
        StringBuilder b = new StringBuilder();
        b.append(judged).append(judged == 1 ? " rule" : " rules").append(" judged");
        List<RuleCoverage> none = with(Status.NOT_JUDGED);
        if (!none.isEmpty()) {
            b.append("; ").append(none.size()).append(" not judged: ").append(byReason(none, false));
        }
        List<RuleCoverage> partly = with(Status.PARTLY);
        if (!partly.isEmpty()) {
            b.append("; ").append(partly.size()).append(" partly judged: ").append(byReason(partly, true));
        }
        return b.toString();
    }

    /**
     * "no IOCDS (single-path, undefined-chpid), no fabric (shared-host-adapter)": each missing input in the order
     * of {@link InputKind} with the rules lacking it (a rule lacking two is named under both), then other reasons.
     */
    private static String byReason(List<RuleCoverage> rules, boolean withElements) {
        Map<String, java.util.Set<String>> by = new LinkedHashMap<>();
        for (InputKind k : InputKind.values()) {
            for (RuleCoverage c : rules) {
                for (Gap g : c.gaps()) {
                    if (g.missing().contains(k)) {
                        by.computeIfAbsent("no " + k.label(), x -> new java.util.LinkedHashSet<>())
                                .add(withElements && g.elements() != null ? c.rule() + ": " + g.elements() : c.rule());
                    }
                }
            }
        }
        for (RuleCoverage c : rules) {
            for (Gap g : c.gaps()) {
                if (g.missing().isEmpty()) {
                    by.computeIfAbsent(g.reason(), x -> new java.util.LinkedHashSet<>())
                            .add(withElements && g.elements() != null ? c.rule() + ": " + g.elements() : c.rule());
                }
            }
        }
        List<String> parts = new ArrayList<>();
        by.forEach((reason, which) -> parts.add(reason + " (" + String.join(", ", which) + ")"));
        return String.join(", ", parts);
    }
}
