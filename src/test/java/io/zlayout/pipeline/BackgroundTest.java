package io.zlayout.pipeline;

import io.zlayout.input.InputException;
import io.zlayout.model.SourceRef;
import org.junit.jupiter.api.Test;

import java.util.concurrent.CountDownLatch;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

class BackgroundTest {

    @Test
    void runsOnAThreadOfItsOwnWhileTheCallerWorks() throws Exception {
        CountDownLatch callerDone = new CountDownLatch(1);
        Thread caller = Thread.currentThread();
        Background<String> b = Background.start("zlayout-test", () -> {
            try {
                callerDone.await(); // would never return were the stage run in place
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
            }
            return Thread.currentThread() == caller ? "in place" : Thread.currentThread().getName();
        });
        callerDone.countDown();
        assertThat(b.get()).isEqualTo("zlayout-test");
    }

    @Test
    void anInputErrorIsRethrownAsItself() {
        InputException e = new InputException(SourceRef.file("capacities.yaml"), "a number", "ten");
        Background<String> b = Background.start("zlayout-test", () -> {
            throw e;
        });
        assertThatThrownBy(b::get).isSameAs(e);
    }

    @Test
    void aRuntimeExceptionOrErrorIsRethrownAsItself() {
        IllegalStateException boom = new IllegalStateException("boom");
        assertThatThrownBy(Background.start("zlayout-test", () -> {
            throw boom;
        })::get).isSameAs(boom);
        StackOverflowError deep = new StackOverflowError();
        assertThatThrownBy(Background.start("zlayout-test", () -> {
            throw deep;
        })::get).isSameAs(deep);
    }
}
