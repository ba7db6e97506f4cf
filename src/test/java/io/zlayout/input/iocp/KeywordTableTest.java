package io.zlayout.input.iocp;

import org.junit.jupiter.api.Test;

import java.util.Arrays;
import java.util.List;
import java.util.TreeSet;

import static org.assertj.core.api.Assertions.assertThat;

/** Keywords are looked up by identity, so every keyword a statement knows must be in the parser's table. */
class KeywordTableTest {

    @Test
    void everyKnownKeywordAndAliasIsInTheParsersTable() {
        TreeSet<String> needed = new TreeSet<>();
        for (Keywords.Spec spec : List.of(ResourceStatement.SPEC, ChpidStatement.SPEC, ControlUnitStatement.SPEC,
                DeviceStatement.SPEC)) {
            needed.addAll(spec.known().keySet());
            needed.addAll(spec.aliases().keySet());
            needed.addAll(spec.aliases().values());
        }
        needed.addAll(List.of("MSG1", "MSG2", "SYSTEM", "LSYSTEM", "TOK"));

        assertThat(new TreeSet<>(Arrays.asList(Operand.KNOWN))).isEqualTo(needed);
    }
}
