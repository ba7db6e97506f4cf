package io.zlayout.input.iocp;

import io.zlayout.model.id.ChpidId;
import io.zlayout.input.ParseResult;
import io.zlayout.model.Chpid;
import io.zlayout.model.ControlUnit;
import io.zlayout.model.CuPath;
import io.zlayout.model.Device;
import org.junit.jupiter.api.Test;

import java.util.List;

import static io.zlayout.input.iocp.Cards.all;
import static io.zlayout.input.iocp.Cards.card;
import static io.zlayout.input.iocp.Cards.cont;
import static io.zlayout.input.iocp.Cards.deck;
import static io.zlayout.input.iocp.Cards.diagnostics;
import static io.zlayout.input.iocp.Cards.error;
import static io.zlayout.input.iocp.Cards.read;
import static org.assertj.core.api.Assertions.assertThat;

/**
 * Decks copied from a web page or a mail: leading blanks stripped, indentation added, continuation marks moved
 * left of column 72 or lost, continuation text off column 16. They are read by their statements, with one warning
 * for the whole file, and messages still name the lines of the file.
 */
class PastedDeckTest {

    private static final String WARNING = "deck.iocp: warning: this deck is not in IOCP's card columns";

    @Test
    void marksInColumns57To71AndStrippedIndentationAreReadWithOneWarning() throws Exception {
        // given: HCD's layout with the nine leading blanks stripped and two added to the continuation cards
        String text = deck(
                "RESOURCE PARTITION=((CSS(0),(LNXA,1),(LNXB,2)))",
                "CHPID PATH=(CSS(0),50),SHARED,PARTITION=((LNXA,LNXB)),SWITCH=61,       *",
                "  PCHID=110,TYPE=FC",
                "CHPID PATH=(CSS(0),51),SHARED,PARTITION=((LNXA,LNXB)),SWITCH=62,       *",
                "  PCHID=114,TYPE=FC",
                "CNTLUNIT CUNUMBR=5000,PATH=((CSS(0),50,51)),                           *",
                "  UNITADD=((00,256)),LINK=((CSS(0),6110,6210)),CUADD=0,       *",
                "  UNIT=2107",
                "IODEVICE ADDRESS=(5000,016),CUNUMBR=(5000),STADET=Y,UNIT=3390B");

        ParseResult r = read(text);

        assertThat(all(r, Chpid.class)).extracting((Chpid c) -> c.id().toString(), Chpid::pchid).containsExactly(
                org.assertj.core.groups.Tuple.tuple("50", "110"), org.assertj.core.groups.Tuple.tuple("51", "114"));
        assertThat(all(r, ControlUnit.class)).singleElement().satisfies(cu -> {
            assertThat(cu.paths()).containsExactly(new CuPath(0, ChpidId.parse("50"), "6110"), new CuPath(0, ChpidId.parse("51"), "6210"));
            assertThat(cu.unit()).isEqualTo("2107");
        });
        assertThat(all(r, Device.class)).hasSize(16);
        assertThat(diagnostics(r)).singleElement().asString().startsWith(WARNING)
                .contains("(4 continued cards)");
    }

    @Test
    void statementsWrittenOnOneLineLongerThanACardAreReadToTheirEnd() throws Exception {
        // given statements as a page or a program's comment writes them: one line each, past column 72 and 80,
        // one of them continued after a comma on an indented line
        String text = deck(
                "RESOURCE PARTITION=((CSS(0),(LP01,1),(LP02,2)),(CSS(1),(LP11,1),(LP12,2)))",
                "CHPID PATH=(CSS(0),50),SHARED,PARTITION=((LP01,LP02),(=)),SWITCH=F4,PCHID=168,TYPE=FC",
                "CNTLUNIT CUNUMBR=5000,PATH=((CSS(0),50)),UNITADD=((00,256)),LINK=((CSS(0),6110)),CUADD=0,",
                "      UNIT=2107",
                "IODEVICE ADDRESS=(5000,016),CUNUMBR=(5000),STADET=Y,UNIT=3390B");

        // when read
        ParseResult r = read(text);

        // then every statement is read whole, the PCHID and TYPE past column 72 among it, with one warning
        assertThat(all(r, Chpid.class)).singleElement().satisfies(c -> {
            assertThat(c.pchid()).isEqualTo("168");
            assertThat(c.type()).isEqualTo("FC");
            assertThat(c.switchId()).isEqualTo("F4");
        });
        assertThat(all(r, ControlUnit.class)).singleElement().satisfies(cu -> {
            assertThat(cu.paths()).containsExactly(new CuPath(0, ChpidId.parse("50"), "6110"));
            assertThat(cu.unit()).isEqualTo("2107");
        });
        assertThat(all(r, Device.class)).hasSize(16);
        assertThat(diagnostics(r)).singleElement().asString().startsWith(WARNING)
                .contains("a statement runs on past column 72 on one line (3 lines, each read to its end)");
    }

    @Test
    void anErrorPastColumn72OfALongLineNamesItsColumn() {
        // given a long line with a PCHID that is not hex at column 75
        String text = deck("CHPID PATH=(CSS(0),50),SHARED,PARTITION=((LP01,LP02),(=)),SWITCH=F4,PCHID=1G8,TYPE=FC");

        // then the error names the line and the column in it
        assertThat(error(text)).startsWith("deck.iocp:1:75: expected PCHID= as 1-3 hexadecimal digits");
    }

    @Test
    void aCardWithASequenceNumberIsNoLongLine() throws Exception {
        // given a card in IOCP's columns with its mark and a sequence number in columns 73-80
        String text = deck(card("         CHPID PATH=(10),", 'X') + "00000010", cont("TYPE=FC,SWITCH=61"));

        // then it is read as a card: no warning
        ParseResult r = read(text);
        assertThat(all(r, Chpid.class)).singleElement().satisfies(c -> assertThat(c.switchId()).isEqualTo("61"));
        assertThat(diagnostics(r)).isEmpty();
    }

    @Test
    void aContinuationCardStartingInColumn17IsRead() throws Exception {
        String text = deck(card("         CHPID PATH=(10),", 'X'), " ".repeat(16) + "TYPE=FC,SWITCH=61");

        ParseResult r = read(text);

        assertThat(all(r, Chpid.class)).singleElement().satisfies(c -> {
            assertThat(c.type()).isEqualTo("FC");
            assertThat(c.switchId()).isEqualTo("61");
        });
        assertThat(diagnostics(r)).singleElement().asString().startsWith(WARNING);
    }

    @Test
    void aLostMarkAfterAnOperandEndingInACommaContinuesTheStatement() throws Exception {
        // given: trailing blanks (and the mark with them) dropped by a mail client
        String text = deck("         CNTLUNIT CUNUMBR=5000,PATH=(50,51),",
                "               UNITADD=((00,256)),UNIT=2107");

        ParseResult r = read(text);

        assertThat(all(r, ControlUnit.class)).singleElement().satisfies(cu -> assertThat(cu.unit()).isEqualTo("2107"));
        assertThat(diagnostics(r)).singleElement().asString().startsWith(WARNING);
    }

    @Test
    void aDeckInIocpsColumnsIsLeftAsItIs() throws Exception {
        String text = deck(card("         CHPID PATH=(10),", 'X'), cont("TYPE=FC,SWITCH=61"),
                "* a remark that ends in one letter at column 60                  X",
                "         CHPID PATH=(11),TYPE=FC");

        ParseResult r = read(text);

        assertThat(all(r, Chpid.class)).hasSize(2);
        assertThat(diagnostics(r)).isEmpty();
    }

    @Test
    void errorsInAPastedDeckNameTheLineOfTheFile() {
        String text = deck("CHPID PATH=(10),TYPE=FC",
                "CNTLUNIT CUNUMBR=5000,PATH=(10),                                *",
                "   UNITADD=((00,256)),UNIT=2107",
                "IODEVICE ADDRESS=(5000,999),CUNUMBR=5000,UNIT=3390B");

        assertThat(error(text)).startsWith("deck.iocp:4:");
    }

    @Test
    void aLoneLetterEndingALineBeforeANewStatementIsNotAMark() throws Exception {
        String text = deck("CHPID PATH=(10),TYPE=FC                                   A",
                "CHPID PATH=(11),TYPE=FC");

        ParseResult r = read(text);

        assertThat(all(r, Chpid.class)).extracting((Chpid c) -> c.id().toString()).isEqualTo(List.of("10", "11"));
        assertThat(diagnostics(r)).singleElement().asString().startsWith(WARNING);
    }

    @Test
    void aDeckShiftedAsAWholeKeepsItsMarksInOneColumnEvenWhereTheyTouchTheOperand() throws Exception {
        // given a deck with its first four columns lost: every mark in column 68, two of them right after the text
        // (an operand filling the card), the continuation text starting with ')' or '*'
        String text = deck(
                "     RESOURCE PARTITION=((CSS(0),(LPA,1),(LPB,2),(*,3),(*,4),(*,5),*",
                "           (*,6),(*,7)),(CSS(1),(LPC,1),(*,2),(*,3),(*,4),(*,5),(*,*",
                "           6),(*,7)))",
                "     CHPID PATH=(CSS(0,1),15),SHARED,                              *",
                "           NOTPART=((CSS(0),(LPB),(=))),SWITCH=15,PCHID=51D,       *",
                "           TYPE=FC");

        ParseResult r = read(text);

        assertThat(all(r, Chpid.class)).extracting(Chpid::css, (Chpid c) -> c.id().toString(), Chpid::pchid, Chpid::type)
                .containsExactly(org.assertj.core.groups.Tuple.tuple(0, "15", "51D", "FC"),
                        org.assertj.core.groups.Tuple.tuple(1, "15", "51D", "FC"));
        assertThat(all(r, io.zlayout.model.Partition.class)).hasSize(14);
        assertThat(diagnostics(r)).singleElement().asString().startsWith(WARNING).contains("(4 continued cards)");
    }

    @Test
    void continuedCardsThatDisagreeOnTheirLastColumnAreNotTakenForAShiftedDeck() {
        // given two cards ending in text at different columns: no common mark column, so no glued mark is guessed
        String text = deck(
                "     RESOURCE PARTITION=((CSS(0),(LPA,1),(LPB,2),(*,3),(*,4),(*,5),(*,*",
                "           6),(*,7)))",
                "     CHPID PATH=(CSS(0),15),SHARED,NOTPART=((LPB)),SWITCH=15,PC",
                "           HID=51D,TYPE=FC");

        // then the reader says where the statement broke, naming the line of the file
        assertThat(error(text)).startsWith("deck.iocp:1:");
    }

    @Test
    void continuationCardsMovedOneColumnRightKeepTheirTextAndMark() throws Exception {
        // given a CHPID whose continuation cards moved one column right: text from column 17, mark in column 73,
        // the text filling the card so that no blank sets the mark apart
        String cont = " ".repeat(16) + "PARTITION=((CSS(0),(LNXA,LNXB,LNXC),(LNXA,LNXB,LNXC))),C*";
        String text = String.join("\n",
                "         RESOURCE PARTITION=((CSS(0),(LNXA,1),(LNXB,2),(LNXC,3)))",
                String.format("%-71s*", "         CHPID PATH=(CSS(0),50),SHARED,PCHID=1C0,TYPE=FC,SWITCH=61,"),
                cont,
                " ".repeat(16) + "HPARM=00") + "\n";

        // when read
        ParseResult r = read(text);

        // then the CHPID has its CHPARM and partitions, read with the one warning for the deck
        assertThat(cont.length()).isEqualTo(73);
        assertThat(all(r, Chpid.class)).singleElement().satisfies(c -> assertThat(c.pchid()).isEqualTo("1C0"));
        assertThat(diagnostics(r)).singleElement().asString().startsWith(WARNING)
                .contains("(2 continued cards)");
    }
}
