package io.zlayout.input;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;

import static org.assertj.core.api.Assertions.assertThat;

@Timeout(30)
class HeapBudgetTest {

    @Test
    void aFileThatDoesNotFitBesideAnotherWaitsForIt() throws Exception {
        HeapBudget budget = new HeapBudget(100);
        budget.take(70);
        CountDownLatch started = new CountDownLatch(1);
        Thread second = new Thread(() -> {
            try {
                budget.take(50);
                started.countDown();
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
            }
        });
        second.start();

        assertThat(started.await(300, TimeUnit.MILLISECONDS)).isFalse();
        budget.give(70);
        assertThat(started.await(10, TimeUnit.SECONDS)).isTrue();
        second.join();
        assertThat(budget.taken()).isEqualTo(50);
    }

    @Test
    void filesThatFitTogetherAreReadTogether() throws Exception {
        HeapBudget budget = new HeapBudget(100);
        budget.take(40);
        budget.take(60);
        assertThat(budget.taken()).isEqualTo(100);
    }

    @Test
    void aFileLargerThanTheBudgetStillStartsWhenItIsAlone() throws Exception {
        HeapBudget budget = new HeapBudget(100);
        budget.take(500);
        budget.give(500);
        assertThat(budget.taken()).isZero();
    }
}
