package io.zlayout.emit;

import java.util.List;
import java.util.Locale;
import java.util.function.Function;

/**
 * The head {@code lvm-setup.sh} and {@code migrate.sh} share: the disks a guest IPLs from, the help lines of the
 * environment overrides, the physical volume variables and the indexed arrays with their overridable defaults.
 * Both scripts' bodies read the same names ({@code PV1..PVn}, {@code BOOT=(…)}), so they are written in one place.
 */
final class ScriptHead {

    private ScriptHead() {
    }

    /** The comment lines naming the disks the guest IPLs from, which the script never touches. */
    static void neverTouched(StringBuilder b, GuestLayout g) {
        for (String boot : g.bootDisks()) {
            b.append("#   never touched: ").append(boot).append(" (the disk ").append(g.userId())
                    .append(" IPLs from)\n");
        }
    }

    /** One line of the environment help: the variable (or range) and what it sets. */
    static void environment(StringBuilder b, String variables, String meaning) {
        b.append(String.format(Locale.ROOT, "#   %-14s %s", variables, meaning)).append('\n');
    }

    /** The help line of {@code VAR1..VARn} with {@code n} values, nothing when there are none. */
    static void environment(StringBuilder b, String var, int n, String meaning) {
        if (n > 0) {
            environment(b, var + "1" + (n > 1 ? ".." + var + n : ""), meaning);
        }
    }

    /**
     * {@code PVn}, overridable: the planned path, or on FCP without a known WWID (multipath.conf cannot name the
     * map) a variable the run must set, whose message says which volume it is.
     */
    static void physicalVolume(StringBuilder b, GuestLayout g, GuestLayout.Disk d) {
        String var = "PV" + d.number();
        if (g.access() == GuestLayout.Access.FCP && d.wwid() == null) {
            b.append(var).append("=\"${").append(var).append(":?set ").append(var)
                    .append(" to the multipath device of volume ").append(d.volumeId())
                    .append(" (its WWID is not known, so multipath.conf cannot name it ")
                    .append(d.alias()).append(")}\"\n");
        } else {
            b.append(var).append("=\"${").append(var).append(":-").append(d.pv()).append("}\"\n");
        }
    }

    /** {@code VAR=("${VAR1:-value1}" "${VAR2:-value2}" …)}: an array each of whose entries can be overridden. */
    static void defaults(StringBuilder b, String var, List<String> values) {
        b.append(var).append("=(");
        for (int i = 0; i < values.size(); i++) {
            b.append(i == 0 ? "" : " ").append("\"${").append(var).append(i + 1).append(":-")
                    .append(values.get(i)).append("}\"");
        }
        b.append(")\n");
    }

    /** {@code VAR=(…)}: one entry per disk, in stripe order. */
    static void array(StringBuilder b, String var, List<GuestLayout.Disk> disks,
                      Function<GuestLayout.Disk, String> entry) {
        b.append(var).append("=(");
        for (int i = 0; i < disks.size(); i++) {
            b.append(i == 0 ? "" : " ").append(entry.apply(disks.get(i)));
        }
        b.append(")\n");
    }
}
