package io.zlayout.pipeline;

import io.zlayout.input.InputException;

import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionException;

/**
 * One stage run on a thread of its own while the caller does other work with the same (unchanging) site;
 * {@link #get()} waits for it and gives back what it returned or threw, as if it had run in place. A run has
 * a handful of these at most, so each gets a new thread rather than a pool's, where it could wait behind
 * other work.
 */
public final class Background<T> {

    /** The stage: what it makes, or an input it cannot use. */
    @FunctionalInterface
    public interface Stage<T> {
        T run() throws InputException;
    }

    private final CompletableFuture<T> result;

    private Background(CompletableFuture<T> result) {
        this.result = result;
    }

    /** Starts {@code stage} on a new daemon thread named {@code name}. */
    public static <T> Background<T> start(String name, Stage<T> stage) {
        return new Background<>(CompletableFuture.supplyAsync(() -> {
            try {
                return stage.run();
            } catch (InputException e) {
                throw new CompletionException(e);
            }
        }, task -> {
            Thread t = new Thread(task, name);
            t.setDaemon(true);
            t.start();
        }));
    }

    /** What the stage made, once it has; its exception, rethrown here, if it failed. */
    public T get() throws InputException {
        try {
            return result.join();
        } catch (CompletionException e) {
            InputException.rethrow(e.getCause());
            throw e;
        }
    }
}
