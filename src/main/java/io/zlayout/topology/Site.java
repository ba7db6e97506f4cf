package io.zlayout.topology;

import io.zlayout.input.Inputs;
import io.zlayout.model.Diagnostic;
import io.zlayout.model.Element;
import io.zlayout.model.IoPort;
import io.zlayout.model.Volume;
import io.zlayout.model.ref.VolumeRef;

import java.util.List;
import java.util.Optional;
import java.util.Set;

/**
 * The joined site: every element read, with facts about one thing from several inputs merged into one
 * record, the storage image of every storage-side record resolved, and the topologies joined from them, each
 * made once by {@link SiteAssembler} before the site is. Immutable.
 */
public final class Site {

    private final SiteIndex index;
    private final List<Diagnostic> diagnostics;
    private final StorageTopology storage;
    private final ChannelTopology channels;
    private final GuestTopology guests;
    private final HostTopology hosts;
    private final CurrentEntries today;
    private final RunningLayout running;
    /** Made on first use: the rules, the inventory and the model ask it, many a run none of them. */
    private volatile LcuAliases lcuAliases;

    Site(SiteIndex index, List<Diagnostic> diagnostics, StorageTopology storage, ChannelTopology channels,
         GuestTopology guests, HostTopology hosts, RunningLayout running, CurrentEntries today) {
        this.index = index;
        this.diagnostics = List.copyOf(diagnostics);
        this.storage = storage;
        this.channels = channels;
        this.guests = guests;
        this.hosts = hosts;
        this.running = running;
        this.today = today;
    }

    /**
     * The I/O port zlayout.yaml's {@code ioports:} describes under the bare id {@code id} (I0000): the facts
     * (WWPN, speed) a storage export lacks, whatever image the port is on.
     */
    public Optional<IoPort> declaredPort(String id) {
        return index.declaredPort(id);
    }

    public Inputs inputs() {
        return index.inputs();
    }

    /** Every element of the class, in input order (inputs by path, then as read). */
    public <T extends Element> List<T> all(Class<T> type) {
        return index.all(type);
    }

    /** The first element with this identity, if any. */
    public <T extends Element> Optional<T> find(Class<T> type, String identity) {
        return index.find(type, identity);
    }

    /** The classes of the site's elements, each once. */
    Set<Class<? extends Element>> types() {
        return index.types();
    }

    /** Every storage image the site knows: named by an image record or by any storage-side record. */
    java.util.TreeSet<String> storageImages() {
        return index.storageImages();
    }

    /** The volume of this key (the first with it in input order), if any. */
    public Optional<Volume> volume(VolumeRef key) {
        return index.volume(key);
    }

    /** Every element of every class, in input order within each class. */
    public List<Element> elements() {
        return index.elements();
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


    /**
     * The bases and HyperPAV/PAV aliases of every LCU and the aliases each guest has: made once, on first use (the
     * same answer whichever thread makes it first).
     */
    public LcuAliases lcuAliases() {
        LcuAliases a = lcuAliases;
        if (a == null) {
            a = LcuAliases.of(this);
            lcuAliases = a;
        }
        return a;
    }

    /** What reading and joining had to tell: skipped files, warnings, conflicts between inputs. */
    public List<Diagnostic> diagnostics() {
        return diagnostics;
    }
}
