package io.zlayout.plan;

import org.junit.jupiter.api.Test;

import java.util.Arrays;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Random;
import java.util.Set;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * The planner's value keys stand for what they replace: the alias test for a lower-cased copy, the DA-pair
 * set key for the sorted list of pairs, the dense counts for a map of counts by name.
 */
class PlannerKeysTest {

    @Test
    void aliasTestAgreesWithLowerCasingTheWholeType() {
        for (String type : List.of("CKD Alias", "ALIAS", "alias", "xALiAsy", "alia", "", "CKD Base", "FB 512",
                "a-l-i-a-s", "ALIA S", "AL\u0130AS", "\u00e0lias", "\u212aCKD alias", "aliAS\u00df")) {
            assertThat(CandidatePool.containsAlias(type)).as(type)
                    .isEqualTo(type.toLowerCase(Locale.ROOT).contains("alias"));
        }
        Random random = new Random(19);
        String letters = "aAlLiIsSxX \u0130\u0131";
        int hits = 0;
        for (int n = 0; n < 20_000; n++) {
            StringBuilder b = new StringBuilder();
            for (int i = random.nextInt(9); i > 0; i--) {
                b.append(letters.charAt(random.nextInt(letters.length())));
            }
            String type = b.toString();
            boolean expected = type.toLowerCase(Locale.ROOT).contains("alias");
            hits += expected ? 1 : 0;
            assertThat(CandidatePool.containsAlias(type)).as(type).isEqualTo(expected);
        }
        assertThat(hits).as("random types that name an alias").isPositive();
    }

    @Test
    void daPairSetKeyIsEqualExactlyWhenTheSetsAre() {
        Random random = new Random(7);
        Map<Object, List<Integer>> seen = new HashMap<>();
        for (int n = 0; n < 20_000; n++) {
            int[] pairs = new int[random.nextInt(6)];
            for (int i = 0; i < pairs.length; i++) {
                pairs[i] = random.nextInt(8) == 0 ? (1 << 20) + random.nextInt(4) : random.nextInt(6);
            }
            int[] sorted = pairs.clone();
            Arrays.sort(sorted);
            List<Integer> set = Arrays.stream(sorted).boxed().toList();
            Object key = FreeVolumes.signatureKey(pairs);
            List<Integer> prior = seen.putIfAbsent(key, set);
            assertThat(prior == null ? set : prior).as(Arrays.toString(pairs)).isEqualTo(set);
            int[] reversed = new int[pairs.length];
            for (int i = 0; i < pairs.length; i++) {
                reversed[i] = pairs[pairs.length - 1 - i];
            }
            assertThat(FreeVolumes.signatureKey(reversed)).isEqualTo(key);
        }
        Set<List<Integer>> distinct = new HashSet<>(seen.values());
        assertThat(distinct).as("one key per set").hasSize(seen.size());
    }

    @Test
    void denseCountsCountLikeAMapWhileTheyGrow() {
        PathPlanner.Counts counts = new PathPlanner.Counts();
        Map<String, Integer> expected = new HashMap<>();
        Random random = new Random(3);
        for (int n = 0; n < 5_000; n++) {
            // new names keep arriving, so the array grows while a count is being added
            String name = "ha" + random.nextInt(n / 10 + 1);
            counts.add(name);
            expected.merge(name, 1, Integer::sum);
        }
        assertThat(counts.size()).isEqualTo(expected.size()).isGreaterThan(100);
        expected.forEach((name, count) -> assertThat(counts.get(counts.id(name))).as(name).isEqualTo(count));
        assertThat(counts.get(-1)).as("no host adapter").isZero();
        assertThat(counts.get(counts.id("never added"))).isZero();
    }
}
