package io.zlayout.model;

import io.zlayout.model.id.BusId;

import java.util.List;

/**
 * A Linux guest's I/O exclusion list (the CIO blacklist): the devices Linux does not sense, so that they never
 * come online — "Ignored devices are not sensed and analyzed. The device cannot be used until it is analyzed"
 * (IBM, Device Drivers, Features, and Commands: cio_ignore). Read from {@code cio_ignore -l} (the ignored ranges),
 * {@code cio_ignore -L} (the ranges not ignored), {@code cio_ignore -k} ({@code cio_ignore=all,!0.0.0009,...}) and
 * {@code /proc/cio_ignore}. The entries are kept in order and read as the kernel parameter is, left to right: the
 * last entry that covers a device says whether it is ignored.
 *
 * @param entries the entries in order
 */
public record CioIgnoreList(String guest, List<Entry> entries, HostCapture origin, SourceRef source)
        implements HostScoped {

    public CioIgnoreList {
        entries = List.copyOf(entries);
    }

    /**
     * One entry: {@code ignore} false for a {@code !} (not ignored) entry; {@code from} and {@code to} null for
     * {@code all}.
     */
    public record Entry(boolean ignore, BusId from, BusId to) {

        /** All devices. */
        public static Entry all(boolean ignore) {
            return new Entry(ignore, null, null);
        }

        boolean covers(BusId b) {
            if (from == null) {
                return true;
            }
            return b.css() == from.css() && b.ssid() == from.ssid() && b.device().compareTo(from.device()) >= 0
                    && b.device().compareTo(to.device()) <= 0;
        }
    }

    /** True when Linux ignores the device: the last entry covering it ignores it. */
    public boolean ignores(BusId device) {
        boolean out = false;
        for (Entry e : entries) {
            if (e.covers(device)) {
                out = e.ignore();
            }
        }
        return out;
    }

    @Override
    public String identity() {
        return "cio-ignore:" + (guest == null ? "-" : guest);
    }
}
