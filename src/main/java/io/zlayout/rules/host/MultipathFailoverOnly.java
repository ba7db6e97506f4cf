package io.zlayout.rules.host;

import io.zlayout.rules.InputKind;
import io.zlayout.rules.Needs;
import io.zlayout.model.MultipathConfig;
import io.zlayout.model.MultipathMap;
import io.zlayout.model.id.Wwid;
import io.zlayout.model.StorageImage;
import io.zlayout.model.Volume;
import io.zlayout.rules.Findings;
import io.zlayout.rules.Rule;
import io.zlayout.rules.RuleContext;
import io.zlayout.rules.Severity;
import io.zlayout.topology.ChannelTopology;
import io.zlayout.topology.HostTopology;
import io.zlayout.topology.Site;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Objects;
import java.util.Set;
import java.util.TreeSet;
import java.util.regex.Pattern;
import java.util.regex.PatternSyntaxException;

/**
 * A multipath configuration or a running map keeps one path active where all could carry I/O: a
 * {@code path_grouping_policy failover} that takes effect for the site's IBM storage (in {@code defaults}, an
 * IBM {@code device}, {@code overrides} or a {@code multipaths} entry), or a map whose paths sit in separate
 * one-path groups of equal priority.
 */
public final class MultipathFailoverOnly extends Rule {

    private static final String POLICY = "path_grouping_policy";

    public MultipathFailoverOnly() {
        super(about("multipath-failover-only", Severity.WARNING,
                "A multipath configuration or map keeps only one path active")
                .needs(Needs.of("multipath maps and configurations", InputKind.GUEST_CAPTURES))
                .explanation("With path_grouping_policy failover each path is a group of its own and only the active"
                        + " group carries I/O: the IBM developerWorks study \"Comparison of SCSI logical volumes"
                        + " created using LVM2 versus EVMS\" (DS8300) measures \"two paths with a failover profile (a"
                        + " primary path, and one fail over path)\" against \"multibus profile (using two paths in a"
                        + " round-robin manner)\" — failover keeps one path busy and the other idle. DS8000 and ESS"
                        + " ports all serve every volume, so all paths can carry I/O; the HP white paper \"HP-UX 11i"
                        + " v3 Mass Storage I/O Performance Improvements\" shows I/O through both HBA ports doubling"
                        + " IOPS over a single port.")
                .remediation("Set path_grouping_policy multibus for the IBM storage (devices { device { vendor"
                        + " \"IBM\" product \"^2107900\" path_grouping_policy multibus path_selector \"service-time"
                        + " 0\" } }), then reload the maps with multipath -r."));
    }

    /** A setting found for a device: the stanza it is in, for the message. */
    private record Effective(MultipathConfig.Setting setting, String where) {
    }

    /** What a setting is judged for: a running map, or a product of the site's storage. */
    private record Target(String vendor, String product, String wwid, HostTopology.MapView map) {
    }

    @Override
    public void check(RuleContext ctx, Findings out) {
        List<String> siteProducts = siteProducts(ctx.site());
        for (HostTopology.GuestHost host : ctx.site().hosts().guests()) {
            List<Target> targets = targets(host, siteProducts);
            List<Target> entries = entries(host, siteProducts, targets);
            Set<HostTopology.MapView> covered = new HashSet<>();
            // the same setting captured again (dbginfo.sh keeps /etc/multipath.conf, multipath -t and multipathd
            // show config) is told once, at its first capture in input order
            Set<String> told = new HashSet<>();
            for (MultipathConfig config : host.multipathConfigs()) {
                Map<String, MultipathConfig.Stanza> byWwid = new HashMap<>();
                for (MultipathConfig.Stanza m : config.multipaths()) {
                    if (m.wwid() != null) {
                        byWwid.putIfAbsent(Wwid.key(m.wwid()), m);
                    }
                }
                Map<String, java.util.Optional<Effective>> byProduct = new HashMap<>();
                Map<MultipathConfig.Setting, List<Target>> failover = new LinkedHashMap<>();
                Map<MultipathConfig.Setting, String> where = new LinkedHashMap<>();
                for (Target t : concat(targets, entries)) {
                    MultipathConfig.Stanza entry = t.wwid() == null ? null
                            : byWwid.get(Wwid.key(t.wwid()));
                    Effective e = entry != null && entry.setting(POLICY) != null
                            ? new Effective(entry.setting(POLICY), "multipaths (wwid " + entry.wwid() + ")")
                            : byProduct.computeIfAbsent(t.vendor() + "|" + t.product(),
                            k -> effective(config, t)).orElse(null);
                    if (e != null && "failover".equalsIgnoreCase(e.setting().value())) {
                        failover.computeIfAbsent(e.setting(), k -> new ArrayList<>()).add(t);
                        where.putIfAbsent(e.setting(), e.where());
                    }
                }
                failover.forEach((s, governed) -> {
                    String key = where.get(s) + "|" + governed.stream().map(t -> t.vendor() + " " + t.product() + " "
                            + t.wwid()).sorted().toList();
                    if (!told.contains(key) && judgeSetting(host, config, s, where.get(s), governed, covered, out)) {
                        told.add(key);
                    }
                });
            }
            for (HostTopology.MapView m : host.maps()) {
                if (!covered.contains(m) && onePathGroups(m.map())) {
                    List<String> elements = new ArrayList<>(List.of(host.identity(), m.map().identity()));
                    if (m.volume() != null && m.volume().identity() != null) {
                        elements.add(m.volume().identity());
                    }
                    out.add(this, host.identity() + " runs " + m.label() + " with its " + m.map().paths().size()
                            + " paths in " + m.map().pathGroups().size() + " groups of one path each: only the"
                            + " active group carries I/O.", elements, m.map().source());
                }
            }
        }
    }

    /** Reports a failover setting that governs {@code governed}; false when the running maps contradict it. */
    private boolean judgeSetting(HostTopology.GuestHost host, MultipathConfig config, MultipathConfig.Setting s,
                                 String where, List<Target> governed, Set<HostTopology.MapView> covered,
                                 Findings out) {
        List<HostTopology.MapView> maps = governed.stream().map(Target::map).filter(Objects::nonNull).toList();
        List<HostTopology.MapView> showing = maps.stream().filter(m -> onePathGroups(m.map())).toList();
        boolean contradicted = maps.stream().anyMatch(m -> m.map().paths().size() > 1)
                && maps.stream().noneMatch(m -> onePathGroups(m.map()));
        if (contradicted) {
            return false; // the running maps group their paths: something else (a later file, the built-ins) wins
        }
        covered.addAll(showing);
        TreeSet<String> products = new TreeSet<>();
        governed.forEach(t -> products.add(t.vendor() + " " + t.product()));
        List<String> elements = new ArrayList<>(List.of(host.identity(), config.identity()));
        showing.forEach(m -> elements.add(m.map().identity()));
        String running = showing.isEmpty() ? "" : "; " + showing.size() + " running map"
                + (showing.size() == 1 ? "" : "s") + " (" + String.join(", ", showing.stream()
                .map(m -> m.map().name()).toList()) + ") " + (showing.size() == 1 ? "keeps" : "keep")
                + " one path per group";
        out.add(this, host.identity() + "'s multipath.conf sets " + POLICY + " failover in " + where + " for "
                + String.join(", ", products) + running + ".", elements, s.source());
        return true;
    }

    /**
     * The setting of the path grouping policy that counts for a device without its own {@code multipaths} entry,
     * as multipath-tools picks it: {@code overrides}, then the last matching {@code device}, then
     * {@code defaults}. (A WWID's {@code multipaths} entry comes before all of them.)
     */
    private static java.util.Optional<Effective> effective(MultipathConfig c, Target t) {
        return java.util.Optional.ofNullable(byProduct(c, t));
    }

    private static Effective byProduct(MultipathConfig c, Target t) {
        if (c.overrides() != null && c.overrides().setting(POLICY) != null) {
            return new Effective(c.overrides().setting(POLICY), "overrides");
        }
        Effective device = null;
        for (MultipathConfig.Stanza d : c.devices()) {
            if (d.setting(POLICY) != null && matches(d.vendor(), t.vendor()) && matches(d.product(), t.product())) {
                device = new Effective(d.setting(POLICY), "devices (" + d.vendor() + " " + d.product() + ")");
            }
        }
        if (device != null) {
            return device;
        }
        if (c.defaults() != null && c.defaults().setting(POLICY) != null) {
            return new Effective(c.defaults().setting(POLICY), "defaults");
        }
        return null;
    }

    /** multipath-tools matches vendor and product as regular expressions, anywhere in the string. */
    private static boolean matches(String regex, String value) {
        if (regex == null || value == null) {
            return false;
        }
        try {
            return Pattern.compile(regex).matcher(value).find();
        } catch (PatternSyntaxException e) {
            return value.startsWith(regex);
        }
    }

    /** Paths in two or more groups of one path each, at one priority: failover, where all could serve. */
    static boolean onePathGroups(MultipathMap m) {
        if (m.pathGroups().size() < 2) {
            return false;
        }
        Set<Integer> priorities = new HashSet<>();
        for (MultipathMap.PathGroup g : m.pathGroups()) {
            if (g.paths().size() != 1) {
                return false;
            }
            priorities.add(g.priority());
        }
        return priorities.size() == 1;
    }

    /** The guest's IBM maps; where it has none, the products of the site's storage. */
    private static List<Target> targets(HostTopology.GuestHost host, List<String> siteProducts) {
        List<Target> out = new ArrayList<>();
        for (HostTopology.MapView m : host.maps()) {
            if ("IBM".equalsIgnoreCase(m.map().vendor()) && m.map().product() != null) {
                out.add(new Target(m.map().vendor(), m.map().product(), m.map().wwid(), m));
            }
        }
        if (out.isEmpty()) {
            siteProducts.forEach(p -> out.add(new Target("IBM", p, null, null)));
        }
        return out;
    }

    /**
     * The {@code multipaths} entries of the guest's configurations for IBM storage volumes without a running map:
     * what they set takes effect when the map is made.
     */
    private static List<Target> entries(HostTopology.GuestHost host, List<String> siteProducts, List<Target> targets) {
        Set<String> running = new HashSet<>();
        targets.forEach(t -> running.add(t.wwid() == null ? "" : Wwid.key(t.wwid())));
        List<Target> out = new ArrayList<>();
        for (MultipathConfig c : host.multipathConfigs()) {
            for (MultipathConfig.Stanza m : c.multipaths()) {
                String wwid = m.wwid() == null ? null : Wwid.key(m.wwid());
                if (wwid != null && Wwid.isDs8k(wwid) && running.add(wwid)
                        && !siteProducts.isEmpty()) {
                    out.add(new Target("IBM", siteProducts.contains("2107900") ? "2107900" : siteProducts.get(0),
                            wwid, null));
                }
            }
        }
        return out;
    }

    private static List<Target> concat(List<Target> a, List<Target> b) {
        if (b.isEmpty()) {
            return a;
        }
        List<Target> out = new ArrayList<>(a);
        out.addAll(b);
        return out;
    }

    /** The SCSI product string each storage machine type of the site reports. */
    private static List<String> siteProducts(Site site) {
        TreeSet<String> types = new TreeSet<>();
        site.all(StorageImage.class).forEach(s -> types.add(ChannelTopology.machineType(s.id())));
        site.all(Volume.class).forEach(v -> types.add(ChannelTopology.machineType(v.image())));
        TreeSet<String> products = new TreeSet<>();
        for (String t : types) {
            products.add(switch (t.toUpperCase(Locale.ROOT)) {
                case "2105" -> "2105800";
                case "1750" -> "1750500";
                default -> "2107900";
            });
        }
        return List.copyOf(products);
    }
}
