package io.zlayout.parallel;

import java.util.Arrays;
import java.util.Collections;
import java.util.Comparator;
import java.util.List;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.FutureTask;
import java.util.concurrent.SynchronousQueue;
import java.util.concurrent.ThreadPoolExecutor;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.stream.IntStream;

/**
 * Work on several cores, the one way zlayout does it.
 * <ul>
 * <li>{@link #map} runs a task on every item of a list and returns the results in list order, whichever thread
 *     ran which item and in whatever order they finished: the result is the one a loop in turn gives.</li>
 * <li>{@link #start} runs one job beside the caller (the plan while the rules run); {@link Pending#get} waits
 *     for it.</li>
 * </ul>
 * <b>One pool.</b> Threads come from one pool of daemon threads. A map uses the caller's thread and at most one
 * more per spare processor, counted across every map of the process, so maps inside maps (a folder's folders)
 * do not multiply threads: a map that finds no spare processor runs on its caller alone, and takes one as soon as
 * another map gives it back. A caller waiting for its last items lends its processor meanwhile. A job of
 * {@link #start} always gets a thread of its own at once, so a job and its caller can wait on each other.
 * <p>
 * <b>Errors and cancellation.</b> A task's exception is thrown by {@code map} as itself (checked, runtime or
 * error), on the caller's thread, once the items that were running have finished: the exception of the first
 * item in list order, as a loop would have met it; items after a failed one are not started. Nothing is
 * interrupted: the tasks are finite, and a caller interrupted while it waits keeps waiting and keeps its
 * interrupt flag set. {@link Pending#get} throws what the job threw, as itself.
 * <p>
 * Tasks share what they read: what they read must not change while they run (the joined site does not), and
 * each writes only its own result.
 */
public final class Parallel {

    /** A task on one item, which may throw {@code X}. */
    @FunctionalInterface
    public interface Task<T, R, X extends Exception> {
        R run(T item) throws X;
    }

    /** A job that makes one result, which may throw {@code X}. */
    @FunctionalInterface
    public interface Job<R, X extends Exception> {
        R run() throws X;
    }

    /** Processors free for a map's helpers: may go below zero while a waiting caller takes its own back. */
    private static final AtomicInteger SPARE = new AtomicInteger(Runtime.getRuntime().availableProcessors() - 1);

    private static final AtomicInteger THREADS = new AtomicInteger();

    /** The pool: a thread at once for every job, idle ones kept for a few seconds and reused. */
    private static final ExecutorService POOL = new ThreadPoolExecutor(0, Integer.MAX_VALUE, 5, TimeUnit.SECONDS,
            new SynchronousQueue<>(), r -> {
                Thread t = new Thread(r, "zlayout-" + THREADS.incrementAndGet());
                t.setDaemon(true);
                return t;
            });

    private Parallel() {
    }

    /** {@code task} on every item, on every spare core; the results in list order. */
    public static <T, R, X extends Exception> List<R> map(List<T> items, Task<? super T, ? extends R, X> task)
            throws X {
        return map(items, null, task);
    }

    /**
     * {@code task} on every item, started in {@code startOrder} (null: list order; the largest first, say, so that
     * one big item does not start last and keep the others waiting); the results in list order. A result may be
     * null.
     */
    public static <T, R, X extends Exception> List<R> map(List<T> items, Comparator<? super T> startOrder,
                                                          Task<? super T, ? extends R, X> task) throws X {
        int n = items.size();
        if (n == 0) {
            return List.of();
        }
        int[] order = startOrder == null ? IntStream.range(0, n).toArray()
                : IntStream.range(0, n).boxed().sorted(Comparator.comparing(items::get, startOrder))
                        .mapToInt(Integer::intValue).toArray();
        Batch<T, R, X> batch = new Batch<>(items, order, task);
        batch.work();
        batch.await();
        return batch.results();
    }

    /** Starts {@code job} on a thread of its own, named {@code name} while it runs. */
    public static <R, X extends Exception> Pending<R, X> start(String name, Job<? extends R, X> job) {
        FutureTask<R> f = new FutureTask<>(() -> {
            Thread t = Thread.currentThread();
            String was = t.getName();
            t.setName(name);
            try {
                return job.run();
            } finally {
                t.setName(was);
            }
        });
        POOL.execute(f);
        return new Pending<>(f);
    }

    /** A job started by {@link #start}. */
    public static final class Pending<R, X extends Exception> {
        private final FutureTask<R> result;

        private Pending(FutureTask<R> result) {
            this.result = result;
        }

        /** What the job made, once it has; what it threw, thrown here as itself. */
        @SuppressWarnings("unchecked")
        public R get() throws X {
            boolean interrupted = false;
            try {
                while (true) {
                    try {
                        return result.get();
                    } catch (InterruptedException e) {
                        interrupted = true; // the job is finite and its result needed: wait for it
                    } catch (ExecutionException e) {
                        throw (X) rethrowable(e.getCause());
                    }
                }
            } finally {
                if (interrupted) {
                    Thread.currentThread().interrupt();
                }
            }
        }
    }

    /** A runtime exception or error thrown as itself; otherwise the checked exception, for the caller to throw. */
    private static Exception rethrowable(Throwable t) {
        if (t instanceof RuntimeException r) {
            throw r;
        }
        if (t instanceof Error e) {
            throw e;
        }
        return (Exception) t;
    }

    /** Takes one spare processor, if there is one. */
    private static boolean takeSpare() {
        for (int s = SPARE.get(); s > 0; s = SPARE.get()) {
            if (SPARE.compareAndSet(s, s - 1)) {
                return true;
            }
        }
        return false;
    }

    /** One map's items: claimed one at a time by the caller and its helpers. */
    private static final class Batch<T, R, X extends Exception> {
        private final List<T> items;
        private final int[] order;
        private final Task<? super T, ? extends R, X> task;
        private final Object[] results;
        private final Throwable[] failures;
        private final AtomicInteger next = new AtomicInteger();
        private final AtomicInteger firstFailed;
        private final CountDownLatch done;

        Batch(List<T> items, int[] order, Task<? super T, ? extends R, X> task) {
            this.items = items;
            this.order = order;
            this.task = task;
            this.results = new Object[items.size()];
            this.failures = new Throwable[items.size()];
            this.firstFailed = new AtomicInteger(items.size());
            this.done = new CountDownLatch(items.size());
        }

        /** Runs items until none is left, asking for a helper whenever more than one is left and a core is free. */
        void work() {
            for (int k = next.getAndIncrement(); k < order.length; k = next.getAndIncrement()) {
                if (order.length - k > 1 && takeSpare()) {
                    POOL.execute(this::help);
                }
                int i = order[k];
                if (i < firstFailed.get()) {
                    try {
                        results[i] = task.run(items.get(i));
                    } catch (Exception | Error e) {
                        failures[i] = e;
                        firstFailed.accumulateAndGet(i, Math::min);
                    }
                }
                done.countDown();
            }
        }

        private void help() {
            try {
                work();
            } finally {
                SPARE.incrementAndGet();
            }
        }

        /** Waits for the items others still run, lending this thread's processor meanwhile. */
        void await() {
            if (done.getCount() == 0) {
                return;
            }
            SPARE.incrementAndGet();
            boolean interrupted = false;
            try {
                while (true) {
                    try {
                        done.await();
                        return;
                    } catch (InterruptedException e) {
                        interrupted = true;
                    }
                }
            } finally {
                SPARE.decrementAndGet();
                if (interrupted) {
                    Thread.currentThread().interrupt();
                }
            }
        }

        /** The results in list order, or the failure of the first failed item, thrown as itself. */
        @SuppressWarnings("unchecked")
        List<R> results() throws X {
            int first = firstFailed.get();
            if (first < failures.length) {
                throw (X) rethrowable(failures[first]);
            }
            return Collections.unmodifiableList((List<R>) Arrays.asList(results));
        }
    }
}
