package io.zlayout.topology;

import io.zlayout.input.Diagnostic;
import io.zlayout.input.Inputs;
import io.zlayout.model.Element;

import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * The joined site: every element read, with facts about one thing from several inputs merged into one
 * record, and the storage image of every storage-side record resolved. Immutable.
 */
public final class Site {

    private final Inputs inputs;
    private final Map<Class<?>, List<Element>> byClass;
    private final Map<String, Element> byIdentity;
    private final List<Diagnostic> diagnostics;
    private StorageTopology storage;
    private ChannelTopology channels;
    private GuestTopology guests;
    private HostTopology hosts;
    private CurrentEntries today;
    private RunningLayout running;

    Site(Inputs inputs, List<Element> elements, List<Diagnostic> diagnostics) {
        this.inputs = inputs;
        Map<Class<?>, List<Element>> classes = new LinkedHashMap<>();
        Map<String, Element> ids = new LinkedHashMap<>();
        for (Element e : elements) {
            classes.computeIfAbsent(e.getClass(), k -> new ArrayList<>()).add(e);
            ids.putIfAbsent(e.identity(), e);
        }
        classes.replaceAll((k, v) -> Collections.unmodifiableList(v));
        this.byClass = classes;
        this.byIdentity = ids;
        this.diagnostics = diagnostics;
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
        Element e = byIdentity.get(identity);
        if (e == null) {
            return Optional.empty(); // no element of any class has it
        }
        if (type.isInstance(e)) {
            return Optional.of(type.cast(e));
        }
        return all(type).stream().filter(x -> x.identity().equals(identity)).findFirst();
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

    void storage(StorageTopology storage) {
        this.storage = storage;
    }

    /** The channel side joined to storage: CU -> image and LCU, paths -> CHPIDs, switches and ports. */
    public ChannelTopology channels() {
        return channels;
    }

    void channels(ChannelTopology channels) {
        this.channels = channels;
    }

    /** Guests joined to their disks and FCP devices. */
    public GuestTopology guests() {
        return guests;
    }

    void guests(GuestTopology guests) {
        this.guests = guests;
    }

    /** Guests' Linux captures joined to their FCP devices, storage ports and volumes. */
    public HostTopology hosts() {
        return hosts;
    }

    void hosts(HostTopology hosts) {
        this.hosts = hosts;
    }

    /** What every guest has today: its entry's devices, the volumes behind them, its boot disks. */
    public CurrentEntries today() {
        return today;
    }

    void today(CurrentEntries today) {
        this.today = today;
    }

    /** Each guest's FCP disks and paths as the guest runs them: the one current view of its LUNs. */
    public RunningLayout running() {
        return running;
    }

    void running(RunningLayout running) {
        this.running = running;
    }

    /** What reading and joining had to tell: skipped files, warnings, conflicts between inputs. */
    public List<Diagnostic> diagnostics() {
        return Collections.unmodifiableList(diagnostics);
    }
}
