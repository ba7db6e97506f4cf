package io.zlayout.model.ref;

import org.junit.jupiter.api.Test;

import static org.assertj.core.api.Assertions.assertThat;

/** {@link IoPortRef#written}: a port as zlayout.yaml {@code fabric:} writes it. */
class IoPortRefTest {

    @Test
    void aPortWrittenInFullNamesItsOwnImage() {
        assertThat(IoPortRef.written("IBM.2107-75FX002/I0130", "IBM.2107-75FX001"))
                .isEqualTo(new IoPortRef("IBM.2107-75FX002", "I0130"));
        assertThat(IoPortRef.written("IBM.2107-75FX002/I0130", null))
                .isEqualTo(new IoPortRef("IBM.2107-75FX002", "I0130"));
    }

    @Test
    void aBareIdGoesOnTheImageGivenAndOnNoneWithout() {
        assertThat(IoPortRef.written("I0130", "IBM.2107-75FX001")).isEqualTo(new IoPortRef("IBM.2107-75FX001", "I0130"));
        assertThat(IoPortRef.written("I0130", null)).isNull();
    }
}
