package io.zlayout.bench;

import io.zlayout.input.ParseResult;
import io.zlayout.input.ReadContext;
import io.zlayout.input.SourceFile;
import io.zlayout.input.iocp.IocpReader;
import io.zlayout.model.Chpid;
import io.zlayout.model.ControlUnit;
import io.zlayout.model.Device;
import org.junit.jupiter.api.Test;

import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;

/** The generated decks read without a diagnostic and define exactly what the generator says. */
class IocpDeckGeneratorTest {

    private static long count(ParseResult r, Class<?> type) {
        return r.elements().stream().filter(type::isInstance).count();
    }

    @Test
    void aGeneratedDeckReadsToTheCountsItAnnounces() throws Exception {
        for (int[] spec : new int[][] {{1, 8, 10}, {2, 32, 300}, {3, 100, 1000}, {6, 1500, 3000}}) {
            IocpDeckGenerator.Deck deck = IocpDeckGenerator.generate(spec[0], spec[1], spec[2], spec[0] % 2 == 0);

            ParseResult r = new IocpReader().read(SourceFile.of("gen.deck", deck.text()), ReadContext.NONE);

            assertThat(count(r, Chpid.class)).isEqualTo(deck.chpids()).isEqualTo(spec[1]);
            assertThat(count(r, ControlUnit.class)).isEqualTo(deck.controlUnits());
            assertThat(count(r, Device.class)).isEqualTo(deck.devices());
            assertThat(deck.iodeviceStatements()).isEqualTo(spec[2]);
            assertThat(r.diagnostics()).isEmpty();
        }
    }

    @Test
    void generationIsDeterministic() {
        assertThat(IocpDeckGenerator.generate(4, 200, 500).text()).isEqualTo(IocpDeckGenerator.generate(4, 200, 500).text());
    }

    @Test
    void cardsFillColumn71OrBreakAfterACommaOutsideQuotesAndParentheses() {
        String operand = "MSG1='A, B, C',PATH=((CSS(0),40,41,42,43),(CSS(1),40,41,42,43)),UNIT=2107,UNITADD=((00,256))";

        List<String> filled = IocpDeckGenerator.cards("NAME", "CNTLUNIT", operand, false);
        List<String> commas = IocpDeckGenerator.cards(null, "CNTLUNIT", operand, true);

        assertThat(filled).containsExactly(
                "NAME     CNTLUNIT MSG1='A, B, C',PATH=((CSS(0),40,41,42,43),(CSS(1),40,*",
                "               41,42,43)),UNIT=2107,UNITADD=((00,256))");
        assertThat(commas).containsExactly(
                marked("         CNTLUNIT MSG1='A, B, C',"),
                marked("               PATH=((CSS(0),40,41,42,43),(CSS(1),40,41,42,43)),"),
                "               UNIT=2107,UNITADD=((00,256))");
    }

    private static String marked(String text) {
        return String.format("%-71s*", text);
    }
}
