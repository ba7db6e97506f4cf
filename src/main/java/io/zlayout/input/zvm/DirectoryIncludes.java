package io.zlayout.input.zvm;

import io.zlayout.model.id.FcpLun;
import io.zlayout.model.Diagnostic;
import io.zlayout.input.LoadedInput;
import io.zlayout.input.ParseResult;
import io.zlayout.model.BootPath;
import io.zlayout.model.DirectoryProfile;
import io.zlayout.model.Element;
import io.zlayout.model.Guest;
import io.zlayout.model.GuestDedicate;
import io.zlayout.model.id.DeviceNumber;
import io.zlayout.model.GuestLink;
import io.zlayout.model.Minidisk;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * INCLUDE across files. DirMaint keeps one file per entry ({@code LNX1 DIRECT}, {@code PROFLNX DIRECT}), so a
 * guest's profile is often in another file than the guest. Once every file is read, each guest whose INCLUDE
 * names a profile its own file does not define gets that profile's devices (after its own, with the profile's
 * source lines) and its IPL and LOADDEV where the guest has none; the {@code DirectoryProfile} records are then
 * dropped. An INCLUDE no input defines is a note; a profile nobody includes is a warning, since nothing of it is
 * read.
 */
public final class DirectoryIncludes {

    private DirectoryIncludes() {
    }

    /** The inputs with every directory INCLUDE resolved; new diagnostics go to {@code diagnostics} too. */
    public static List<LoadedInput> resolve(List<LoadedInput> inputs, List<Diagnostic> diagnostics) {
        Map<String, DirectoryProfile> profiles = new LinkedHashMap<>();
        boolean any = false;
        for (LoadedInput in : inputs) {
            if (!ZvmDirectoryReader.FORMAT.equals(in.format())) {
                continue;
            }
            any = true;
            for (Element e : in.result().elements()) {
                if (e instanceof DirectoryProfile p) {
                    profiles.putIfAbsent(p.name(), p);
                }
            }
        }
        if (!any) {
            return inputs;
        }
        Set<String> used = new HashSet<>();
        List<LoadedInput> out = new ArrayList<>(inputs.size());
        for (LoadedInput in : inputs) {
            if (!ZvmDirectoryReader.FORMAT.equals(in.format())) {
                out.add(in);
                continue;
            }
            out.add(resolve(in, profiles, used, diagnostics));
        }
        // a profile nobody includes: say so on the input that defines it
        for (int k = 0; k < out.size(); k++) {
            LoadedInput in = inputs.get(k);
            if (!ZvmDirectoryReader.FORMAT.equals(in.format())) {
                continue;
            }
            List<Diagnostic> unused = new ArrayList<>();
            for (Element e : in.result().elements()) {
                if (e instanceof DirectoryProfile p && !used.contains(p.name()) && profiles.get(p.name()) == p) {
                    unused.add(Diagnostic.warning(p.source(), "PROFILE " + p.name() + " is included by no guest of"
                            + " the inputs: nothing of it is read"));
                }
            }
            if (!unused.isEmpty()) {
                diagnostics.addAll(unused);
                LoadedInput r = out.get(k);
                List<Diagnostic> all = new ArrayList<>(r.result().diagnostics());
                all.addAll(unused);
                all.sort(null);
                out.set(k, new LoadedInput(r.path(), r.format(), r.guest(),
                        new ParseResult(r.result().format(), r.result().elements(), all)));
            }
        }
        return out;
    }

    private static LoadedInput resolve(LoadedInput in, Map<String, DirectoryProfile> profiles, Set<String> used,
                                       List<Diagnostic> diagnostics) {
        List<Element> elements = in.result().elements();
        Set<String> local = new HashSet<>();
        for (Element e : elements) {
            if (e instanceof DirectoryProfile p) {
                local.add(p.name());
            }
        }
        List<Diagnostic> added = new ArrayList<>();
        List<Element> result = new ArrayList<>(elements.size());
        int i = 0;
        while (i < elements.size()) {
            Element e = elements.get(i);
            if (e instanceof DirectoryProfile) {
                i++;
                continue;
            }
            if (!(e instanceof Guest g)) {
                result.add(e);
                i++;
                continue;
            }
            // a guest's devices follow it up to the next guest or profile
            int end = i + 1;
            while (end < elements.size() && !(elements.get(end) instanceof Guest)
                    && !(elements.get(end) instanceof DirectoryProfile)) {
                end++;
            }
            List<Element> devices = new ArrayList<>(elements.subList(i + 1, end));
            Guest guest = g;
            for (String name : g.includes()) {
                if (local.contains(name)) {
                    used.add(name);
                    continue;
                }
                DirectoryProfile p = profiles.get(name);
                if (p == null) {
                    added.add(Diagnostic.note(g.source(), "INCLUDE names profile " + name + ", which no input"
                            + " defines: its statements are not read for " + g.name()));
                    continue;
                }
                used.add(name);
                guest = include(guest, p, devices, added);
            }
            result.add(guest);
            result.addAll(devices);
            i = end;
        }
        if (added.isEmpty() && result.size() == elements.size()) {
            return in;
        }
        diagnostics.addAll(added);
        List<Diagnostic> all = new ArrayList<>(in.result().diagnostics());
        all.addAll(added);
        all.sort(null);
        return new LoadedInput(in.path(), in.format(), in.guest(),
                new ParseResult(in.result().format(), result, all));
    }

    /** The guest with the profile's IPL and LOADDEV where it has none; the profile's devices added to {@code devices}. */
    private static Guest include(Guest g, DirectoryProfile p, List<Element> devices, List<Diagnostic> added) {
        Map<DeviceNumber, Element> byVdev = new HashMap<>();
        for (Element d : devices) {
            DeviceNumber vdev = vdev(d);
            if (vdev != null) {
                byVdev.put(vdev, d);
            }
        }
        Map<DeviceNumber, String> profileDevices = new HashMap<>(g.profileDevices());
        for (Element d : p.devices()) {
            Element bound = bind(d, g.name());
            Element first = byVdev.putIfAbsent(vdev(bound), bound);
            if (first != null) {
                added.add(Diagnostic.warning(bound.source(), "expected each virtual device number once in USER "
                        + g.name() + ", found " + vdev(bound) + " again in PROFILE " + p.name() + "; this one is"
                        + " skipped"));
                continue;
            }
            devices.add(bound);
            profileDevices.put(vdev(bound), p.name());
        }
        FcpLun lun = g.loaddevLun() != null ? g.loaddevLun() : p.loaddevLun();
        List<BootPath> alternates = g.loaddevAlternates();
        if (alternates.isEmpty()) {
            List<BootPath> fromProfile = new ArrayList<>();
            for (BootPath b : p.loaddevAlternates()) {
                if (b.lun() != null) {
                    fromProfile.add(b);
                } else if (lun != null) {
                    fromProfile.add(new BootPath(b.device(), b.portname(), lun, b.source()));
                }
            }
            alternates = fromProfile;
        }
        return new Guest(g.name(), g.storage(), g.maxStorage(), g.privClasses(), g.includes(),
                g.ipl() != null ? g.ipl() : p.ipl(),
                g.loaddevPortname() != null ? g.loaddevPortname() : p.loaddevPortname(), lun, g.identityEntry(),
                g.source(), alternates, profileDevices, g.subconfigStatements());
    }

    /** The virtual device number of a DEDICATE, MDISK or LINK record; null for any other record. */
    private static DeviceNumber vdev(Element e) {
        if (e instanceof GuestDedicate d) {
            return d.vdev();
        }
        if (e instanceof Minidisk m) {
            return m.vdev();
        }
        if (e instanceof GuestLink l) {
            return l.vdev();
        }
        return null;
    }

    /** A profile's device record as the including guest's. */
    private static Element bind(Element e, String guest) {
        if (e instanceof GuestDedicate d) {
            return new GuestDedicate(guest, d.vdev(), d.rdev(), d.volser(), d.readOnly(), d.source());
        }
        if (e instanceof Minidisk m) {
            return new Minidisk(guest, m.vdev(), m.deviceType(), m.start(), m.size(), m.volser(), m.mode(), m.kind(),
                    m.devno(), m.miniopt(), m.dasdopt(), m.source());
        }
        if (e instanceof GuestLink l) {
            // LINK * (the profile itself) means the including guest
            String owner = l.owner().equals(l.guest()) ? guest : l.owner();
            return new GuestLink(guest, owner, l.ownerVdev(), l.vdev(), l.mode(), l.source());
        }
        return e;
    }
}
