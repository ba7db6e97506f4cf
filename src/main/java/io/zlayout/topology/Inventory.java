package io.zlayout.topology;

import io.zlayout.input.Diagnostic;
import io.zlayout.input.LoadedInput;
import io.zlayout.model.ControlUnit;
import io.zlayout.model.Chpid;
import io.zlayout.model.Device;
import io.zlayout.model.Element;
import io.zlayout.model.ExtentPool;
import io.zlayout.model.ImageScoped;
import io.zlayout.model.IoPort;
import io.zlayout.model.Lss;
import io.zlayout.model.Rank;
import io.zlayout.model.StorageImage;
import io.zlayout.model.Volume;
import io.zlayout.model.Ids;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeSet;

/**
 * What was read and the size of the joined site, as {@code zlayout inventory} shows it.
 *
 * @param counts in the order of DESIGN.md's inventory JSON
 */
public record Inventory(List<Input> inputs, List<Diagnostic> diagnostics, Map<String, Integer> counts) {

    /** One input: display path, format, number of model elements read from it, and its guest (or null). */
    public record Input(String path, String format, int elements, String guest) {
    }

    public static Inventory of(Site site) {
        List<Input> inputs = site.inputs().inputs().stream()
                .map((LoadedInput in) -> new Input(in.path(), in.format(), in.result().elements().size(), in.guest()))
                .toList();
        Map<String, Integer> counts = new LinkedHashMap<>();
        counts.put("chpids", site.all(Chpid.class).size());
        counts.put("controlUnits", site.all(ControlUnit.class).size());
        counts.put("devices", site.all(Device.class).size());
        counts.put("storageImages", storageImages(site).size());
        TreeSet<String> adapters = new TreeSet<>();
        site.all(IoPort.class).forEach(p -> adapters.add(p.hostAdapterIdentity()));
        counts.put("hostAdapters", adapters.size());
        counts.put("ioPorts", site.all(IoPort.class).size());
        counts.put("ranks", site.all(Rank.class).size());
        counts.put("extentPools", site.all(ExtentPool.class).size());
        TreeSet<String> lss = new TreeSet<>();
        site.all(Lss.class).forEach(l -> lss.add(l.identity()));
        site.all(Volume.class).forEach(v -> lss.add(Ids.lss(v.image(), v.lss())));
        counts.put("lss", lss.size());
        counts.put("volumes", site.all(Volume.class).size());
        TreeSet<String> guests = new TreeSet<>();
        for (Element e : site.elements()) {
            if (e.identity().startsWith("guest:")) {
                guests.add(e.identity());
            }
        }
        site.inputs().inputs().stream().filter(i -> i.guest() != null).forEach(i -> guests.add(Ids.guest(i.guest())));
        counts.put("guests", guests.size());
        return new Inventory(inputs, site.diagnostics(), counts);
    }

    /** Every storage image the site knows: named by an image record or by any storage-side record. */
    public static TreeSet<String> storageImages(Site site) {
        TreeSet<String> images = new TreeSet<>();
        for (Element e : site.elements()) {
            if (e instanceof StorageImage s) {
                images.add(s.id());
            } else if (e instanceof ImageScoped s) {
                images.add(s.image());
            }
        }
        return images;
    }
}
