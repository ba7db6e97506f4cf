package io.zlayout.topology;

import io.zlayout.model.Diagnostic;
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
import java.util.concurrent.ExecutionException;
import java.util.concurrent.FutureTask;

/**
 * The joined site: every element read, with facts about one thing from several inputs merged into one
 * record, and the storage image of every storage-side record resolved. Immutable.
 */
public final class Site {

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
    private final Map<Volume.Key, Volume> volumes;
    private final List<Diagnostic> diagnostics;
    private final Map<String, IoPort> declaredPorts;
    private final StorageTopology storage;
    private final ChannelTopology channels;
    private final GuestTopology guests;
    private final HostTopology hosts;
    private final CurrentEntries today;
    private final RunningLayout running;

    private static final String DEVICE = "device:";
    private static final String VOLUME = "volume:";

    Site(Inputs inputs, List<Element> elements, List<Diagnostic> diagnostics, List<IoPort> declaredPorts) {
        this.inputs = inputs;
        Map<String, IoPort> declared = new LinkedHashMap<>();
        declaredPorts.forEach(p -> declared.putIfAbsent(p.id(), p));
        this.declaredPorts = Collections.unmodifiableMap(declared);
        Map<Class<?>, List<Element>> classes = new LinkedHashMap<>();
        Map<String, Element> ids = new HashMap<>();
        Map<DeviceNumber, Device> byNumber = new HashMap<>();
        Map<Volume.Key, Volume> byKey = new HashMap<>();
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
        // each topology is joined once, in this order: a later one asks the site for the earlier ones; the storage
        // and channel sides ask for none, and read only the index above, so they are joined at once on two
        // threads (a quarter of a million volumes on one, as many devices on the other)
        List<Diagnostic> storageDiagnostics = new ArrayList<>();
        FutureTask<StorageTopology> storageJoin = new FutureTask<>(() -> StorageTopology.join(this, storageDiagnostics));
        Thread joiner = new Thread(storageJoin, "zlayout-join-storage");
        joiner.setDaemon(true);
        joiner.start();
        this.channels = ChannelTopology.join(this, inputs.manifest());
        this.storage = done(storageJoin);
        diagnostics.addAll(storageDiagnostics);
        this.guests = GuestTopology.join(this);
        this.hosts = HostTopology.join(this);
        this.running = RunningLayout.join(this);
        this.today = CurrentEntries.join(this);
        diagnostics.sort(null);
        this.diagnostics = List.copyOf(diagnostics);
    }

    /** What a join on another thread made; what it threw, thrown here. */
    private static <T> T done(FutureTask<T> task) {
        boolean interrupted = false;
        try {
            while (true) {
                try {
                    return task.get();
                } catch (InterruptedException e) {
                    interrupted = true; // the join is short and its result is needed: wait for it
                }
            }
        } catch (ExecutionException e) {
            if (e.getCause() instanceof RuntimeException r) {
                throw r;
            }
            if (e.getCause() instanceof Error err) {
                throw err;
            }
            throw new IllegalStateException(e.getCause());
        } finally {
            if (interrupted) {
                Thread.currentThread().interrupt();
            }
        }
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
                ? Volume.Key.of(identity).map(volumes::get).orElse(null)
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
    java.util.Set<Class<? extends Element>> types() {
        return (java.util.Set<Class<? extends Element>>) (java.util.Set<?>) Collections.unmodifiableSet(byClass.keySet());
    }

    /** The volume of this key (the first with it in input order), if any. */
    public Optional<Volume> volume(Volume.Key key) {
        return Optional.ofNullable(volumes.get(key));
    }

    /** Every element of every class, in input order within each class. */
    public List<Element> elements() {
        List<Element> out = new ArrayList<>();
        byClass.values().forEach(out::addAll);
        return out;
    }

    /** The storage side joined: placements of volumes, DA pairs of ranks, host adapters. */
    public StorageTopology storage() {
        return storage;
    }


    /** The channel side joined to storage: CU -> image and LCU, paths -> CHPIDs, switches and ports. */
    public ChannelTopology channels() {
        return channels;
    }


    /** Guests joined to their disks and FCP devices. */
    public GuestTopology guests() {
        return guests;
    }


    /** Guests' Linux captures joined to their FCP devices, storage ports and volumes. */
    public HostTopology hosts() {
        return hosts;
    }


    /** What every guest has today: its entry's devices, the volumes behind them, its boot disks. */
    public CurrentEntries today() {
        return today;
    }


    /** Each guest's FCP disks and paths as the guest runs them: the one current view of its LUNs. */
    public RunningLayout running() {
        return running;
    }


    /** What reading and joining had to tell: skipped files, warnings, conflicts between inputs. */
    public List<Diagnostic> diagnostics() {
        return diagnostics;
    }
}
