package io.zlayout.plan;

import io.zlayout.model.Chpid;
import io.zlayout.model.ControlUnit;
import io.zlayout.model.CuPath;
import io.zlayout.model.Device;
import io.zlayout.model.UnitAddRange;
import io.zlayout.model.ZvmChpid;
import io.zlayout.model.id.ChpidId;
import io.zlayout.model.id.CuNumber;
import io.zlayout.model.id.DeviceNumber;
import io.zlayout.model.ref.ChpidRef;
import io.zlayout.rules.InputKind;
import io.zlayout.topology.ChannelTopology;
import io.zlayout.topology.Site;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.TreeSet;

/**
 * What the hardware team adds to the IOCDS for the plan: the IOCP statements the plan's FCP paths need that the deck
 * read lacks — a {@code CHPID} for a channel it does not define, a {@code CNTLUNIT} on that channel where no FCP
 * control unit of the deck has a path over it, an {@code IODEVICE} for an FCP device it does not define. The planner
 * takes FCP devices from the deck where the deck defines FCP channels; it takes them from CP ({@code QUERY FCP},
 * {@code System_WWPN_Query}) and the guests' captures where the deck defines none (no deck given, or one without
 * FCP), and those are the paths that need statements. ECKD and minidisk paths are the deck's own control unit paths:
 * they need none.
 *
 * @param deckRead   true when an IOCP deck was read (the statements are then what it lacks; else what the plan's
 *                   paths need, to be checked against the deck)
 * @param statements the statements to add, in IOCP's order (CHPIDs, then each control unit with its devices)
 * @param notes      what could not be turned into a statement (a device the deck defines on another channel)
 */
public record IocdsChanges(boolean deckRead, List<Statement> statements, List<String> notes) {

    /** No plan paths to define (a plan without guests, or made without paths). */
    public static final IocdsChanges NONE = new IocdsChanges(false, List.of(), List.of());

    public IocdsChanges {
        statements = List.copyOf(statements);
        notes = List.copyOf(notes);
    }

    /** The PCHID operand's value where CP did not tell the CHPID's physical channel: IOCP refuses it until filled. */
    public static final String PCHID_TO_FILL = "???";

    /** What kind of statement. */
    public enum Kind { CHPID, CNTLUNIT, IODEVICE }

    /**
     * One IOCP statement to add.
     *
     * @param kind    its kind
     * @param operand the operand field, IOCP's keywords in IOCP's form ({@code PATH=(CSS(0),C3),SHARED,...})
     * @param why     for whom: the guests and their (real) FCP devices whose planned paths need it
     */
    public record Statement(Kind kind, String operand, String why) {

        /** {@code CHPID PATH=...}: the statement's text before it is put on cards. */
        public String text() {
            return kind + " " + operand;
        }
    }

    /** The statements the FCP paths of {@code guests} need that the site's deck lacks. */
    public static IocdsChanges of(Site site, List<GuestPlan> guests) {
        boolean any = guests.stream().anyMatch(g -> !g.paths().isEmpty());
        if (!any) {
            return NONE;
        }
        ChannelTopology ch = site.channels();
        // the deck's FCP devices (by number) with their control units, and its FCP control units by channel path
        Map<DeviceNumber, ControlUnit> cuOfDevice = new HashMap<>();
        Map<ChpidRef, List<ControlUnit>> fcpCusOfChpid = new HashMap<>();
        Set<CuNumber> cuNumbers = new HashSet<>();
        for (ControlUnit cu : site.all(ControlUnit.class)) {
            cuNumbers.add(cu.number());
            if (!"FCP".equalsIgnoreCase(cu.unit())) {
                continue;
            }
            for (Device d : ch.devices(cu)) {
                cuOfDevice.putIfAbsent(d.number(), cu);
            }
            for (CuPath p : cu.paths()) {
                fcpCusOfChpid.computeIfAbsent(new ChpidRef(p.css(), p.chpid()), k -> new ArrayList<>()).add(cu);
            }
        }
        Map<ChpidId, String> pchids = new HashMap<>();
        for (ZvmChpid c : site.all(ZvmChpid.class)) {
            if (c.chpid() != null && c.pchid() != null) {
                pchids.putIfAbsent(c.chpid(), c.pchid());
            }
        }
        // per channel path (css, chpid) the devices its planned paths need, and who needs them
        Map<ChpidRef, ChannelNeed> needs = new TreeMap<>();
        List<String> notes = new ArrayList<>();
        for (GuestPlan g : guests) {
            if (!"fcp".equals(g.access())) {
                continue;
            }
            for (PlannedPath p : g.paths()) {
                if (p.device() == null || p.chpid() == null) {
                    continue;
                }
                ChpidRef chpid = p.chpid();
                ControlUnit cu = cuOfDevice.get(p.device());
                if (cu != null && cu.paths().stream()
                        .anyMatch(q -> q.css() == chpid.css() && q.chpid().equals(chpid.id()))) {
                    continue;
                }
                if (cu != null) {
                    notes.add("FCP device " + p.device() + " (" + g.guest() + "'s " + p.fcpDevice() + ") is on control"
                            + " unit " + cu.number() + " of the deck, whose path is not " + p.chpid().display()
                            + " as CP reports it: check the deck against QUERY FCP before the guest uses it");
                    continue;
                }
                ChannelNeed need = needs.computeIfAbsent(chpid, k -> new ChannelNeed(k.css(), k.id()));
                need.devices.add(p.device());
                need.who.add(g.guest() + " FCP device " + p.device());
            }
        }
        List<Statement> chpids = new ArrayList<>();
        List<Statement> units = new ArrayList<>();
        for (ChannelNeed n : needs.values()) {
            String path = "(CSS(" + n.css + ")," + n.chpid + ")";
            String why = String.join(", ", n.who);
            if (ch.chpid(n.css, n.chpid).isEmpty()) {
                String pchid = pchids.get(n.chpid);
                chpids.add(new Statement(Kind.CHPID, "PATH=" + path + ",SHARED,PCHID="
                        + (pchid == null ? PCHID_TO_FILL : pchid3(pchid)) + ",TYPE=FCP", why));
            }
            // the deck's FCP control unit on this channel whose unit addresses take the devices, else a new one
            ControlUnit home = null;
            for (ControlUnit cu : fcpCusOfChpid.getOrDefault(new ChpidRef(n.css, n.chpid), List.of())) {
                if (n.devices.stream().allMatch(d -> covers(cu, d))) {
                    home = cu;
                    break;
                }
            }
            CuNumber cuNumber = home != null ? home.number() : freeCu(cuNumbers, n.devices.first());
            if (home == null) {
                cuNumbers.add(cuNumber);
                units.add(new Statement(Kind.CNTLUNIT, "CUNUMBR=" + cuNumber + ",PATH=(" + path + "),UNIT=FCP,"
                        + "UNITADD=(" + unitAdd(n.devices) + ")", why));
            }
            for (List<DeviceNumber> run : runs(n.devices)) {
                units.add(new Statement(Kind.IODEVICE, "ADDRESS=(" + run.get(0) + "," + run.size() + "),CUNUMBR=("
                        + cuNumber + "),UNIT=FCP", why));
            }
        }
        List<Statement> all = new ArrayList<>(chpids);
        all.addAll(units);
        return new IocdsChanges(InputKind.IOCDS.presentIn(site), all, notes);
    }

    /** The planned devices of one channel path and the guests' FCP devices they serve. */
    private static final class ChannelNeed {
        final int css;
        final ChpidId chpid;
        final TreeSet<DeviceNumber> devices = new TreeSet<>();
        final TreeSet<String> who = new TreeSet<>();

        ChannelNeed(int css, ChpidId chpid) {
            this.css = css;
            this.chpid = chpid;
        }
    }

    /** True when a control unit's UNITADD takes the device's unit address (its last two hex digits). */
    private static boolean covers(ControlUnit cu, DeviceNumber d) {
        int ua = d.value() & 0xFF;
        return cu.unitAdd().stream().anyMatch(r -> r.contains(ua));
    }

    /** The device's own number as the control unit number where no control unit has it, else the next free one. */
    private static CuNumber freeCu(Set<CuNumber> taken, DeviceNumber first) {
        for (int i = 0; i <= 0xFFFF; i++) {
            CuNumber n = new CuNumber((first.value() + i) & 0xFFFF);
            if (!taken.contains(n)) {
                return n;
            }
        }
        throw new IllegalStateException("every control unit number is taken");
    }

    /** {@code (10,1),(20,2)}: the unit address ranges of the devices, one per run of consecutive devices. */
    private static String unitAdd(TreeSet<DeviceNumber> devices) {
        List<String> out = new ArrayList<>();
        for (List<DeviceNumber> run : runs(devices)) {
            out.add("(" + UnitAddRange.format(run.get(0).value()) + "," + run.size() + ")");
        }
        return String.join(",", out);
    }

    /** Runs of consecutive device numbers, none crossing a unit-address boundary of 256. */
    private static List<List<DeviceNumber>> runs(TreeSet<DeviceNumber> devices) {
        List<List<DeviceNumber>> out = new ArrayList<>();
        List<DeviceNumber> run = null;
        for (DeviceNumber d : devices) {
            DeviceNumber last = run == null ? null : run.get(run.size() - 1);
            if (last == null || d.value() != last.value() + 1 || (d.value() & 0xFF) == 0) {
                run = new ArrayList<>();
                out.add(run);
            }
            run.add(d);
        }
        return out;
    }

    /** {@code 0140} as CP shows a PCHID -> {@code 140}, the three hex digits IOCP's PCHID= takes. */
    private static String pchid3(String pchid) {
        String p = pchid.toUpperCase(Locale.ROOT);
        while (p.length() > 3 && p.charAt(0) == '0') {
            p = p.substring(1);
        }
        return p;
    }
}
