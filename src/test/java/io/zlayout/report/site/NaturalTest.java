package io.zlayout.report.site;

import org.junit.jupiter.api.Test;

import java.util.ArrayList;
import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;

class NaturalTest {

    @Test
    void numbersInNamesSortByValue() {
        List<String> l = new ArrayList<>(List.of("R10", "R2", "R1A1", "R1", "R02", "A", "R10A1"));
        l.sort(Natural.ORDER);

        assertThat(l).containsExactly("A", "R1", "R1A1", "R02", "R2", "R10", "R10A1");
    }
}
