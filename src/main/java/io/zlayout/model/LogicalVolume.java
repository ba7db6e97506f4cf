package io.zlayout.model;

import java.util.ArrayList;
import java.util.List;

/**
 * An LVM logical volume from {@code lvs -o +devices,stripes,stripe_size} (text or
 * {@code --reportformat json}). lvs prints one row per segment; the rows of one LV become its segments.
 *
 * @param attr      the attribute string ({@code -wi-a-----}) or null
 * @param size      the size as printed ({@code 1.00g}, {@code <4.00t}) or null
 * @param sizeBytes the size in bytes (units: lower case powers of 1024, upper case of 1000) or null
 * @param segments  the segments in the order printed; empty when no segment column was reported
 */
public record LogicalVolume(String guest, String vg, String lv, String attr, String size, Long sizeBytes,
                            List<Segment> segments, HostCapture origin, SourceRef source) implements HostScoped {

    public LogicalVolume {
        segments = List.copyOf(segments);
    }

    /**
     * One segment.
     *
     * @param segtype         {@code striped}, {@code linear}, {@code raid5}, ... or null when not reported
     * @param stripes         {@code #Str} or null
     * @param stripeSizeBytes the stripe size in bytes (0 for linear), or null when not reported
     * @param devices         the devices in stripe order, with their first extent
     */
    public record Segment(String segtype, Integer stripes, Long stripeSizeBytes, List<PvExtent> devices,
                          SourceRef source) {

        public Segment {
            devices = List.copyOf(devices);
        }
    }

    /**
     * A device of a segment as lvs prints it: {@code /dev/mapper/mpatha(0)}.
     *
     * @param device      the device path ({@code /dev/mapper/mpatha}) or a sub-LV name
     * @param firstExtent the first extent on it, or null when not printed
     */
    public record PvExtent(String device, Long firstExtent) {

        @Override
        public String toString() {
            return firstExtent == null ? device : device + "(" + firstExtent + ")";
        }
    }

    /** Every device of every segment, in order (stripe order within a segment). */
    public List<String> devices() {
        List<String> all = new ArrayList<>();
        segments.forEach(s -> s.devices().forEach(d -> all.add(d.device())));
        return all;
    }

    /** The first segment's type, or null (an LV of one segment is the common case). */
    public String segtype() {
        return segments.isEmpty() ? null : segments.get(0).segtype();
    }

    /** The first segment's stripe count, or null. */
    public Integer stripes() {
        return segments.isEmpty() ? null : segments.get(0).stripes();
    }

    /** The first segment's stripe size in bytes, or null. */
    public Long stripeSizeBytes() {
        return segments.isEmpty() ? null : segments.get(0).stripeSizeBytes();
    }

    @Override
    public String identity() {
        return Ids.logicalVolume(vg, lv);
    }
}
