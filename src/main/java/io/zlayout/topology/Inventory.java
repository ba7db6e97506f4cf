package io.zlayout.topology;

import io.zlayout.model.Diagnostic;
import io.zlayout.model.id.LssId;
import io.zlayout.input.LoadedInput;
import io.zlayout.model.ControlUnit;
import io.zlayout.model.Chpid;
import io.zlayout.model.Device;
import io.zlayout.model.ExtentPool;
import io.zlayout.model.IoPort;
import io.zlayout.model.Lss;
import io.zlayout.model.Rank;
import io.zlayout.model.Volume;
import io.zlayout.model.Ids;
import io.zlayout.model.ref.RankRef;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeSet;

/**
 * What was read and the size of the joined site, as {@code zlayout inventory} shows it.
 *
 * @param counts in the order of docs/design.md's inventory JSON
 */
public record Inventory(List<Input> inputs, List<Diagnostic> diagnostics, Map<String, Integer> counts,
                        List<CssSummary> channelSubsystems, List<ImageSummary> storageImages,
                        List<LcuAliases.Lcu> lcus) {

    /** Channel paths of one CSS by type (FC, FCP, ...), with the control units and devices defined in it. */
    public record CssSummary(int css, Map<String, Integer> chpidsByType, int controlUnits, int devices) {
    }

    /** The joined shape of one storage image. */
    public record ImageSummary(String image, int volumesFb, int volumesCkd, int lss, int extentPools, int ranks,
                               int daPairs, int hostAdapters, int enclosures, int ioPorts) {
    }

    /** One input: display path, format, number of model elements read from it, and its guest (or null). */
    public record Input(String path, String format, int elements, String guest) {
    }

    public static Inventory of(Site site) {
        List<Input> inputs = site.inputs().inputs().stream()
                .map((LoadedInput in) -> new Input(in.path(), in.format(), in.result().elements().size(), in.guest()))
                .toList();
        // one pass over the volumes for every image's counts: a maximal site has a quarter of a million
        Map<String, VolumeCounts> volumes = volumeCounts(site);
        TreeSet<String> images = site.storageImages();
        Map<String, Integer> counts = new LinkedHashMap<>();
        counts.put("chpids", site.all(Chpid.class).size());
        counts.put("controlUnits", site.all(ControlUnit.class).size());
        counts.put("devices", site.all(Device.class).size());
        counts.put("storageImages", images.size());
        counts.put("hostAdapters", site.storage().hostAdapters().size());
        counts.put("ioPorts", site.all(IoPort.class).size());
        counts.put("ranks", site.all(Rank.class).size());
        counts.put("extentPools", site.all(ExtentPool.class).size());
        java.util.Set<String> lss = new java.util.HashSet<>();
        site.all(Lss.class).forEach(l -> lss.add(l.identity()));
        volumes.forEach((image, c) -> c.lss.forEach(id -> lss.add(Ids.lss(image, id))));
        counts.put("lss", lss.size());
        counts.put("volumes", site.all(Volume.class).size());
        counts.put("guests", site.guests().guests().size());
        // the CKD LCUs with their bases and HyperPAV aliases, as the IOCDS and the storage export define them
        List<LcuAliases.Lcu> lcus = site.lcuAliases().lcus().values().stream()
                .filter(l -> l.storageListed() || !l.iocdsBases().isEmpty() || !l.iocdsAliases().isEmpty()).toList();
        return new Inventory(inputs, site.diagnostics(), counts, cssSummaries(site),
                imageSummaries(site, images, volumes), lcus);
    }

    /** One image's volumes: how many of each kind, and the LSSs of their ids. */
    private static final class VolumeCounts {
        int fb;
        int ckd;
        final java.util.Set<LssId> lss = new java.util.HashSet<>();
    }

    private static Map<String, VolumeCounts> volumeCounts(Site site) {
        Map<String, VolumeCounts> out = new java.util.HashMap<>();
        VolumeCounts last = null;
        String lastImage = null;
        int lastLss = -1;
        for (Volume v : site.all(Volume.class)) {
            if (last == null || !v.image().equals(lastImage)) {
                lastImage = v.image();
                last = out.computeIfAbsent(lastImage, k -> new VolumeCounts());
                lastLss = -1;
            }
            if (v.kind() == io.zlayout.model.VolumeKind.CKD) {
                last.ckd++;
            } else {
                last.fb++;
            }
            // an LSS's volumes come together: its id is added once per run of them
            int lss = v.id().value() >> 8;
            if (lss != lastLss) {
                last.lss.add(v.lss());
                lastLss = lss;
            }
        }
        return out;
    }

    private static List<CssSummary> cssSummaries(Site site) {
        java.util.TreeMap<Integer, java.util.TreeMap<String, Integer>> types = new java.util.TreeMap<>();
        java.util.TreeMap<Integer, TreeSet<String>> cus = new java.util.TreeMap<>();
        java.util.TreeMap<Integer, Integer> devices = new java.util.TreeMap<>();
        for (Chpid c : site.all(Chpid.class)) {
            types.computeIfAbsent(c.css(), k -> new java.util.TreeMap<>()).merge(String.valueOf(c.type()), 1, Integer::sum);
        }
        for (ControlUnit cu : site.all(ControlUnit.class)) {
            cu.paths().forEach(p -> cus.computeIfAbsent(p.css(), k -> new TreeSet<>()).add(cu.number().toString()));
        }
        // devices share one copy of each distinct map of subchannel sets: count the maps, then their CSSs
        Map<Map<Integer, Integer>, int[]> maps = new java.util.IdentityHashMap<>();
        Map<Integer, Integer> lastMap = null;
        int[] ofLast = null;
        for (Device d : site.all(Device.class)) {
            if (d.subchannelSets() != lastMap) {
                lastMap = d.subchannelSets();
                ofLast = maps.computeIfAbsent(lastMap, k -> new int[1]);
            }
            ofLast[0]++;
        }
        maps.forEach((m, n) -> m.keySet().forEach(css -> devices.merge(css, n[0], Integer::sum)));
        TreeSet<Integer> all = new TreeSet<>(types.keySet());
        all.addAll(cus.keySet());
        all.addAll(devices.keySet());
        List<CssSummary> out = new java.util.ArrayList<>();
        for (int css : all) {
            out.add(new CssSummary(css, types.getOrDefault(css, new java.util.TreeMap<>()),
                    cus.getOrDefault(css, new TreeSet<>()).size(), devices.getOrDefault(css, 0)));
        }
        return out;
    }

    private static List<ImageSummary> imageSummaries(Site site, TreeSet<String> images,
                                                     Map<String, VolumeCounts> volumes) {
        List<ImageSummary> out = new java.util.ArrayList<>();
        StorageTopology topo = site.storage();
        for (String image : images) {
            VolumeCounts c = volumes.getOrDefault(image, new VolumeCounts());
            int fb = c.fb;
            int ckd = c.ckd;
            java.util.Set<LssId> lss = new java.util.HashSet<>(c.lss);
            site.all(Lss.class).stream().filter(l -> l.image().equals(image)).forEach(l -> lss.add(l.id()));
            long pools = site.all(ExtentPool.class).stream().filter(p -> p.image().equals(image)).count();
            List<Rank> ranks = site.all(Rank.class).stream().filter(r -> r.image().equals(image)).toList();
            TreeSet<Integer> das = new TreeSet<>();
            ranks.forEach(r -> topo.daPair(new RankRef(r.image(), r.id())).ifPresent(das::add));
            List<StorageTopology.HostAdapter> has = topo.hostAdapters().stream()
                    .filter(h -> h.image().equals(image)).toList();
            TreeSet<Integer> enclosures = new TreeSet<>();
            has.forEach(h -> enclosures.add(h.enclosure()));
            long ports = site.all(IoPort.class).stream().filter(p -> p.image().equals(image)).count();
            out.add(new ImageSummary(image, fb, ckd, lss.size(), (int) pools, ranks.size(), das.size(), has.size(),
                    enclosures.size(), (int) ports));
        }
        return out;
    }
}
