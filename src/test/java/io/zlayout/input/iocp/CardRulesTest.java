package io.zlayout.input.iocp;

import io.zlayout.model.id.CuNumber;
import io.zlayout.model.id.ChpidId;
import io.zlayout.input.ParseResult;
import io.zlayout.model.Chpid;
import io.zlayout.model.ControlUnit;
import io.zlayout.model.CuPath;
import io.zlayout.model.Partition;
import io.zlayout.model.UnitAddRange;
import org.junit.jupiter.api.Test;

import java.io.ByteArrayOutputStream;
import java.nio.charset.Charset;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.Map;

import static io.zlayout.input.iocp.Cards.at;
import static io.zlayout.input.iocp.Cards.card;
import static io.zlayout.input.iocp.Cards.cont;
import static io.zlayout.input.iocp.Cards.deck;
import static io.zlayout.input.iocp.Cards.diagnostics;
import static io.zlayout.input.iocp.Cards.error;
import static io.zlayout.input.iocp.Cards.read;
import static io.zlayout.input.iocp.Cards.statement;
import static org.assertj.core.api.Assertions.assertThat;

/** The card-image rules: columns, continuation, comments, remarks, line ends and encodings. */
class CardRulesTest {

    private static final ControlUnit CU_0300 = new ControlUnit(CuNumber.parse("0300"), "2107",
            List.of(new CuPath(0, ChpidId.parse("F3"), null), new CuPath(0, ChpidId.parse("C7"), null)), null, List.of(new UnitAddRange(0, 16)),
            Map.of(), at(1, 10));

    /** A small deck that uses every card rule: names, remarks, both ways to continue, a split token, sequence numbers. */
    private static final String DECK = deck(
            "* SAMPLE DECK FOR THE CARD RULES",
            card("         RESOURCE PARTITION=((CSS(0),(PRODSYSA,1),(PRODSYSB,2),(*,3),(*", '*') + "00000010",
            numbered(cont(",4))),MAXDEV=((CSS(0),65280))"), "00000020"),
            card("         CHPID PATH=(CSS(0),50),SHARED,                REMARK ONE", 'X'),
            numbered(cont("PARTITION=((PRODSYSA),(=)),TYPE=FC    REMARK TWO"), "CHP00050"),
            card("CU0300   CNTLUNIT CUNUMBR=(0300),PATH=((CSS(0),F3,C7)),UNITADD=((00,001", '+'),
            cont("6)),UNIT=2107"));

    private static String numbered(String card, String sequence) {
        return card + " ".repeat(72 - card.length()) + sequence;
    }

    @Test
    void everyCardRuleOfASmallDeck() throws Exception {
        ParseResult r = read(DECK);

        assertThat(r.elements()).containsExactly(
                new Partition(0, "PRODSYSA", 1, at(2, 10)), new Partition(0, "PRODSYSB", 2, at(2, 10)),
                new Partition(0, "*", 3, at(2, 10)), new Partition(0, "*", 4, at(2, 10)),
                new Chpid(0, ChpidId.parse("50"), "FC", null, null, null, true, List.of(0), List.of("PRODSYSA"), List.of("PRODSYSA"),
                        false, Map.of(), at(4, 10)),
                new ControlUnit(CuNumber.parse("0300"), "2107", List.of(new CuPath(0, ChpidId.parse("F3"), null), new CuPath(0, ChpidId.parse("C7"), null)), null,
                        List.of(new UnitAddRange(0, 16)), Map.of(), at(6, 10)));
        assertThat(r.diagnostics()).isEmpty();
    }

    @Test
    void crlfLineEndsReadTheSame() throws Exception {
        ParseResult lf = read(DECK);

        ParseResult crlf = read(DECK.replace("\n", "\r\n"));

        assertThat(crlf.elements()).isEqualTo(lf.elements());
        assertThat(crlf.diagnostics()).isEmpty();
    }

    @Test
    void carriageReturnLineEndsReadTheSame() throws Exception {
        ParseResult lf = read(DECK);

        ParseResult cr = read(DECK.replace("\n", "\r"));

        assertThat(cr.elements()).isEqualTo(lf.elements());
    }

    @Test
    void aByteOrderMarkIsIgnored() throws Exception {
        ParseResult r = read("\uFEFF" + statement("CHPID", "PATH=(10),TYPE=OSD") + "\n");

        assertThat(r.elements()).containsExactly(new Chpid(0, ChpidId.parse("10"), "OSD", null, null, null, false, List.of(0),
                List.of(), List.of(), false, Map.of(), at(1, 10)));
    }

    @Test
    void aBlankBeforeColumn71EndsTheOperandEvenOnAContinuedCard() {
        String deck = deck(card("         CNTLUNIT CUNUMBR=03", '*'), cont("00,PATH=((CSS(0),F3,C7)),UNIT=2107"));

        assertThat(error(deck)).isEqualTo(
                "deck.iocp:1:10: expected UNIT= in the CNTLUNIT statement, found no UNIT= in 'CUNUMBR=03'");
    }

    @Test
    void continuationResumesInColumn16AndTakesTextVerbatimSplittingATokenAnywhere() throws Exception {
        String filled = "         CNTLUNIT CUNUMBR=0300,PATH=((CSS(0),F3,C7)),UNITADD=((00,00001";

        ParseResult r = read(deck(card(filled, '*'), cont("6)),UNIT=2107")));

        assertThat(filled).hasSize(71);
        assertThat(r.elements()).containsExactly(CU_0300);
    }

    @Test
    void anAsteriskInColumn71IsOperandAndOnlyColumn72Continues() throws Exception {
        String first = "         RESOURCE PARTITION=((CSS(0),(PRODSYSA,1),(PRODSYSB,2),(*,3),(*";

        ParseResult r = read(deck(card(first, '*'), cont(",4)))")));

        assertThat(first).hasSize(71);
        assertThat(r.elements()).containsExactly(new Partition(0, "PRODSYSA", 1, at(1, 10)),
                new Partition(0, "PRODSYSB", 2, at(1, 10)), new Partition(0, "*", 3, at(1, 10)),
                new Partition(0, "*", 4, at(1, 10)));
    }

    @Test
    void aCommaAndBlankOnAContinuedCardResumesTheOperandAndTheRestIsRemarks() throws Exception {
        ParseResult r = read(deck(
                card("         CNTLUNIT CUNUMBR=0300,     THE LCU OF F3 AND C7", 'X'),
                cont("PATH=((CSS(0),F3,C7)),", 'X'),
                cont("UNITADD=((00,016)),  16 DEVICES", 'X'),
                cont("UNIT=2107   LAST PARAMETER, THEN REMARKS")));

        assertThat(r.elements()).containsExactly(CU_0300);
        assertThat(r.diagnostics()).isEmpty();
    }

    @Test
    void aCommaAndBlankInsideParenthesesAlsoContinues() throws Exception {
        ParseResult r = read(deck(
                card("         CNTLUNIT CUNUMBR=0300,PATH=((CSS(0),F3,", 'X'),
                cont("C7)),UNITADD=((00,016)),UNIT=2107")));

        assertThat(r.elements()).containsExactly(CU_0300);
    }

    @Test
    void remarksMayBeContinuedAndLookLikeAnything() throws Exception {
        ParseResult r = read(deck(
                card("         CHPID PATH=(10),TYPE=OSD   OSA FOR THE LAN, (SEE", 'X'),
                cont("THE NETWORK PLAN) 'QUOTE"),
                statement("CHPID", "PATH=(11),TYPE=OSD")));

        assertThat(r.elements()).extracting(e -> ((Chpid) e).id().toString()).containsExactly("10", "11");
        assertThat(r.diagnostics()).isEmpty();
    }

    @Test
    void remarksThatLookLikeAKeywordHintAtAMissingComma() throws Exception {
        ParseResult r = read(deck(
                card("CU11A    CNTLUNIT CUNUMBR=11A,PATH=(06,07),LINK=(E0,E1),UNIT=3990", 'X'),
                cont("CUADD=1,UNITADD=((00,16))")));

        assertThat(r.elements()).containsExactly(new ControlUnit(CuNumber.parse("011A"), "3990",
                List.of(new CuPath(0, ChpidId.parse("06"), "E0"), new CuPath(0, ChpidId.parse("07"), "E1")), null, List.of(), Map.of(), at(1, 10)));
        assertThat(diagnostics(r)).containsExactly("deck.iocp:2:16: warning: read as remarks: the operand of the"
                + " CNTLUNIT statement ended at the blank in column 66 of line 1 (add a comma there if 'CUADD=' belongs"
                + " to the operand)");
    }

    @Test
    void quotedStringsKeepBlanksAndDoubledQuotesAcrossCards() throws Exception {
        String first = "         CNTLUNIT CUNUMBR=0001,PATH=10,UNIT=2107,DESC='PROD LCUS OF IT'";

        ParseResult r = read(deck(card(first, '*'), cont("'S BOX ONE',SERIAL=75ZL101   REMARK")));

        assertThat(first).hasSize(71);
        assertThat(r.elements()).containsExactly(new ControlUnit(CuNumber.parse("0001"), "2107", List.of(new CuPath(0, ChpidId.parse("10"), null)),
                null, List.of(), Map.of("DESC", "PROD LCUS OF IT'S BOX ONE", "SERIAL", "75ZL101"), at(1, 10)));
    }

    @Test
    void quotedTextKeepsItsCaseAndTheRestIsUpperCased() throws Exception {
        ParseResult r = read(deck("         cntlunit cunumbr=1a,path=(0a),unit=fcp,desc='Lower Case'"));

        assertThat(r.elements()).containsExactly(new ControlUnit(CuNumber.parse("001A"), "FCP", List.of(new CuPath(0, ChpidId.parse("0A"), null)),
                null, List.of(), Map.of("DESC", "Lower Case"), at(1, 10)));
    }

    @Test
    void commentCardsAndTheirContinuationsAreSkipped() throws Exception {
        ParseResult r = read(deck(
                "*********************************************************************",
                card("* A COMMENT WHOSE COLUMN 72 IS SET CONTINUES", 'X'),
                cont("ON THIS CARD, WHICH IS STILL COMMENT  CHPID PATH=(99)"),
                ".* A MACRO COMMENT",
                "",
                "   ",
                statement("CHPID", "PATH=(10),TYPE=OSD")));

        assertThat(r.elements()).containsExactly(new Chpid(0, ChpidId.parse("10"), "OSD", null, null, null, false, List.of(0),
                List.of(), List.of(), false, Map.of(), at(7, 10)));
        assertThat(r.diagnostics()).isEmpty();
    }

    @Test
    void aCommentBoxReachingColumn72DoesNotSwallowTheNextStatement() throws Exception {
        ParseResult r = read(deck("*".repeat(80), statement("CHPID", "PATH=(10),TYPE=OSD")));

        assertThat(r.elements()).containsExactly(new Chpid(0, ChpidId.parse("10"), "OSD", null, null, null, false, List.of(0),
                List.of(), List.of(), false, Map.of(), at(2, 10)));
        assertThat(diagnostics(r)).containsExactly("deck.iocp:1:72: warning: column 72 of this comment card holds '*',"
                + " which continues the comment, but line 2 starts a statement; read it as a statement");
    }

    @Test
    void theNameFieldIsIgnored() throws Exception {
        ParseResult r = read(deck("CHP10    CHPID PATH=(10),TYPE=OSD", "#@$1 CHPID PATH=(11),TYPE=OSD"));

        assertThat(r.elements()).extracting(e -> ((Chpid) e).source()).containsExactly(at(1, 10), at(2, 6));
    }

    @Test
    void aStatementStartingInColumn1IsReadWithOneWarningForTheDeck() throws Exception {
        ParseResult r = read(deck("CHPID PATH=(70),PARTITION=(HOST1),SWITCH=50,TYPE=FC",
                "CHPID PATH=(71),PARTITION=(HOST1),SWITCH=50,TYPE=FC"));

        assertThat(r.elements()).containsExactly(new Chpid(0, ChpidId.parse("70"), "FC", null, null, "50", false, List.of(0),
                List.of("HOST1"), List.of(), false, Map.of(), at(1, 1)), new Chpid(0, ChpidId.parse("71"), "FC", null, null, "50",
                false, List.of(0), List.of("HOST1"), List.of(), false, Map.of(), at(2, 1)));
        assertThat(diagnostics(r)).singleElement().asString()
                .startsWith("deck.iocp: warning: this deck is not in IOCP's card columns");
    }

    @Test
    void aStatementStartingInColumn1AfterANameIsNotAPaste() throws Exception {
        ParseResult r = read(deck("CHPID    CHPID PATH=(70),TYPE=FC"));

        assertThat(r.elements()).hasSize(1);
        assertThat(diagnostics(r)).isEmpty();
    }

    @Test
    void blanksAfterColumn80AreIgnored() throws Exception {
        ParseResult r = read(deck(statement("CHPID", "PATH=(10),TYPE=OSD") + " ".repeat(200)));

        assertThat(r.elements()).hasSize(1);
    }

    @Test
    void anOperandOfExactly1024CharactersIsRead() throws Exception {
        String head = "CUNUMBR=0001,PATH=(10),UNIT=2107,DESC='";
        String desc = "D".repeat(1024 - head.length() - 1);

        ParseResult r = read(deck(statement("CNTLUNIT", head + desc + "'")));

        assertThat(r.elements()).containsExactly(new ControlUnit(CuNumber.parse("0001"), "2107", List.of(new CuPath(0, ChpidId.parse("10"), null)),
                null, List.of(), Map.of("DESC", desc), at(1, 10)));
    }

    @Test
    void fixedRecordsWithoutLineEndsAreCards() throws Exception {
        StringBuilder records = new StringBuilder();
        for (String line : DECK.split("\n")) {
            records.append(line).append(" ".repeat(80 - line.length()));
        }

        ParseResult r = read(records.toString());

        assertThat(r.elements()).isEqualTo(read(DECK).elements());
        assertThat(diagnostics(r)).containsExactly("deck.iocp: note: read as 80-byte records (no line ends)");
    }

    @Test
    void ebcdicFixedRecordsAsDownloadedInBinaryAreDecoded() throws Exception {
        StringBuilder records = new StringBuilder();
        for (String line : DECK.split("\n")) {
            records.append(line).append(" ".repeat(80 - line.length()));
        }

        ParseResult r = read(records.toString().getBytes(Charset.forName("IBM1047")));

        assertThat(r.elements()).isEqualTo(read(DECK).elements());
        assertThat(diagnostics(r)).containsExactly("deck.iocp: note: read as EBCDIC (IBM1047) in 80-byte records");
    }

    @Test
    void ebcdicWithNewLineCharactersIsDecoded() throws Exception {
        ByteArrayOutputStream b = new ByteArrayOutputStream();
        for (String line : DECK.split("\n")) {
            b.writeBytes(line.getBytes(Charset.forName("IBM037")));
            b.write(0x15); // EBCDIC NL
        }

        ParseResult r = read(b.toByteArray());

        assertThat(r.elements()).isEqualTo(read(DECK).elements());
        assertThat(diagnostics(r)).containsExactly("deck.iocp: note: read as EBCDIC (IBM1047)");
    }

    @Test
    void latin1TextInRemarksIsAccepted() throws Exception {
        ParseResult r = read((statement("CHPID", "PATH=(10),TYPE=OSD") + "   RÉSEAU\n").getBytes(StandardCharsets.ISO_8859_1));

        assertThat(r.elements()).hasSize(1);
    }

    @Test
    void theMessageForAContinuationLostToAShortCardNamesTheBlank() {
        assertThat(error(deck(card("         CNTLUNIT CUNUMBR=0300,PATH=((CSS(0),F3", '*'), cont(",C7)),UNIT=2107"))))
                .isEqualTo("deck.iocp:1:38: expected ')' to close this '(', found a blank in column 48 of line 1,"
                        + " which ends the operand (blanks are allowed only inside quotes)");
    }
}
