package io.zlayout.report.site;

import io.zlayout.model.id.DeviceNumber;
import io.zlayout.model.id.CuNumber;
import io.zlayout.model.Device;
import io.zlayout.model.Volume;
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
                    planItems.add(new PlanItem(g.guest(), "planned", "disk", i++, d.image(), d.volumeId().toString(),
                            d.placement() != null && !d.byRank() ? d.where()
                                    : d.rank() == null ? null : SiteReport.shortId(d.rank()),
                            SiteReport.shortId(d.lss()), d.server(), d.daPair(),
                            text(d.device()), text(d.lun()), null, null, null, null, null));
                }
                i = 1;
                for (PlannedPath p : g.paths()) {
                    planItems.add(new PlanItem(g.guest(), "planned", "path", i++,
                            p.ioPort() == null ? null : SiteReport.imageOf(p.ioPort()), SiteReport.shortId(p.chpid()), null, null, null, null,
                            text(p.device()), null, text(p.fcpDevice()),
                            p.ioPort() == null ? null : SiteReport.shortId(p.ioPort()), text(p.wwpn()),
                            p.hostAdapter() == null ? null : SiteReport.shortId(p.hostAdapter()), today(p)));
                }
                addFiles(planItems, input, g.guest(), files.get(g.guest()));
            }
        } else {
            ChannelTopology ch = input.site().channels();
            for (GuestTopology.GuestLayout g : input.site().guests().guests()) {
                int i = 1;
                TreeSet<String> chpids = new TreeSet<>();
                for (GuestTopology.GuestDisk d : input.site().running().disks(g)) {
                    StorageTopology.Placement p = d.placement();
                    Volume v = d.volume();
                    DeviceNumber number = d.device() != null ? d.device() : v == null ? null
                            : input.site().channels().baseDevice(v.identity()).map(Device::number).orElse(null);
                    Device dev = number == null ? null : devices.get(number);
                    if (dev != null) {
                        for (CuNumber cu : dev.controlUnits()) {
                            ch.controlUnit(cu).ifPresent(c -> input.site().running().eckdPaths(c, g)
                                    .forEach(x -> chpids.add(x.chpidIdentity())));
                        }
                    }
                    planItems.add(new PlanItem(g.guest(), "current", "disk", i++, v == null ? null : v.image(),
                            v == null ? null : v.id().toString(),
                            p == null ? null : !p.byRank() ? p.describe()
                                    : String.join("+", p.ranks().stream().map(SiteReport::shortId).toList()),
                            p == null ? null : SiteReport.shortId(p.lss()), p == null ? null : p.server(),
                            p == null || !p.byRank() || p.daPairs().size() != 1 ? null : p.daPairs().get(0),
                            number == null ? null : number.toString(), null, null, null,
                            null, null, null));
                }
                i = 1;
                // the paths the guest's FCP disks run on, where its captures show them; else its FCP devices
                List<RunningLayout.GuestPath> running = input.site().running().guest(g.guest())
                        .map(RunningLayout.GuestRun::carrying).orElse(List.of());
                for (RunningLayout.GuestPath rp : running) {
                    planItems.add(new PlanItem(g.guest(), "current", "path", i++, rp.route().image(),
                            rp.chpid() == null ? null : SiteReport.shortId(rp.chpid()), null, null, null, null,
                            text(rp.route().device()), null, rp.route().busId().toString(),
                            rp.ioPort() == null ? null : SiteReport.shortId(rp.ioPort()), rp.route().wwpn().toString(),
                            rp.hostAdapter() == null ? null : SiteReport.shortId(rp.hostAdapter()), null));
                    if (rp.chpid() != null) {
                        chpids.remove(rp.chpid());
                    }
                }
                for (GuestTopology.FcpDevice f : running.isEmpty() ? g.fcpDevices() : List.<GuestTopology.FcpDevice>of()) {
                    planItems.add(new PlanItem(g.guest(), "current", "path", i++, null,
                            f.chpid() == null ? null : SiteReport.shortId(f.chpid()), null, null, null, null, text(f.device()), null,
                            text(f.busId()), null, null, null, null));
                    if (f.chpid() != null) {
                        chpids.remove(f.chpid());
                    }
                }
                for (String c : chpids) {
                    planItems.add(new PlanItem(g.guest(), "current", "path", i++, null, SiteReport.shortId(c), null, null, null,
                            null, null, null, null, null, null, null, null));
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
            planItems.add(new PlanItem(guest, input.plan() != null ? "planned" : "current", "file", null, null, f,
                    null, null, null, null, null, null, null, null, null, null, null));
        }
    }
}
