package io.zlayout.model;

import io.zlayout.model.id.DeviceNumber;

import java.util.List;

/**
 * A guest's minidisk from a directory {@code MDISK} statement, with the MINIOPT and DASDOPT options that
 * follow it. Minidisk passwords are never kept.
 *
 * @param guest      the user ID, upper case
 * @param vdev       the virtual device number
 * @param deviceType the device type as coded, upper case ({@code 3390}, {@code FB-512})
 * @param start      the first cylinder or block of an extent; null for other kinds and for DirMaint
 *                   allocations (AUTOG, AUTOR, AUTOV) that are placed only when DirMaint allocates them
 * @param size       cylinders or blocks; null for {@code END} (to the end of the volume) and for DEVNO
 * @param volser     the volume label of an extent, upper case ({@code &SYSRES} as coded); null when not known
 * @param mode       the access mode, upper case ({@code MR}, {@code MWV}); {@code W} when not coded
 * @param kind       {@code extent}, {@code devno} (a full pack by real device number), {@code vdisk} or
 *                   {@code tdisk}
 * @param devno      the real device number of the {@code devno} kind, else null
 * @param miniopt    MINIOPT options, upper case, in order
 * @param dasdopt    DASDOPT options, upper case, in order
 */
public record Minidisk(String guest, DeviceNumber vdev, String deviceType, Integer start, Integer size, String volser,
                       String mode, String kind, DeviceNumber devno, List<String> miniopt, List<String> dasdopt,
                       SourceRef source) implements Element {

    public static final String EXTENT = "extent";
    public static final String DEVNO = "devno";
    public static final String VDISK = "vdisk";
    public static final String TDISK = "tdisk";

    public Minidisk {
        miniopt = List.copyOf(miniopt);
        dasdopt = List.copyOf(dasdopt);
    }

    /** True when {@code MINIOPT NOMDC} keeps this minidisk out of the minidisk cache. */
    public boolean mdcOff() {
        return miniopt.contains("NOMDC");
    }

    @Override
    public String identity() {
        return Ids.minidisk(guest, vdev);
    }
}
