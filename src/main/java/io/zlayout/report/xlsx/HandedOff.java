package io.zlayout.report.xlsx;

import io.zlayout.parallel.Parallel;

import java.io.IOException;
import java.io.InterruptedIOException;
import java.io.OutputStream;
import java.util.Arrays;
import java.util.concurrent.ArrayBlockingQueue;
import java.util.concurrent.BlockingQueue;

/**
 * An output stream whose writes are done in order on a thread of its own ({@link Parallel#start}): the
 * workbook's sheet XML is made on
 * the caller's thread while the zip deflates what came before on another core (deflating the Volumes sheet of
 * the largest site, 183 MB of XML, takes about half a second of one core). At most a few chunks wait, so memory
 * stays bounded. {@link #close()} returns once everything is written, and throws what the writing met; a write
 * after the writing failed throws at once. The stream below is neither flushed nor closed.
 */
final class HandedOff extends OutputStream {

    /** Chunks that may wait: the sheet writer hands over 64 KiB at a time. */
    private static final int WAITING = 8;

    private static final byte[] END = new byte[0];

    private final OutputStream out;
    private final BlockingQueue<byte[]> queue = new ArrayBlockingQueue<>(WAITING);
    private final Parallel.Pending<Void, RuntimeException> writer;
    private volatile Throwable failure;
    private boolean closed;

    HandedOff(OutputStream out, String name) {
        this.out = out;
        this.writer = Parallel.start(name, () -> {
            drain();
            return null;
        });
    }

    private void drain() {
        try {
            for (byte[] b = queue.take(); b != END; b = queue.take()) {
                if (failure == null) {
                    try {
                        out.write(b);
                    } catch (IOException | RuntimeException | Error e) {
                        failure = e; // keep taking, so the caller never waits on a full queue
                    }
                }
            }
        } catch (InterruptedException e) {
            failure = e;
        }
    }

    @Override
    public void write(int b) throws IOException {
        write(new byte[] {(byte) b}, 0, 1);
    }

    @Override
    public void write(byte[] b, int off, int len) throws IOException {
        if (closed) {
            throw new IOException("stream closed");
        }
        failed();
        if (len > 0) {
            put(Arrays.copyOfRange(b, off, off + len));
        }
    }

    private void put(byte[] chunk) throws IOException {
        try {
            queue.put(chunk);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new InterruptedIOException("interrupted while writing the workbook");
        }
    }

    private void failed() throws IOException {
        Throwable f = failure;
        if (f instanceof IOException e) {
            throw new IOException(e.getMessage(), e);
        }
        if (f instanceof RuntimeException e) {
            throw e;
        }
        if (f instanceof Error e) {
            throw e;
        }
        if (f != null) {
            throw new InterruptedIOException("the workbook's writing thread was interrupted");
        }
    }

    /** Waits until everything handed over is written, and throws what the writing met. */
    @Override
    public void close() throws IOException {
        if (closed) {
            return;
        }
        closed = true;
        put(END);
        writer.get();
        failed();
    }
}
