package io.zlayout.input;

/**
 * The heap that files read at the same time may take together. {@link SourceFile#load} refuses a file that
 * the whole heap could not read; this keeps two files that each fit from being read at once when together
 * they would not: a reader waits until the others have left enough. A file always starts when nothing else
 * is being read, so every file is read in the end.
 */
final class HeapBudget {

    private final long total;
    private long taken;
    private int readers;

    HeapBudget(long total) {
        this.total = total;
    }

    /** Three quarters of this JVM's heap, as {@link SourceFile} plans for one file. */
    static HeapBudget ofHeap() {
        long heap = Runtime.getRuntime().maxMemory();
        return new HeapBudget(heap == Long.MAX_VALUE ? Long.MAX_VALUE : heap / 4 * 3);
    }

    /** Waits until {@code need} bytes fit beside what the other readers took, or nothing else is read. */
    synchronized void take(long need) throws InterruptedException {
        while (readers > 0 && taken + need > total) {
            wait();
        }
        taken += need;
        readers++;
    }

    synchronized void give(long need) {
        taken -= need;
        readers--;
        notifyAll();
    }

    synchronized long taken() {
        return taken;
    }
}
