package io.zlayout.model.ref;

import io.zlayout.model.id.LssId;
import org.junit.jupiter.api.Test;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;

class LssRefTest {

    @Test
    void ordersAsItsIdentityDoes() {
        List<LssRef> refs = new ArrayList<>();
        for (String image : List.of("IBM.2107-75AB121", "IBM.2107-75AB12", "IBM.2107-75DWA61", "IBM.2107-75AB122")) {
            for (String lss : List.of("0A", "FF", "00", "10", "9F", "A0", "01")) {
                refs.add(new LssRef(image, LssId.parse(lss)));
            }
        }
        List<LssRef> byRef = refs.stream().sorted().toList();
        List<LssRef> byIdentity = refs.stream().sorted(Comparator.comparing(LssRef::identity)).toList();

        assertThat(byRef).isEqualTo(byIdentity);
        assertThat(byRef.get(0).identity()).isEqualTo("lss:IBM.2107-75AB12/00");
        assertThat(byRef.get(byRef.size() - 1).identity()).isEqualTo("lss:IBM.2107-75DWA61/FF");
    }

    @Test
    void equalWhereTheIdentityIsEqual() {
        LssRef a = new LssRef("IBM.2107-75AB121", LssId.parse("40"));
        LssRef b = LssRef.parse("lss:IBM.2107-75AB121/40").orElseThrow();

        assertThat(a).isEqualTo(b).hasSameHashCodeAs(b);
        assertThat(a.compareTo(b)).isZero();
        assertThat(a.display()).isEqualTo("40");
    }
}
