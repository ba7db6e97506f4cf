package io.zlayout.perf;

import io.zlayout.model.ByteSize;
import io.zlayout.model.Quoted;

/**
 * What the modelled processes do: sequential or random, read or write; random work also has an I/O size,
 * because a component's limit is then in I/Os per second as well as in MB/s.
 *
 * @param ioSizeBytes random workloads: bytes per I/O ({@value #DEFAULT_RANDOM_IO_SIZE} unless said); null for
 *                    sequential work, whose limits are in MB/s only
 */
public record Workload(Kind kind, Long ioSizeBytes) {

    public static final long DEFAULT_RANDOM_IO_SIZE = 4096;

    /** The four workloads the model knows, by their command-line names. */
    public enum Kind {
        SEQ_READ("seq-read"), SEQ_WRITE("seq-write"), RANDOM_READ("random-read"), RANDOM_WRITE("random-write");

        private final String label;

        Kind(String label) {
            this.label = label;
        }

        public String label() {
            return label;
        }

        public boolean random() {
            return this == RANDOM_READ || this == RANDOM_WRITE;
        }

        public boolean read() {
            return this == SEQ_READ || this == RANDOM_READ;
        }

        public static Kind of(String label) {
            for (Kind k : values()) {
                if (k.label.equals(label)) {
                    return k;
                }
            }
            throw new IllegalArgumentException("unknown workload " + quote(label)
                    + ": expected seq-read, seq-write, random-read or random-write");
        }
    }

    public Workload {
        if (kind == null) {
            throw new IllegalArgumentException("a workload needs a kind");
        }
        if (kind.random()) {
            ioSizeBytes = ioSizeBytes == null ? DEFAULT_RANDOM_IO_SIZE : ioSizeBytes;
            if (ioSizeBytes < 512 || ioSizeBytes > 16L * 1024 * 1024) {
                throw new IllegalArgumentException("expected an I/O size from 512 bytes to 16m, found " + ioSizeBytes);
            }
        } else {
            ioSizeBytes = null;
        }
    }

    /** {@code seq-read}, {@code random-read} (4 KiB I/Os), ... */
    public static Workload of(String kind) {
        return new Workload(Kind.of(kind), null);
    }

    /** A workload with an I/O size such as {@code 4k} or {@code 64k}; the size is ignored for sequential work. */
    public static Workload of(String kind, String ioSize) {
        Kind k = Kind.of(kind);
        if (ioSize == null || !k.random()) {
            return new Workload(k, null);
        }
        long b = ByteSize.bytes(ioSize);
        if (b < 512 || b > 16L * 1024 * 1024) {
            throw new IllegalArgumentException("expected an I/O size from 512 to 16m (e.g. 4k), found " + quote(ioSize));
        }
        return new Workload(k, b);
    }

    public String label() {
        return kind.label();
    }

    /** MB/s (10^6 bytes per second) that {@code iops} I/Os of this workload's size move. */
    public double mbps(double iops) {
        return iops * ioSizeBytes / 1e6;
    }

    /** I/Os per second that {@code mbps} MB/s of this workload's size are. */
    public double iops(double mbps) {
        return mbps * 1e6 / ioSizeBytes;
    }

    private static String quote(String s) {
        return Quoted.of(s);
    }
}
