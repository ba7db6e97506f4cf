package io.zlayout.plan;

import io.zlayout.model.id.DeviceNumber;

import java.util.HashSet;
import java.util.Set;

/** The virtual device numbers of one entry: those in use, and the next free one from a preferred number. */
final class Vdevs {

    /** First virtual device number of new minidisks. */
    static final String FIRST_MINIDISK_VDEV = "0200";

    private final Set<String> used;

    Vdevs(Set<String> inUse) {
        this.used = new HashSet<>(inUse);
    }

    void use(String vdev) {
        used.add(vdev);
    }

    /** {@code preferred} when free, else the next free number above it (wrapping past FFFF to 0100). */
    String next(String preferred) {
        int start = DeviceNumber.parse(preferred).value();
        for (int i = 0; i < 0x10000; i++) {
            int n = start + i;
            if (n > 0xFFFF) {
                n = 0x100 + (n - 0x10000);
            }
            String v = new DeviceNumber(n).toString();
            if (!used.contains(v)) {
                return v;
            }
        }
        throw new IllegalStateException("no free virtual device number");
    }
}
