package io.zlayout.emit;

import io.zlayout.plan.PlannedPath;

import java.math.BigDecimal;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.TreeSet;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * How dm-multipath should use an FCP guest's paths, chosen from the workload and the path speeds, with the
 * evidence for each choice (seeds 000, 001 and 004).
 *
 * <ul>
 *   <li>grouping: always {@code multibus} — every path in one active group. Failover keeps one path busy
 *       and the rest idle (the LVM2/EVMS multipath study); the throughput of 4 paths needs all 4 carrying
 *       I/O (the Ubuntu multipath field report, where a host silently used 2 of 4).</li>
 *   <li>selector: {@code service-time 0} when the path speeds differ or are not all known,
 *       {@code queue-length 0} for mixed, random and re-read work on equal paths, {@code round-robin 0}
 *       only for purely sequential work on equal paths. Least-load selectors beat round-robin with mixed
 *       I/O sizes or unequal path speeds (the HP-UX 11i v3 mass storage white paper); for one stream of equal-sized sequential I/O over equal
 *       paths there is nothing for them to balance.</li>
 * </ul>
 *
 * @param grouping    path_grouping_policy value
 * @param selector    path_selector value, with its argument count
 * @param speeds      the distinct path speeds in Gbit/s, ascending ({@code 1}, {@code 16}); empty when none is known
 * @param speedsKnown whether every path's speed is known
 * @param reasons     one sentence per choice, for comments and the summary
 */
record MultipathPolicy(String grouping, String selector, List<String> speeds, boolean speedsKnown,
                       List<String> reasons) {

    static final String ROUND_ROBIN = "round-robin 0";
    static final String QUEUE_LENGTH = "queue-length 0";
    static final String SERVICE_TIME = "service-time 0";

    private static final Pattern SPEED = Pattern.compile("(?i)\\s*(\\d+(?:\\.\\d+)?)\\s*([gm])?.*");

    static MultipathPolicy of(String workload, List<PlannedPath> paths) {
        TreeSet<BigDecimal> speeds = new TreeSet<>();
        boolean known = !paths.isEmpty();
        for (PlannedPath p : paths) {
            BigDecimal s = gbit(p.speed());
            if (s == null) {
                known = false;
            } else {
                speeds.add(s);
            }
        }
        List<String> shown = new ArrayList<>();
        for (BigDecimal s : speeds) {
            shown.add(s.stripTrailingZeros().toPlainString());
        }
        List<String> reasons = new ArrayList<>();
        reasons.add("path_grouping_policy multibus puts all " + paths.size() + " paths in one active group:"
                + " failover keeps one path busy and the others idle (the developerWorks LVM2/EVMS multipath study), and the throughput of"
                + " several paths needs every one of them carrying I/O (the Ubuntu 15.04 multipath field report: a host silently used 2 of 4).");
        String selector;
        if (speeds.size() > 1) {
            selector = SERVICE_TIME;
            reasons.add("path_selector \"service-time 0\": the paths run at different speeds ("
                    + String.join(", ", shown) + " Gbit/s); a least-load selector weighted by path throughput"
                    + " beats round-robin on unequal paths (the HP-UX 11i v3 mass storage white paper).");
        } else if (!known) {
            selector = SERVICE_TIME;
            reasons.add("path_selector \"service-time 0\": not every path speed is known, so the paths may"
                    + " be unequal; service-time adapts to unequal paths where round-robin does not (the HP-UX 11i v3 mass storage white paper).");
        } else if (workload.equals("seq-read") || workload.equals("seq-write")) {
            selector = ROUND_ROBIN;
            reasons.add("path_selector \"round-robin 0\": purely sequential work (" + workload + ") on paths"
                    + " of equal speed (" + shown.get(0) + " Gbit/s); with equal I/O sizes on equal paths"
                    + " there is nothing for a least-load selector to balance (the HP-UX 11i v3 mass storage white paper).");
        } else {
            selector = QUEUE_LENGTH;
            reasons.add("path_selector \"queue-length 0\": " + workload + " work mixes I/O sizes; a"
                    + " least-load selector beats round-robin with mixed I/O sizes (the HP-UX 11i v3 mass storage white paper).");
        }
        return new MultipathPolicy("multibus", selector, List.copyOf(shown), known, List.copyOf(reasons));
    }

    /** A link speed as exported ({@code 16 Gb/s}, {@code 1Gb}, {@code 800 Mb/s}) in Gbit/s; null when not a speed. */
    static BigDecimal gbit(String speed) {
        if (speed == null) {
            return null;
        }
        if (speed.length() > 64) {
            return null;
        }
        Matcher m = SPEED.matcher(speed);
        if (!m.matches()) {
            return null;
        }
        BigDecimal n = new BigDecimal(m.group(1));
        String unit = m.group(2) == null ? "g" : m.group(2).toLowerCase(Locale.ROOT);
        BigDecimal g = unit.equals("m") ? n.movePointLeft(3) : n;
        return g.signum() > 0 ? g.stripTrailingZeros() : null;
    }
}
