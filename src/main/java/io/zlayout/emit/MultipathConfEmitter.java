package io.zlayout.emit;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.TreeMap;
import java.util.regex.Pattern;

/**
 * {@code /etc/multipath.conf} for FCP guests: {@code defaults} without user-friendly names, one
 * {@code devices} stanza per storage product the guest's LUNs are on (overriding the built-in hwtable entry
 * with the path grouping and selector of {@link MultipathPolicy}, and zfcp-minded timeouts), and a
 * {@code multipaths} entry naming each LUN {@code <guest>_<volume>}. Every choice carries its evidence as a
 * comment. Written for what multipath-tools 0.9.4 accepts without a warning (no {@code group_by_tpg}).
 */
public final class MultipathConfEmitter extends PerGuestFile {

    static final String FILE = "linux/etc/multipath.conf";

    /** Queue for this many checker intervals when every path is gone, then fail the I/O. */
    static final int NO_PATH_RETRY = 30;
    static final int POLLING_INTERVAL = 5;
    static final int FAST_IO_FAIL_TMO = 5;
    static final int DEV_LOSS_TMO = 300;

    private static final Pattern MACHINE_TYPE = Pattern.compile("[0-9A-Za-z]{4}");
    private static final int WIDTH = 78;

    public MultipathConfEmitter() {
        super(FILE, g -> g.access() == GuestLayout.Access.FCP, MultipathConfEmitter::content, false);
    }

    /** The multipath.conf product regex for a machine type; null when the type is unknown. */
    static String product(String machineType) {
        if (machineType == null || !MACHINE_TYPE.matcher(machineType.trim()).matches()) {
            return null;
        }
        return switch (machineType.trim().toUpperCase(Locale.ROOT)) {
            case "2107" -> "^2107900";
            case "2105" -> "^2105";
            case "1750" -> "^1750500";
            default -> "^" + machineType.trim().toUpperCase(Locale.ROOT);
        };
    }

    static String content(GuestLayout g) {
        MultipathPolicy policy = MultipathPolicy.of(g.workload(), g.plan().paths());
        StringBuilder b = new StringBuilder(4096);
        b.append(Text.wrap("# ", "zlayout plan for " + g.userId() + " (fcp, workload " + g.workload() + "): "
                + g.paths().size() + " paths, " + g.disks().size() + " LUNs.", WIDTH));
        b.append(Text.wrap("# ", "Install as /etc/multipath.conf on " + g.userId() + " and check it with"
                + " 'multipath -t' (nothing may appear on stderr); then 'systemctl reload multipathd' and"
                + " 'multipath -ll': every map must show one path group holding all " + g.paths().size()
                + " paths, status=active.", WIDTH));
        b.append("#\n");
        for (String reason : policy.reasons()) {
            b.append(Text.wrap("# ", reason, WIDTH));
        }
        b.append(Text.wrap("# ", "no_path_retry " + NO_PATH_RETRY + ": when every path is gone, queue I/O"
                + " for " + NO_PATH_RETRY + " checks (" + NO_PATH_RETRY * POLLING_INTERVAL + " s at"
                + " polling_interval " + POLLING_INTERVAL + ") to ride out a storage host adapter"
                + " or fabric failover, then fail it so applications see the error instead of hanging"
                + " (the built-in IBM entries queue forever).", WIDTH));
        b.append(Text.wrap("# ", "fast_io_fail_tmo " + FAST_IO_FAIL_TMO + ": zfcp fails I/O on a lost"
                + " remote port after " + FAST_IO_FAIL_TMO + " s, so multipath moves it to the other"
                + " paths at once; dev_loss_tmo " + DEV_LOSS_TMO + ": the SCSI devices of that port are"
                + " removed only after " + DEV_LOSS_TMO + " s, longer than the " + NO_PATH_RETRY
                * POLLING_INTERVAL + " s no_path_retry window.", WIDTH));
        b.append(Text.wrap("# ", "user_friendly_names no and an alias per LUN: the names in the LVM"
                + " script are the same on every boot and every host; find_multipaths no: every SCSI"
                + " disk of the guest is a SAN LUN and gets a map (DASD stays out through the built-in"
                + " blacklist).", WIDTH));
        b.append("defaults {\n");
        b.append("\tuser_friendly_names no\n");
        b.append("\tfind_multipaths no\n");
        b.append("\tpolling_interval ").append(POLLING_INTERVAL).append('\n');
        b.append("}\n");

        Map<String, List<String>> products = new TreeMap<>();
        List<String> unknown = new ArrayList<>();
        for (GuestLayout.Disk d : g.disks()) {
            String product = product(d.planned().machineType());
            if (product == null) {
                unknown.add(d.volumeId());
            } else {
                products.computeIfAbsent(product, k -> new ArrayList<>()).add(d.volumeId());
            }
        }
        if (!unknown.isEmpty()) {
            b.append(Text.wrap("# ", "No machine type for volume(s) " + String.join(", ", unknown)
                    + ": no device stanza for them, the built-in entry applies.", WIDTH));
        }
        if (!products.isEmpty()) {
            b.append("devices {\n");
            for (String product : products.keySet()) {
                b.append("\tdevice {\n");
                b.append("\t\tvendor \"IBM\"\n");
                b.append("\t\tproduct \"").append(product).append("\"\n");
                b.append("\t\tpath_grouping_policy ").append(policy.grouping()).append('\n');
                b.append("\t\tpath_selector \"").append(policy.selector()).append("\"\n");
                b.append("\t\tno_path_retry ").append(NO_PATH_RETRY).append('\n');
                b.append("\t\tfast_io_fail_tmo ").append(FAST_IO_FAIL_TMO).append('\n');
                b.append("\t\tdev_loss_tmo ").append(DEV_LOSS_TMO).append('\n');
                b.append("\t}\n");
            }
            b.append("}\n");
        }
        b.append("multipaths {\n");
        for (GuestLayout.Disk d : g.disks()) {
            String where = d.planned().volume() + ", " + d.planned().where() + ", LSS "
                    + Text.brief(d.planned().lss()) + ", LUN " + d.lun();
            if (d.wwid() == null) {
                b.append(Text.wrap("\t# ", where + ": no WWID (the storage image's WWNN is not known)."
                        + " When 'multipath -ll' shows it, add a multipath entry with that wwid and alias "
                        + d.alias() + ".", WIDTH));
                continue;
            }
            b.append(Text.wrap("\t# ", where, WIDTH));
            b.append("\tmultipath {\n");
            b.append("\t\twwid ").append(d.wwid()).append('\n');
            b.append("\t\talias ").append(d.alias()).append('\n');
            b.append("\t}\n");
        }
        b.append("}\n");
        return b.toString();
    }
}
