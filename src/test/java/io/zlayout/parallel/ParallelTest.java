package io.zlayout.parallel;

import org.junit.jupiter.api.Test;

import java.io.IOException;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.stream.IntStream;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

class ParallelTest {

    @Test
    void resultsComeInListOrderWhateverOrderTheItemsFinishIn() {
        // given items that take longer the earlier they come
        List<Integer> items = IntStream.range(0, 40).boxed().toList();
        // when each is mapped
        List<String> out = Parallel.map(items, i -> {
            spin(40 - i);
            return "item " + i;
        });
        // then the results are in list order
        assertThat(out).containsExactlyElementsOf(items.stream().map(i -> "item " + i).toList());
    }

    @Test
    void aStartOrderChangesWhatStartsFirstButNotTheResult() {
        List<Integer> started = java.util.Collections.synchronizedList(new ArrayList<>());
        List<Integer> out = Parallel.map(List.of(1, 5, 3), Comparator.reverseOrder(), i -> {
            started.add(i);
            return i * 10;
        });
        assertThat(out).containsExactly(10, 50, 30);
        assertThat(started).containsExactlyInAnyOrder(1, 5, 3);
    }

    @Test
    void theFirstFailureInListOrderIsThrownAsItself() {
        IOException second = new IOException("second");
        IOException fourth = new IOException("fourth");
        assertThatThrownBy(() -> Parallel.map(List.of(1, 2, 3, 4), i -> {
            if (i == 4) {
                throw fourth;
            }
            if (i == 2) {
                spin(20);
                throw second;
            }
            return i;
        })).isSameAs(second);
        IllegalStateException boom = new IllegalStateException("boom");
        assertThatThrownBy(() -> Parallel.map(List.of(1), i -> {
            throw boom;
        })).isSameAs(boom);
    }

    @Test
    void itemsAfterAFailureAreNotStarted() {
        AtomicInteger ran = new AtomicInteger();
        List<Integer> items = IntStream.range(0, 1000).boxed().toList();
        assertThatThrownBy(() -> Parallel.map(items, i -> {
            ran.incrementAndGet();
            if (i == 0) {
                throw new IllegalArgumentException("first");
            }
            // each other item takes a while, so that a helper thread cannot run them all in the moment between the
            // first item's failure and its being recorded, however the threads are scheduled on a loaded machine
            Thread.sleep(2);
            return i;
        })).hasMessage("first");
        // the failure stops every item not yet taken; those running on other threads at that moment finish
        assertThat(ran.get()).isLessThan(items.size());
    }

    @Test
    void mapsInsideMapsFinishAndKeepTheirOrder() {
        List<List<Integer>> out = Parallel.map(IntStream.range(0, 8).boxed().toList(),
                i -> Parallel.map(IntStream.range(0, 50).boxed().toList(), j -> i * 100 + j));
        for (int i = 0; i < 8; i++) {
            int base = i * 100;
            assertThat(out.get(i)).containsExactlyElementsOf(IntStream.range(0, 50).map(j -> base + j).boxed().toList());
        }
    }

    @Test
    void severalCoresAreUsedWhenThereAreSeveral() {
        Set<String> threads = ConcurrentHashMap.newKeySet();
        Parallel.map(IntStream.range(0, 200).boxed().toList(), i -> {
            threads.add(Thread.currentThread().getName());
            spin(5);
            return i;
        });
        assertThat(threads).hasSizeGreaterThanOrEqualTo(1)
                .hasSizeLessThanOrEqualTo(Runtime.getRuntime().availableProcessors() * 2);
    }

    @Test
    void anEmptyListGivesAnEmptyResultAndANullResultIsKept() {
        assertThat(Parallel.map(List.<Integer>of(), i -> i)).isEmpty();
        assertThat(Parallel.map(List.of(1, 2), i -> i == 1 ? null : "two")).containsExactly(null, "two");
    }

    @Test
    void aStartedJobRunsOnAThreadOfItsOwnWhileTheCallerWorks() throws Exception {
        CountDownLatch callerDone = new CountDownLatch(1);
        Thread caller = Thread.currentThread();
        Parallel.Pending<String, InterruptedException> job = Parallel.start("zlayout-test", () -> {
            callerDone.await(); // would never return were the job run in place
            return Thread.currentThread() == caller ? "in place" : Thread.currentThread().getName();
        });
        callerDone.countDown();
        assertThat(job.get()).isEqualTo("zlayout-test");
    }

    @Test
    void whatAJobThrowsIsThrownByGetAsItself() {
        IOException io = new IOException("capacities.yaml");
        Parallel.Pending<String, IOException> failing = Parallel.start("zlayout-test", () -> {
            throw io;
        });
        assertThatThrownBy(failing::get).isSameAs(io);
        StackOverflowError deep = new StackOverflowError();
        assertThatThrownBy(Parallel.start("zlayout-test", () -> {
            throw deep;
        })::get).isSameAs(deep);
    }

    /** Some work of about {@code units} steps, without sleeping. */
    private static void spin(int units) {
        long x = 0;
        for (int i = 0; i < units * 20_000; i++) {
            x += i ^ (x >>> 3);
        }
        if (x == 42) {
            throw new AssertionError("unreachable in practice");
        }
    }
}
