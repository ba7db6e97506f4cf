package io.zlayout.plan;

import io.zlayout.model.id.DeviceNumber;

import java.util.HashSet;
import java.util.Set;

/** The virtual device numbers of one entry: those in use, and the next free one from a preferred number. */
final class Vdevs {

    /** First virtual device number of new minidisks. */
    static final DeviceNumber FIRST_MINIDISK_VDEV = new DeviceNumber(0x0200);

    private final Set<DeviceNumber> used = new HashSet<>();

    Vdevs(Set<DeviceNumber> inUse) {
        used.addAll(inUse);
    }

    void use(DeviceNumber vdev) {
        used.add(vdev);
    }

    /** {@code preferred} when free, else the next free number above it (wrapping past FFFF to 0100). */
    DeviceNumber next(DeviceNumber preferred) {
        int start = preferred.value();
        for (int i = 0; i < 0x10000; i++) {
            int n = start + i;
            if (n > 0xFFFF) {
                n = 0x100 + (n - 0x10000);
            }
            DeviceNumber v = new DeviceNumber(n);
            if (!used.contains(v)) {
                return v;
            }
        }
        throw new IllegalStateException("no free virtual device number");
    }
}
