package io.zlayout.report;

import io.zlayout.document.Json;
import io.zlayout.model.Diagnostic;
import io.zlayout.topology.Inventory;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/** Renders {@code zlayout inventory} as text for people or as {@code zlayout.inventory/1} JSON. */
public final class InventoryReport {

    public static final String SCHEMA = "zlayout.inventory/1";

    private InventoryReport() {
    }

    public static String json(Inventory inv) {
        Map<String, Object> root = Json.document(SCHEMA);
        List<Map<String, Object>> inputs = new ArrayList<>();
        for (Inventory.Input in : inv.inputs()) {
            Map<String, Object> m = new LinkedHashMap<>();
            m.put("path", in.path());
            m.put("format", in.format());
            m.put("elements", in.elements());
            if (in.guest() != null) {
                m.put("guest", in.guest());
            }
            inputs.add(m);
        }
        root.put("inputs", inputs);
        root.put("counts", inv.counts());
        List<Map<String, Object>> css = new ArrayList<>();
        for (Inventory.CssSummary c : inv.channelSubsystems()) {
            Map<String, Object> m = new LinkedHashMap<>();
            m.put("css", c.css());
            m.put("chpidsByType", c.chpidsByType());
            m.put("controlUnits", c.controlUnits());
            m.put("devices", c.devices());
            css.add(m);
        }
        root.put("channelSubsystems", css);
        List<Map<String, Object>> images = new ArrayList<>();
        for (Inventory.ImageSummary s : inv.storageImages()) {
            Map<String, Object> m = new LinkedHashMap<>();
            m.put("image", s.image());
            m.put("volumesFb", s.volumesFb());
            m.put("volumesCkd", s.volumesCkd());
            m.put("lss", s.lss());
            m.put("extentPools", s.extentPools());
            m.put("ranks", s.ranks());
            m.put("daPairs", s.daPairs());
            m.put("hostAdapters", s.hostAdapters());
            m.put("enclosures", s.enclosures());
            m.put("ioPorts", s.ioPorts());
            images.add(m);
        }
        root.put("storageImages", images);
        List<Map<String, Object>> lcus = new ArrayList<>();
        for (io.zlayout.topology.LcuAliases.Lcu l : inv.lcus()) {
            Map<String, Object> m = new LinkedHashMap<>();
            m.put("lcu", l.ref().identity());
            m.put("iocdsBases", l.iocdsDefined() ? l.iocdsBases().size() : null);
            m.put("iocdsAliases", l.iocdsDefined() ? l.iocdsAliases().size() : null);
            m.put("storageBases", l.storageListed() ? l.storageBases() : null);
            m.put("storageAliases", l.storageListed() ? l.storageAliases() : null);
            m.put("linuxAliases", l.linuxAliases());
            lcus.add(m);
        }
        root.put("lcus", lcus);
        List<Map<String, Object>> notes = new ArrayList<>();
        for (Diagnostic d : inv.diagnostics()) {
            Map<String, Object> m = new LinkedHashMap<>();
            m.put("level", d.level().name().toLowerCase(Locale.ROOT));
            m.put("path", d.source().path());
            if (d.source().line() > 0) {
                m.put("line", d.source().line());
            }
            m.put("message", d.message());
            notes.add(m);
        }
        root.put("diagnostics", notes);
        return Json.write(root);
    }

    public static String text(Inventory inv) {
        StringBuilder b = new StringBuilder();
        int pathWidth = inv.inputs().stream().mapToInt(i -> i.path().length()).max().orElse(4);
        int fmtWidth = inv.inputs().stream().mapToInt(i -> i.format().length()).max().orElse(6);
        b.append("Inputs (").append(inv.inputs().size()).append("):\n");
        for (Inventory.Input in : inv.inputs()) {
            b.append(String.format(Locale.ROOT, "  %-" + pathWidth + "s  %-" + fmtWidth + "s  %7d element%s%s\n",
                    in.path(), in.format(), in.elements(), in.elements() == 1 ? "" : "s",
                    in.guest() == null ? "" : "  (guest " + in.guest() + ")"));
        }
        if (!inv.diagnostics().isEmpty()) {
            b.append("\nNotes (").append(inv.diagnostics().size()).append("):\n");
            for (Diagnostic d : inv.diagnostics()) {
                b.append("  ").append(d).append('\n');
            }
        }
        b.append("\nSite:\n");
        for (Map.Entry<String, Integer> e : inv.counts().entrySet()) {
            b.append(String.format(Locale.ROOT, "  %-14s %8d\n", e.getKey(), e.getValue()));
        }
        if (!inv.channelSubsystems().isEmpty()) {
            // a control unit or device defined in several CSSs is in each one's count: they add up to more than the site's
            b.append("\nChannel subsystems (a control unit or device defined in several CSSs counts in each):\n");
            for (Inventory.CssSummary c : inv.channelSubsystems()) {
                StringBuilder types = new StringBuilder();
                c.chpidsByType().forEach((t, n) -> types.append(types.length() == 0 ? "" : ", ").append(n).append(' ').append(t));
                b.append(String.format(Locale.ROOT, "  CSS %d: CHPIDs %s; %d control units; %d devices\n", c.css(),
                        types.length() == 0 ? "none" : types, c.controlUnits(), c.devices()));
            }
        }
        if (!inv.storageImages().isEmpty()) {
            b.append("\nStorage images:\n");
            for (Inventory.ImageSummary s : inv.storageImages()) {
                b.append(String.format(Locale.ROOT, "  %s: %d FB + %d CKD volumes in %d LSS; %d extent pools; %d ranks"
                                + " on %d DA pairs; %d host adapters in %d enclosures; %d I/O ports\n", s.image(),
                        s.volumesFb(), s.volumesCkd(), s.lss(), s.extentPools(), s.ranks(), s.daPairs(),
                        s.hostAdapters(), s.enclosures(), s.ioPorts()));
            }
        }
        if (!inv.lcus().isEmpty()) {
            b.append("\nLCUs (bases + HyperPAV/PAV aliases; - where the input is not read):\n");
            for (io.zlayout.topology.LcuAliases.Lcu l : inv.lcus()) {
                b.append(String.format(Locale.ROOT, "  %s: IOCDS %s + %s, storage %s + %s%s\n", l.ref().identity(),
                        l.iocdsDefined() ? String.valueOf(l.iocdsBases().size()) : "-",
                        l.iocdsDefined() ? String.valueOf(l.iocdsAliases().size()) : "-",
                        l.storageListed() ? String.valueOf(l.storageBases()) : "-",
                        l.storageListed() ? String.valueOf(l.storageAliases()) : "-",
                        l.linuxAliases() > 0 ? ", " + l.linuxAliases() + " alias" + (l.linuxAliases() == 1 ? "" : "es")
                                + " online in Linux (lsdasd)" : ""));
            }
        }
        return b.toString().replace("\r\n", "\n");
    }
}
