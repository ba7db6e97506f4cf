package io.zlayout.model.ref;

import io.zlayout.model.id.LssId;
import org.junit.jupiter.api.Test;

import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

class SpreadUnitTest {

    private static final String IMG = "IBM.2107-75AB121";
    private static final LssRef LSS = new LssRef(IMG, LssId.parse("10"));
    private static final PoolRef POOL = new PoolRef(IMG, "P0");

    private static RankRef rank(String id) {
        return new RankRef(IMG, id);
    }

    @Test
    void ranksListedInAnyOrderAreOneUnit() {
        SpreadUnit a = new SpreadUnit(List.of(rank("R2"), rank("R0")), POOL, LSS);
        SpreadUnit b = new SpreadUnit(List.of(rank("R0"), rank("R2"), rank("R0")), null, LSS);

        assertThat(a).isEqualTo(b).hasSameHashCodeAs(b);
        assertThat(a.ranks()).containsExactly(rank("R0"), rank("R2"));
        assertThat(a.identity()).isEqualTo("rank:" + IMG + "/R0+rank:" + IMG + "/R2");
        assertThat(a.display()).isEqualTo("ranks R0+R2");
    }

    @Test
    void oneRankIsThatRanksIdentity() {
        SpreadUnit u = new SpreadUnit(List.of(rank("R3")), POOL, LSS);

        assertThat(u.identity()).isEqualTo("rank:" + IMG + "/R3");
        assertThat(u.display()).isEqualTo("rank R3");
        assertThat(u.pool()).isNull();
        assertThat(u.lss()).isNull();
    }

    @Test
    void withoutRanksThePoolThenTheLssIsTheUnit() {
        SpreadUnit pool = new SpreadUnit(List.of(), POOL, LSS);
        SpreadUnit lss = new SpreadUnit(null, null, LSS);

        assertThat(pool.identity()).isEqualTo("pool:" + IMG + "/P0");
        assertThat(pool.display()).isEqualTo("pool P0");
        assertThat(pool.lss()).isNull();
        assertThat(lss.identity()).isEqualTo("lss:" + IMG + "/10");
        assertThat(lss.display()).isEqualTo("lss 10");
        assertThat(pool).isNotEqualTo(lss).isNotEqualTo(new SpreadUnit(List.of(rank("R0")), POOL, LSS));
    }

    @Test
    void aUnitOfNothingIsRefused() {
        assertThatThrownBy(() -> new SpreadUnit(List.of(), null, null)).isInstanceOf(NullPointerException.class)
                .hasMessageContaining("LSS");
    }

    @Test
    void aPoolReadsBackFromItsIdentityAndNothingElse() {
        assertThat(PoolRef.parse("pool:" + IMG + "/P12")).contains(new PoolRef(IMG, "P12"));
        assertThat(POOL.identity()).isEqualTo("pool:" + IMG + "/P0");
        assertThat(POOL.display()).isEqualTo("P0");
        assertThat(POOL).hasToString("pool:" + IMG + "/P0");
        assertThat(PoolRef.parse("rank:" + IMG + "/R0")).isEmpty();
        assertThat(PoolRef.parse("pool:" + IMG + "/")).isEmpty();
        assertThat(PoolRef.parse("pool:P0")).isEmpty();
        assertThat(PoolRef.parse(null)).isEmpty();
    }
}
