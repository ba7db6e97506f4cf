package io.zlayout.topology;

import io.zlayout.model.Diagnostic;
import io.zlayout.input.InputException;
import io.zlayout.input.Inputs;
import io.zlayout.input.LoadedInput;
import io.zlayout.model.Element;
import io.zlayout.model.Ids;
import io.zlayout.model.ImageScoped;
import io.zlayout.model.Mergeable;
import io.zlayout.model.id.Wwn;
import io.zlayout.model.SourceRef;
import io.zlayout.model.StorageImage;
import io.zlayout.parallel.Parallel;

import java.lang.reflect.Constructor;
import java.lang.reflect.RecordComponent;
import java.util.ArrayList;
import java.util.Collection;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.TreeSet;

/**
 * Joins the parts every reader made into one {@link Site}: storage-side records of an unknown image are
 * put on the site's image, and {@link Mergeable} records with one identity are merged, each conflict
 * reported with both sources.
 */
public final class SiteAssembler {

    private SiteAssembler() {
    }

    public static Site assemble(Inputs inputs) throws InputException {
        List<Element> all = new ArrayList<>();
        for (LoadedInput in : inputs.inputs()) {
            all.addAll(in.result().elements());
        }
        List<io.zlayout.model.IoPort> declared = manifestPorts(inputs);
        all.addAll(declared);
        List<Diagnostic> diagnostics = new ArrayList<>(inputs.diagnostics());
        all = resolveImages(all, inputs.manifest().storage(), diagnostics);
        all = merge(all, diagnostics);
        SiteIndex index = new SiteIndex(inputs, all, declared);
        // each topology is joined once, from the index and the topologies before it; the storage and channel sides
        // need none, so they are joined side by side (a quarter of a million volumes on one, as many devices on the
        // other)
        List<Diagnostic> storageDiagnostics = new ArrayList<>();
        Parallel.Pending<StorageTopology, RuntimeException> storageJoin =
                Parallel.start("zlayout-join-storage", () -> StorageTopology.join(index, storageDiagnostics));
        ChannelTopology channels = ChannelTopology.join(index, inputs.manifest());
        StorageTopology storage = storageJoin.get();
        diagnostics.addAll(storageDiagnostics);
        GuestTopology guests = GuestTopology.join(index, channels, storage);
        HostTopology hosts = HostTopology.join(index, guests, channels, storage);
        RunningLayout running = RunningLayout.join(index, hosts, channels);
        CurrentEntries today = CurrentEntries.join(index, guests, hosts, running);
        diagnostics.sort(null);
        return new Site(index, diagnostics, storage, channels, guests, hosts, running, today);
    }

    /** zlayout.yaml {@code ioports:}: port facts the export lacks (ESS), merged with any exported port. */
    private static List<io.zlayout.model.IoPort> manifestPorts(Inputs inputs) throws InputException {
        List<io.zlayout.model.IoPort> out = new ArrayList<>();
        SourceRef at = SourceRef.file(inputs.manifestPath() == null ? "zlayout.yaml" : inputs.manifestPath());
        for (Map.Entry<String, io.zlayout.input.Manifest.PortFact> e : inputs.manifest().ioports().entrySet()) {
            String id = e.getKey().toUpperCase(java.util.Locale.ROOT);
            if (!io.zlayout.model.ref.IoPortRef.validId(id)) {
                throw new InputException(at, "I/O port ids like I0130 under ioports:", "'" + e.getKey() + "'");
            }
            String text = e.getValue() == null ? null : e.getValue().wwpn();
            Wwn wwpn = text == null ? null : Wwn.tryParse(text).orElse(null);
            if (text != null && wwpn == null) {
                throw new InputException(at, "a 16-digit hex WWPN for ioports: " + id, "'" + text + "'");
            }
            String image = inputs.manifest().storage() != null ? inputs.manifest().storage() : Ids.UNKNOWN_IMAGE;
            out.add(new io.zlayout.model.IoPort(image, id, wwpn, null, null, null,
                    e.getValue() == null ? null : e.getValue().speed(), null, at));
        }
        return out;
    }

    private static List<Element> resolveImages(List<Element> all, String named, List<Diagnostic> diagnostics)
            throws InputException {
        TreeSet<String> known = new TreeSet<>();
        SourceRef firstUnknown = null;
        // a reader's records of one image come in runs: a sorted-set insert per run, not per record (500,000)
        String last = null;
        for (Element e : all) {
            String image = e instanceof StorageImage s ? s.id() : e instanceof ImageScoped s ? s.image() : null;
            if (image == null || image.equals(last)) {
                continue;
            }
            if (Ids.UNKNOWN_IMAGE.equals(image)) {
                if (firstUnknown == null) {
                    firstUnknown = e.source();
                }
            } else {
                known.add(image);
                last = image;
            }
        }
        if (firstUnknown == null) {
            return all;
        }
        String image;
        if (named != null) {
            image = named;
        } else if (known.size() == 1) {
            image = known.first();
        } else if (known.isEmpty()) {
            image = "unknown";
            diagnostics.add(Diagnostic.warning(firstUnknown, "the storage image is not named in this export"
                    + " (no -fullid ids, banner or lssi): its records are put on storage:unknown; name the image"
                    + " with 'storage:' in zlayout.yaml"));
        } else {
            throw new InputException(firstUnknown, "cannot tell which storage image this export describes: the site"
                    + " has " + String.join(", ", known) + "; name it with 'storage:' in zlayout.yaml, or export"
                    + " with -fullid");
        }
        List<Element> out = new ArrayList<>(all.size());
        for (Element e : all) {
            if (e instanceof ImageScoped s && Ids.UNKNOWN_IMAGE.equals(s.image())) {
                out.add(s.withImage(image));
            } else {
                out.add(e);
            }
        }
        return out;
    }

    private static List<Element> merge(List<Element> all, List<Diagnostic> diagnostics) {
        List<Element> out = new ArrayList<>(all.size());
        // type -> key -> place in out: one lookup per element, keyed by Element.key (a value, not an identity
        // string, for the numerous kinds), and each table sized once for its type (a site has some 500,000 records
        // of a few types)
        // (records come in runs of one class: the class is looked at once per run)
        Map<Class<?>, int[]> counts = new HashMap<>();
        Class<?> lastClass = null;
        int[] count = null;
        for (Element e : all) {
            if (e.getClass() != lastClass) {
                lastClass = e.getClass();
                count = Mergeable.class.isAssignableFrom(lastClass) ? counts.computeIfAbsent(lastClass, t -> new int[1])
                        : null;
            }
            if (count != null) {
                count[0]++;
            }
        }
        Map<Class<?>, Map<Object, Integer>> slots = new HashMap<>();
        lastClass = null;
        Map<Object, Integer> ofType = null;
        for (Element e : all) {
            if (e.getClass() != lastClass) {
                lastClass = e.getClass();
                ofType = Mergeable.class.isAssignableFrom(lastClass) ? slots.computeIfAbsent(lastClass,
                        t -> new HashMap<>(counts.get(t)[0] * 4 / 3 + 1)) : null;
            }
            if (ofType == null) {
                out.add(e);
                continue;
            }
            Integer slot = ofType.putIfAbsent(e.key(), out.size());
            if (slot == null) {
                out.add(e);
            } else {
                out.set(slot, mergeRecords(out.get(slot), e, diagnostics));
            }
        }
        return out;
    }

    /** Component-wise merge: a missing value takes the other's; two different values are a conflict. */
    static Element mergeRecords(Element a, Element b, List<Diagnostic> diagnostics) {
        Class<?> type = a.getClass();
        RecordComponent[] comps = type.getRecordComponents();
        Object[] values = new Object[comps.length];
        Class<?>[] types = new Class<?>[comps.length];
        try {
            for (int i = 0; i < comps.length; i++) {
                types[i] = comps[i].getType();
                Object va = comps[i].getAccessor().invoke(a);
                Object vb = comps[i].getAccessor().invoke(b);
                if (va instanceof SourceRef) {
                    values[i] = va;
                } else if (missing(va)) {
                    values[i] = vb;
                } else if (missing(vb) || Objects.equals(va, vb)) {
                    values[i] = va;
                } else {
                    values[i] = va;
                    diagnostics.add(new Diagnostic(Diagnostic.Level.WARNING, b.source(),
                            a.identity() + ": conflicting " + comps[i].getName() + ": " + show(vb) + " here, "
                                    + show(va) + " at " + a.source(), a.source()));
                }
            }
            Constructor<?> c = type.getDeclaredConstructor(types);
            return (Element) c.newInstance(values);
        } catch (ReflectiveOperationException e) {
            throw new IllegalStateException("cannot merge " + type.getSimpleName(), e);
        }
    }

    private static boolean missing(Object v) {
        return v == null
                || (v instanceof String s && (s.isBlank() || s.equals("-")))
                || (v instanceof Collection<?> c && c.isEmpty())
                || (v instanceof Map<?, ?> m && m.isEmpty());
    }

    /** Found text quoted: a string, or an identifier (a value of {@code model/id}) in its canonical form. */
    private static String show(Object v) {
        return v instanceof String || v != null && v.getClass().getPackage() == Wwn.class.getPackage()
                ? "'" + v + "'" : String.valueOf(v);
    }
}
