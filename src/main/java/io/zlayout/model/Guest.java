package io.zlayout.model;

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
 * @param loaddevPortname LOADDEV PORTNAME as {@code 0x} + 16 lower-case hex digits, or null
 * @param loaddevLun      LOADDEV LUN as {@code 0x} + 16 lower-case hex digits, or null
 * @param identityEntry   true for an IDENTITY entry (SSI), false for a USER entry; not named {@code identity},
 *                        which is {@link Element#identity()}
 */
public record Guest(String name, String storage, String maxStorage, String privClasses, List<String> includes,
                    String ipl, String loaddevPortname, String loaddevLun, boolean identityEntry,
                    SourceRef source)
        implements Element {

    public Guest {
        includes = List.copyOf(includes);
    }

    @Override
    public String identity() {
        return Ids.guest(name);
    }
}
