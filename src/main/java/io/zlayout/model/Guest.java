package io.zlayout.model;

import io.zlayout.model.id.Wwn;
import io.zlayout.model.id.FcpLun;
import java.util.List;

/**
 * A z/VM guest as its user directory entry defines it: a {@code USER} entry, or an {@code IDENTITY} entry of
 * an SSI cluster. The logon password is never kept.
 *
 * @param name            the user ID, upper case
 * @param storage         the logon storage size as coded ({@code 4G}) or null
 * @param maxStorage      the largest storage size the guest may define, or null
 * @param privClasses     the CP privilege classes ({@code G}) or null
 * @param includes        the profiles named by INCLUDE, upper case, in entry order
 * @param ipl             the IPL operand (a virtual device number or a system name), its own or its profile's
 * @param loaddevPortname LOADDEV PORTNAME, or null
 * @param loaddevLun      LOADDEV LUN, or null
 * @param identityEntry   true for an IDENTITY entry (SSI), false for a USER entry; not named {@code identity},
 *                        which is {@link Element#identity()}
 * @param loaddevAlternates the alternate SCSI boot paths ({@code LOADDEV SCSI ALTERNATE …}) in entry order, its
 *                        own or, when it has none, its profile's; empty when there are none. Each names another
 *                        (port, LUN) pair of the same boot disk, so a plan must keep those LUNs out of stripe
 *                        sets exactly like {@link #loaddevLun()}.
 * @param profileDevices  the virtual devices whose statement the entry takes from an INCLUDEd profile, each with
 *                        that profile's name (upper case): a change to one of them is a change to the profile, and
 *                        so to every guest that includes it; the entry's own devices are not here
 * @param subconfigStatements for an IDENTITY, the device statements that live in one of the SUBCONFIG entries it
 *                        builds, by the statement's place: a change to one of them is a change to that SUBCONFIG
 *                        (one member's configuration), not to the IDENTITY. Keyed by place, not by virtual device,
 *                        because two members' subconfigurations may use one virtual device number each.
 */
public record Guest(String name, String storage, String maxStorage, String privClasses, List<String> includes,
                    String ipl, Wwn loaddevPortname, FcpLun loaddevLun, boolean identityEntry,
                    SourceRef source, List<BootPath> loaddevAlternates, java.util.Map<io.zlayout.model.id.DeviceNumber, String> profileDevices,
                    java.util.Map<SourceRef, Subconfig> subconfigStatements)
        implements Element {

    /** A SUBCONFIG entry an IDENTITY builds ({@code BUILD ON member USING SUBCONFIG name}). */
    public record Subconfig(String name, String member) {
    }

    public Guest {
        includes = List.copyOf(includes);
        loaddevAlternates = List.copyOf(loaddevAlternates);
        profileDevices = profileDevices == null ? java.util.Map.of()
                : java.util.Collections.unmodifiableMap(new java.util.TreeMap<>(profileDevices));
        subconfigStatements = subconfigStatements == null ? java.util.Map.of()
                : java.util.Collections.unmodifiableMap(new java.util.TreeMap<>(subconfigStatements));
    }

    /** A guest no statement of which lives in a SUBCONFIG entry. */
    public Guest(String name, String storage, String maxStorage, String privClasses, List<String> includes,
                 String ipl, Wwn loaddevPortname, FcpLun loaddevLun, boolean identityEntry, SourceRef source,
                 List<BootPath> loaddevAlternates, java.util.Map<io.zlayout.model.id.DeviceNumber, String> profileDevices) {
        this(name, storage, maxStorage, privClasses, includes, ipl, loaddevPortname, loaddevLun, identityEntry,
                source, loaddevAlternates, profileDevices, null);
    }

    /** A guest none of whose devices is known to come from a profile. */
    public Guest(String name, String storage, String maxStorage, String privClasses, List<String> includes,
                 String ipl, Wwn loaddevPortname, FcpLun loaddevLun, boolean identityEntry, SourceRef source,
                 List<BootPath> loaddevAlternates) {
        this(name, storage, maxStorage, privClasses, includes, ipl, loaddevPortname, loaddevLun, identityEntry,
                source, loaddevAlternates, null, null);
    }

    /** A guest without alternate boot paths (every directory before z/VM 7.4's LOADDEV ALTERNATE). */
    public Guest(String name, String storage, String maxStorage, String privClasses, List<String> includes,
                 String ipl, Wwn loaddevPortname, FcpLun loaddevLun, boolean identityEntry, SourceRef source) {
        this(name, storage, maxStorage, privClasses, includes, ipl, loaddevPortname, loaddevLun, identityEntry,
                source, List.of());
    }

    @Override
    public String identity() {
        return Ids.guest(name);
    }
}
