package io.zlayout.input.dscli;

import java.util.Locale;

/**
 * The DSCLI columns (and stanza keys) zlayout reads, by their header name. One field may serve several
 * commands: {@code Array} is the array of a rank in lsrank and the array itself in lsarray.
 */
enum Field {
    NAME("Name"),
    ID("ID"),
    DATATYPE("datatype"),
    VOLTYPE("voltype"),
    ORGBVOLS("orgbvols"),
    DEVICE_MTM("deviceMTM"),
    EXTPOOL("extpool"),
    CAP_GIB("cap (2^30B)"),
    CAP_BLOCKS("cap (blocks)"),
    CAP_CYL("cap (cyl)"),
    VOLSER("volser"),
    GROUP("Group"),
    ARRAY("Array"),
    RAID_TYPE("RAIDtype"),
    EXTPOOL_ID("extpoolID"),
    STG_TYPE("stgtype"),
    EXTS("exts"),
    ARRAY_SITE("arsite"),
    RANK("Rank"),
    DA_PAIR("DA Pair"),
    RANK_GROUP("rankgrp"),
    WWPN("WWPN"),
    STATE("State"),
    TYPE("Type"),
    TOPOLOGY("topo"),
    SPEED("Speed"),
    LOCATION("physloc", "loc"),
    HOST_TYPE("HostType"),
    VOLGRP_ID("volgrpID"),
    IO_PORTS("ESSIOport"),
    VOLS("Vols"),
    ADDRESS_GROUP("addrgrp"),
    CONFIGURED_VOLUMES("confgvols"),
    SUBSYSTEM("subsys"),
    STORAGE_UNIT("Storage Unit"),
    MODEL("Model"),
    WWNN("WWNN"),
    EXTENTS("extents"),
    /** The extent allocation method of a volume ({@code lsfbvol -l}, {@code lsckdvol -l}, {@code show*vol}). */
    EAM("eam"),
    /** The ranks of an extent pool ({@code lsextpool -l}). */
    NUM_RANKS("numranks"),
    /** Whether Easy Tier manages an extent pool ({@code lsextpool -l}). */
    ET_MANAGED("etmanaged");

    /** The name as DSCLI prints it (first) and other spellings seen for the same column. */
    private final String[] names;

    Field(String... names) {
        this.names = names;
    }

    String header() {
        return names[0];
    }

    String[] names() {
        return names;
    }

    /**
     * The form header names are compared in: lower case without white space, so that {@code cap (2^30B)},
     * {@code CAP (2^30B)} and {@code cap(2^30B)} are one column.
     */
    static String key(String name) {
        StringBuilder b = new StringBuilder(name.length());
        for (int i = 0; i < name.length(); i++) {
            char c = name.charAt(i);
            if (!Character.isWhitespace(c)) {
                b.append(c);
            }
        }
        return b.toString().toLowerCase(Locale.ROOT);
    }
}
