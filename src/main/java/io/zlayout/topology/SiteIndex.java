package io.zlayout.topology;

import io.zlayout.input.Inputs;
import io.zlayout.model.Device;
import io.zlayout.model.Element;
import io.zlayout.model.Ids;
import io.zlayout.model.IoPort;
import io.zlayout.model.Volume;
import io.zlayout.model.id.DeviceNumber;

import java.util.ArrayList;
import java.util.Collections;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.TreeSet;
import io.zlayout.model.ImageScoped;
import io.zlayout.model.StorageImage;
import io.zlayout.model.ref.VolumeRef;

/**
 * The merged elements of a site, indexed: by class in input order, by identity, devices by number and volumes by
 * key. What the joins read; the {@link Site} answers the same questions from it. Immutable.
 */
final class SiteIndex {

    private final Inputs inputs;
    private final Map<Class<?>, List<Element>> byClass;
    private final Map<String, Element> byIdentity;
    /**
     * The devices by number, the first of each number in input order. Devices are half of a large site's records,
     * and keying them by their identity string made a string per device for nothing: {@link #find} reads the
     * number out of a {@code device:} identity instead.
     */
    private final Map<DeviceNumber, Device> devices;
    /** The volumes by key, the first of each in input order: as the devices, no identity string per volume. */
    private final Map<VolumeRef, Volume> volumes;
    private final Map<String, IoPort> declaredPorts;

    private static final String DEVICE = "device:";
    private static final String VOLUME = "volume:";

    SiteIndex(Inputs inputs, List<Element> elements, List<IoPort> declaredPorts) {
        this.inputs = inputs;
        Map<String, IoPort> declared = new LinkedHashMap<>();
        declaredPorts.forEach(p -> declared.putIfAbsent(p.id(), p));
        this.declaredPorts = Collections.unmodifiableMap(declared);
        Map<Class<?>, List<Element>> classes = new LinkedHashMap<>();
        Map<String, Element> ids = new HashMap<>();
        Map<DeviceNumber, Device> byNumber = new HashMap<>();
        Map<VolumeRef, Volume> byKey = new HashMap<>();
        Class<?> lastClass = null;
        List<Element> ofClass = null;
        for (Element e : elements) {
            // a reader's records come in runs of one class: one map lookup per run
            if (e.getClass() != lastClass) {
                lastClass = e.getClass();
                ofClass = classes.computeIfAbsent(lastClass, k -> new ArrayList<>());
            }
            ofClass.add(e);
            if (e instanceof Device d) {
                byNumber.putIfAbsent(d.number(), d);
            } else if (e instanceof Volume v) {
                byKey.putIfAbsent(v.key(), v);
            } else {
                ids.putIfAbsent(e.identity(), e);
            }
        }
        this.devices = byNumber;
        this.volumes = byKey;
        classes.replaceAll((k, v) -> Collections.unmodifiableList(v));
        this.byClass = classes;
        this.byIdentity = ids;
    }

    /**
     * The I/O port zlayout.yaml's {@code ioports:} describes under the bare id {@code id} (I0000): the facts
     * (WWPN, speed) a storage export lacks, whatever image the port is on.
     */
    public Optional<IoPort> declaredPort(String id) {
        return Optional.ofNullable(declaredPorts.get(id));
    }

    public Inputs inputs() {
        return inputs;
    }

    /** Every element of the class, in input order (inputs by path, then as read). */
    @SuppressWarnings("unchecked")
    public <T extends Element> List<T> all(Class<T> type) {
        return (List<T>) (List<?>) byClass.getOrDefault(type, List.of());
    }

    /** The first element with this identity, if any. */
    public <T extends Element> Optional<T> find(Class<T> type, String identity) {
        Element e = identity != null && identity.startsWith(DEVICE)
                ? DeviceNumber.tryParse(identity.substring(DEVICE.length())).filter(n -> identity.equals(Ids.device(n)))
                        .map(devices::get).orElse(null)
                : identity != null && identity.startsWith(VOLUME)
                ? VolumeRef.parse(identity).map(volumes::get).orElse(null)
                : byIdentity.get(identity);
        if (e == null) {
            return Optional.empty(); // no element of any class has it
        }
        if (type.isInstance(e)) {
            return Optional.of(type.cast(e));
        }
        return all(type).stream().filter(x -> x.identity().equals(identity)).findFirst();
    }

    /** The classes of the site's elements, each once. */
    @SuppressWarnings("unchecked")
    Set<Class<? extends Element>> types() {
        return (Set<Class<? extends Element>>) (Set<?>) Collections.unmodifiableSet(byClass.keySet());
    }

    /** The volume of this key (the first with it in input order), if any. */
    public Optional<Volume> volume(VolumeRef key) {
        return Optional.ofNullable(volumes.get(key));
    }

    /** Every element of every class, in input order within each class. */
    public List<Element> elements() {
        List<Element> out = new ArrayList<>();
        byClass.values().forEach(out::addAll);
        return out;
    }

    /** Every storage image the site knows: named by an image record or by any storage-side record. */
    TreeSet<String> storageImages() {
        TreeSet<String> images = new TreeSet<>();
        for (Class<? extends Element> type : types()) {
            if (type != StorageImage.class && !ImageScoped.class.isAssignableFrom(type)) {
                continue;
            }
            // a class's records come in runs of one image (a quarter of a million volumes, a few images): each
            // run adds its image once
            String last = null;
            for (Element e : all(type)) {
                String image = e instanceof StorageImage s ? s.id() : ((ImageScoped) e).image();
                if (image != null && !image.equals(last)) {
                    images.add(image);
                    last = image;
                }
            }
        }
        return images;
    }
}
