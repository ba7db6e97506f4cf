package io.zlayout.report.site;

import io.zlayout.model.id.DeviceNumber;
import io.zlayout.model.id.CuNumber;
import io.zlayout.model.Device;
import io.zlayout.model.Volume;
import io.zlayout.model.ref.ChpidRef;
import io.zlayout.model.ref.ElementRef;
import io.zlayout.model.ref.RankRef;
import io.zlayout.plan.GuestPlan;
import io.zlayout.plan.Plan;
import io.zlayout.plan.PlannedDisk;
import io.zlayout.plan.PlannedPath;
import io.zlayout.topology.ChannelTopology;
import io.zlayout.topology.GuestTopology;
import io.zlayout.topology.RunningLayout;
import io.zlayout.topology.StorageTopology;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;

/**
 * The plan lines of the workbook and the page: each guest's disks and paths as planned, or as they are today
 * when there is no plan, and the files the plan is realised by. {@link SiteReport} makes them once.
 */
public final class PlanItems {

    private PlanItems() {
    }

    static List<PlanItem> of(ReportInput input, Map<DeviceNumber, Device> devices) {
        List<PlanItem> planItems = new ArrayList<>();
        Plan plan = input.plan();
        Map<String, List<String>> files = input.planFiles();
        if (plan != null) {
            for (GuestPlan g : plan.guests()) {
                int i = 1;
                for (PlannedDisk d : g.disks()) {
                    planItems.add(PlanItem.of(g.guest(), "planned", "disk").order(i++).image(d.image())
                            .item(d.volumeId().toString())
                            .rank(!d.byRank() ? d.where() : ElementRef.display(d.rank()))
                            .lss(d.lss().display()).server(d.server()).daPair(d.daPair()).device(text(d.device()))
                            .lun(text(d.lun())).build());
                }
                i = 1;
                for (PlannedPath p : g.paths()) {
                    planItems.add(PlanItem.of(g.guest(), "planned", "path").order(i++)
                            .image(p.ioPort() == null ? null : p.ioPort().image()).item(p.chpid().display())
                            .device(text(p.device())).fcpDevice(text(p.fcpDevice()))
                            .ioPort(ElementRef.display(p.ioPort())).wwpn(text(p.wwpn()))
                            .hostAdapter(ElementRef.display(p.hostAdapter())).today(today(p)).build());
                }
                addFiles(planItems, input, g.guest(), files.get(g.guest()));
            }
        } else {
            ChannelTopology ch = input.site().channels();
            for (GuestTopology.GuestLayout g : input.site().guests().guests()) {
                int i = 1;
                TreeSet<ChpidRef> chpids = new TreeSet<>();
                for (GuestTopology.GuestDisk d : input.site().running().disks(g)) {
                    StorageTopology.Placement p = d.placement();
                    Volume v = d.volume();
                    DeviceNumber number = number(ch, d);
                    eckdChpids(input, g, number == null ? null : devices.get(number), chpids);
                    planItems.add(PlanItem.of(g.guest(), "current", "disk").order(i++)
                            .image(v == null ? null : v.image()).item(v == null ? null : v.id().toString())
                            .rank(p == null ? null : !p.byRank() ? p.describe()
                                    : String.join("+", p.ranks().stream().map(RankRef::display).toList()))
                            .lss(p == null ? null : p.lss().display()).server(p == null ? null : p.server())
                            .daPair(p == null || !p.byRank() || p.daPairs().size() != 1 ? null : p.daPairs().get(0))
                            .device(text(number)).build());
                }
                i = 1;
                // the paths the guest's FCP disks run on, where its captures show them; else its FCP devices
                List<RunningLayout.GuestPath> running = input.site().running().guest(g.guest())
                        .map(RunningLayout.GuestRun::carrying).orElse(List.of());
                for (RunningLayout.GuestPath rp : running) {
                    planItems.add(PlanItem.of(g.guest(), "current", "path").order(i++).image(rp.route().image())
                            .item(rp.chpid() == null ? null : ElementRef.display(rp.chpid()))
                            .device(text(rp.route().device())).fcpDevice(rp.route().busId().toString())
                            .ioPort(rp.ioPort() == null ? null : ElementRef.display(rp.ioPort()))
                            .wwpn(rp.route().wwpn().toString())
                            .hostAdapter(rp.hostAdapter() == null ? null : ElementRef.display(rp.hostAdapter()))
                            .build());
                    if (rp.chpid() != null) {
                        chpids.remove(rp.chpid());
                    }
                }
                for (GuestTopology.FcpDevice f : running.isEmpty() ? g.fcpDevices() : List.<GuestTopology.FcpDevice>of()) {
                    planItems.add(PlanItem.of(g.guest(), "current", "path").order(i++)
                            .item(f.chpid() == null ? null : ElementRef.display(f.chpid()))
                            .device(text(f.device())).fcpDevice(text(f.busId())).build());
                    if (f.chpid() != null) {
                        chpids.remove(f.chpid());
                    }
                }
                for (ChpidRef c : chpids) {
                    planItems.add(PlanItem.of(g.guest(), "current", "path").order(i++).item(c.display())
                            .build());
                }
                addFiles(planItems, input, g.guest(), files.get(g.guest()));
            }
        }
        List<String> site = files.get(ReportInput.SITE_FILES);
        if (site != null) {
            addFiles(planItems, input, "(site)", site);
        }
        return planItems;
    }

    /** An identifier's canonical text for a cell, or null. */
    private static String text(Object id) {
        return id == null ? null : id.toString();
    }

    /** Where the guest has a planned path's FCP device today, in the HTML page's words; null off FCP. */
    public static String today(PlannedPath p) {
        if (p.device() == null) {
            return null;
        }
        return switch (p.origin()) {
            case ENTRY -> "in the entry";
            case RUNNING -> "runs today, not in the entry: the DEDICATE makes it permanent"
                    + (p.realAssumed() ? " (real device assumed equal to the virtual one: confirm with"
                    + " QUERY VIRTUAL FCP)" : "");
            case NEW -> "new";
        };
    }

    private static void addFiles(List<PlanItem> planItems, ReportInput input, String guest, List<String> files) {
        if (files == null) {
            return;
        }
        for (String f : files) {
            planItems.add(PlanItem.of(guest, input.plan() != null ? "planned" : "current", "file").item(f).build());
        }
    }

    /** The device number of a guest's disk: its own, else its volume's base device in the IOCDS; null if neither. */
    static DeviceNumber number(ChannelTopology ch, GuestTopology.GuestDisk d) {
        if (d.device() != null || d.volume() == null) {
            return d.device();
        }
        return ch.baseDevice(d.volume().key()).map(Device::number).orElse(null);
    }

    /** Adds the CHPIDs of the guest's ECKD paths to the control units of {@code dev} (none when it is null). */
    static void eckdChpids(ReportInput input, GuestTopology.GuestLayout g, Device dev, Set<ChpidRef> into) {
        if (dev == null) {
            return;
        }
        for (CuNumber cu : dev.controlUnits()) {
            input.site().channels().controlUnit(cu).ifPresent(c -> input.site().running().eckdPaths(c, g)
                    .forEach(p -> into.add(p.chpidRef())));
        }
    }
}
