package io.zlayout.input.iocp;

import io.zlayout.input.ParseResult;
import io.zlayout.model.Chpid;
import io.zlayout.model.Device;
import io.zlayout.testing.Cli;
import org.junit.jupiter.api.Nested;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;

import static io.zlayout.input.iocp.Cards.all;
import static io.zlayout.input.iocp.Cards.card;
import static io.zlayout.input.iocp.Cards.cont;
import static io.zlayout.input.iocp.Cards.deck;
import static io.zlayout.input.iocp.Cards.diagnostics;
import static io.zlayout.input.iocp.Cards.error;
import static io.zlayout.input.iocp.Cards.read;
import static io.zlayout.input.iocp.Cards.statement;
import static org.assertj.core.api.Assertions.assertThat;

/**
 * Malformed decks: each gives the exact error (file:line:column, expected, found) or, where the rest of the
 * deck is still usable, the exact warning.
 */
class MalformedDeckTest {

    private static final String TWO_CSS = statement("RESOURCE", "PART=((CSS(0),(PRODA,1),(PRODB,2)),(CSS(1),(ZVM2,1)))");
    private static final String CU = statement("CNTLUNIT", "CUNUMBR=4000,PATH=(40),UNIT=2107,UNITADD=((00,256))");

    @Test
    void theCliExitsWith3AndPrintsOnlyTheMessage(@TempDir Path dir) throws Exception {
        Path deck = dir.resolve("bad.deck");
        Files.writeString(deck, deck(statement("CHPID", "PATH=(CSS(0),123),TYPE=FC")));

        Cli.Result r = Cli.run("inventory", "--input-format", deck + "=iocp", deck.toString());

        assertThat(r.exitCode()).isEqualTo(3);
        assertThat(r.err()).isEqualTo("zlayout: error: " + deck + ":1:29: expected a CHPID number of 2 hexadecimal"
                + " digits in PATH=, found '123'" + System.lineSeparator());
    }

    @Nested
    class CardLevel {

        @Test
        void aContinuationMarkOnTheLastCardIsATruncatedDeck() {
            assertThat(error(deck(card("         CHPID PATH=(10),TYPE=OSD,", '*'))))
                    .isEqualTo("deck.iocp:1:72: expected a continuation card after line 1 (column 72 holds '*'),"
                            + " found the end of the file");
        }

        @Test
        void aContinuationMarkOnTheLastCardOfRemarksIsATruncatedDeckToo() {
            assertThat(error(deck(card("         CHPID PATH=(10),TYPE=OSD  REMARK", 'X'))))
                    .isEqualTo("deck.iocp:1:72: expected a continuation card after line 1 (column 72 holds 'X'),"
                            + " found the end of the file");
        }

        @Test
        void junkInColumn72BeforeANewStatementIsAWarningAndBothStatementsAreRead() throws Exception {
            ParseResult r = read(deck(card("         CHPID PATH=(10),TYPE=OSD", 'Z'), statement("CHPID", "PATH=(11),TYPE=OSD")));

            assertThat(all(r, Chpid.class)).extracting(c -> c.id().toString()).containsExactly("10", "11");
            assertThat(diagnostics(r)).containsExactly("deck.iocp:1:72: warning: column 72 holds 'Z', which continues"
                    + " the CHPID statement, but line 2 starts a new statement; read line 1 as the last card of its statement");
        }

        @Test
        void junkInColumn72BeforeACommentCardIsAWarning() throws Exception {
            ParseResult r = read(deck(card("         CHPID PATH=(10),TYPE=OSD", '1'), "* NEXT", statement("CHPID",
                    "PATH=(11),TYPE=OSD")));

            assertThat(all(r, Chpid.class)).extracting(c -> c.id().toString()).containsExactly("10", "11");
            assertThat(diagnostics(r)).containsExactly("deck.iocp:1:72: warning: column 72 holds '1', which continues"
                    + " the CHPID statement, but line 2 starts a new comment; read line 1 as the last card of its statement");
        }

        @Test
        void continuationTextTooLongForColumns16To71IsAnError() {
            // a continuation indented other than column 16 is realigned (see PastedDeckTest); one that cannot fit is not
            assertThat(error(deck(card("         CHPID PATH=(10),", '*'), "   TYPE=OSD,PARTITION=((LPAR01,LPAR02,LPAR03,"
                    + "LPAR04,LPAR05,LPAR06),(=))")))
                    .isEqualTo("deck.iocp:2:4: expected continuation text of at most 56 characters (IOCP's columns"
                            + " 16-71; this deck was copied with its columns lost, see the warning), found 68 characters");
        }

        @Test
        void aBlankCardMayNotBeContinued() {
            assertThat(error(deck(card("", 'X'), statement("CHPID", "PATH=(10),TYPE=OSD"))))
                    .isEqualTo("deck.iocp:1:72: expected a statement or a comment on a card with a continuation mark"
                            + " in column 72, found a blank card continued by 'X'");
        }

        @Test
        void aNameWithoutOperationIsAnError() {
            assertThat(error(deck("LABEL1")))
                    .isEqualTo("deck.iocp:1:1: expected an operation (ID, RESOURCE, CHPID, CNTLUNIT, IODEVICE, ...) after"
                            + " the name field, found only 'LABEL1' (statements start in column 2 or later; column 1"
                            + " holds the optional name)");
        }

        @Test
        void textAfterColumn80IsAnErrorEvenOnAOneMegabyteLine() {
            String line = "         CHPID PATH=(10),TYPE=OSD" + "X".repeat(1024 * 1024);

            assertThat(error(deck(line)))
                    .isEqualTo("deck.iocp:1:81: expected a card of at most 80 columns (text in 1-71, continuation mark"
                            + " in 72, sequence number in 73-80), found text in column 81 (the line is 1048609 characters"
                            + " long)");
        }

        @Test
        void tabsAreRejectedBecauseColumnsMatter() {
            assertThat(error(deck("\tCHPID PATH=(10),TYPE=OSD")))
                    .isEqualTo("deck.iocp:1:1: expected blanks (IOCP cards have fixed columns; replace tabs with blanks),"
                            + " found a tab character");
        }

        @Test
        void binaryJunkIsAnErrorAtItsFirstControlCharacter() {
            byte[] junk = (statement("CHPID", "PATH=(10),TYPE=OSD") + "\n  \u0001\u0002\u0003\u00ff").getBytes(
                    StandardCharsets.ISO_8859_1);

            assertThat(error(junk)).isEqualTo("deck.iocp:2:3: expected card text (printable characters), found '\\x01',"
                    + " a control character (is this a binary file?)");
        }

        @Test
        void nulBytesAreAnError() {
            assertThat(error(new byte[] {' ', 'I', 'D', 0, 0, 0}))
                    .isEqualTo("deck.iocp:1:4: expected card text (printable characters), found '\\x00', a control"
                            + " character (is this a binary file?)");
        }

        @Test
        void anEmptyFileIsAnError() {
            assertThat(error(new byte[0])).isEqualTo("deck.iocp: expected IOCP statements (ID, RESOURCE, CHPID, CNTLUNIT,"
                    + " IODEVICE), found an empty file");
        }

        @Test
        void onlyCommentsIsAnError() {
            assertThat(error(deck("* ONE", "", "* TWO", "   ")))
                    .isEqualTo("deck.iocp: expected IOCP statements (ID, RESOURCE, CHPID, CNTLUNIT, IODEVICE), found"
                            + " only comments and blank cards");
        }

        @Test
        void onlyUnknownStatementsIsAnError() {
            assertThat(error(deck("         PRINT NOGEN", "         END")))
                    .isEqualTo("deck.iocp: expected IOCP statements (ID, RESOURCE, CHPID, CNTLUNIT, IODEVICE), found"
                            + " no IOCP statement (2 unknown statements)");
        }

        @Test
        void crlfLineEndsKeepTheLineNumbersOfErrors() {
            String crlf = deck("* COMMENT", statement("CHPID", "PATH=(10),TYPE=OSD"), statement("CHPID", "PATH=(1X),TYPE=OSD"))
                    .replace("\n", "\r\n");

            assertThat(error(crlf)).isEqualTo("deck.iocp:3:22: expected a CHPID number of 2 hexadecimal digits in PATH=,"
                    + " found '1X'");
        }

        @Test
        void lowerCaseErrorsShowTheValueUpperCased() {
            assertThat(error(deck("         cntlunit cunumbr=50g0,path=(10),unit=2107")))
                    .isEqualTo("deck.iocp:1:27: expected CUNUMBR= as 1-4 hexadecimal digits, found '50G0'");
        }
    }

    @Nested
    class Operands {

        @Test
        void anUnclosedParenthesisIsAnErrorAtThatParenthesis() {
            assertThat(error(deck(statement("CNTLUNIT", "CUNUMBR=1,PATH=((CSS(0),10),UNIT=3990"))))
                    .isEqualTo("deck.iocp:1:34: expected ')' to close this '(', found the end of the operand");
        }

        @Test
        void anUnmatchedClosingParenthesisIsAnError() {
            assertThat(error(deck(statement("CHPID", "PATH=(10)),TYPE=OSD"))))
                    .isEqualTo("deck.iocp:1:25: expected ',' or the end of the operand, found ')' without a matching '('");
        }

        @Test
        void parenthesesNestedTooDeepAreAnError() {
            assertThat(error(deck(statement("CHPID", "PATH=" + "(".repeat(17) + "10" + ")".repeat(17) + ",TYPE=FC"))))
                    .isEqualTo("deck.iocp:1:37: expected at most 16 levels of parentheses, found a deeper '('");
        }

        @Test
        void aDuplicateKeywordIsAnError() {
            assertThat(error(deck(statement("CNTLUNIT", "CUNUMBR=1,PATH=(10),UNIT=2107,UNIT=2105"))))
                    .isEqualTo("deck.iocp:1:49: expected each keyword once in the CNTLUNIT statement, found UNIT= again"
                            + " (first at deck.iocp:1:39)");
        }

        @Test
        void partAndPartitionAreOneKeyword() {
            assertThat(error(deck(statement("CHPID", "PATH=(10),TYPE=FC,PART=(A),PARTITION=(B)"))))
                    .isEqualTo("deck.iocp:1:43: expected one of PART= and PARTITION= (they are the same keyword), found both");
        }

        @Test
        void aKeywordThatTakesAValueWithoutOneIsAnError() {
            assertThat(error(deck(statement("CHPID", "PATH,TYPE=FC"))))
                    .isEqualTo("deck.iocp:1:16: expected PATH=value (PATH takes a value), found PATH without '='");
        }

        @Test
        void anEmptyValueIsAnError() {
            assertThat(error(deck(statement("CHPID", "PATH=,TYPE=FC"))))
                    .isEqualTo("deck.iocp:1:21: expected a value after PATH=, found ','");
        }

        @Test
        void aFlagWithAValueIsAnError() {
            assertThat(error(deck(statement("CHPID", "PATH=(10),TYPE=FC,SHARED=Y"))))
                    .isEqualTo("deck.iocp:1:34: expected SHARED alone (it takes no value), found SHARED='Y'");
        }

        @Test
        void twoCommasInARowAreAnError() {
            assertThat(error(deck(statement("CHPID", "PATH=(10),,TYPE=FC"))))
                    .isEqualTo("deck.iocp:1:26: expected a keyword after ',', found ','");
        }

        @Test
        void aTrailingCommaWithoutContinuationIsAnError() {
            assertThat(error(deck(statement("CHPID", "PATH=(10),TYPE=FC,"))))
                    .isEqualTo("deck.iocp:1:34: expected a keyword after ',' (a statement continued on the next card"
                            + " needs a mark in column 72), found the end of the operand");
        }

        @Test
        void anUnterminatedQuoteIsAnErrorAtTheQuote() {
            assertThat(error(deck(statement("CNTLUNIT", "CUNUMBR=1,PATH=10,UNIT=2107,DESC='OPEN"))))
                    .isEqualTo("deck.iocp:1:52: expected a closing quote for the quote opened here, found the end of the"
                            + " CNTLUNIT statement");
        }

        @Test
        void textAfterAQuotedStringIsAnError() {
            assertThat(error(deck(statement("CNTLUNIT", "CUNUMBR=1,PATH=10,UNIT=2107,DESC='A'B"))))
                    .isEqualTo("deck.iocp:1:55: expected ',' or the end of the operand after DESC=''A'', found 'B'");
        }

        @Test
        void anOperandOfMoreThan1024CharactersIsAnErrorNamingTheStatementLine() {
            String head = "CUNUMBR=0001,PATH=(10),UNIT=2107,DESC='";

            assertThat(error(deck("* FIRST", statement("CNTLUNIT", head + "D".repeat(1024 - head.length()) + "'"))))
                    .isEqualTo("deck.iocp:2:10: expected an operand of at most 1024 characters, found more in this"
                            + " CNTLUNIT statement (character 1025 is in line 20, column 35)");
        }
    }

    @Nested
    class Statements {

        @Test
        void channelPathWithoutTypeIsAnError() {
            assertThat(error(deck(statement("CHPID", "PATH=(10),SHARED"))))
                    .isEqualTo("deck.iocp:1:10: expected TYPE= in the CHPID statement, found no TYPE= in 'PATH=(10),SHARED'");
        }

        @Test
        void channelPathWithoutPathIsAnError() {
            assertThat(error(deck(statement("CHPID", "TYPE=FC"))))
                    .isEqualTo("deck.iocp:1:10: expected PATH= in the CHPID statement, found no PATH= in 'TYPE=FC'");
        }

        @Test
        void controlUnitWithoutCunumbrIsAnError() {
            assertThat(error(deck(statement("CNTLUNIT", "PATH=(10),UNIT=2107"))))
                    .isEqualTo("deck.iocp:1:10: expected CUNUMBR= in the CNTLUNIT statement, found no CUNUMBR= in"
                            + " 'PATH=(10),UNIT=2107'");
        }

        @Test
        void controlUnitWithoutUnitIsAnError() {
            assertThat(error(deck(statement("CNTLUNIT", "CUNUMBR=1,PATH=(10)"))))
                    .isEqualTo("deck.iocp:1:10: expected UNIT= in the CNTLUNIT statement, found no UNIT= in"
                            + " 'CUNUMBR=1,PATH=(10)'");
        }

        @Test
        void controlUnitWithoutPathIsAnError() {
            assertThat(error(deck(statement("CNTLUNIT", "CUNUMBR=1,UNIT=2107"))))
                    .isEqualTo("deck.iocp:1:10: expected PATH= in the CNTLUNIT statement, found no PATH= in"
                            + " 'CUNUMBR=1,UNIT=2107'");
        }

        @Test
        void deviceWithoutAddressIsAnError() {
            assertThat(error(deck(CU, statement("IODEVICE", "CUNUMBR=4000,UNIT=3390B"))))
                    .isEqualTo("deck.iocp:2:10: expected ADDRESS= in the IODEVICE statement, found no ADDRESS= in"
                            + " 'CUNUMBR=4000,UNIT=3390B'");
        }

        @Test
        void deviceWithoutCunumbrIsAnError() {
            assertThat(error(deck(CU, statement("IODEVICE", "ADDRESS=(4000,1),UNIT=3390B"))))
                    .isEqualTo("deck.iocp:2:10: expected CUNUMBR= in the IODEVICE statement, found no CUNUMBR= in"
                            + " 'ADDRESS=(4000,1),UNIT=3390B'");
        }

        @Test
        void deviceWithoutUnitIsAnError() {
            assertThat(error(deck(CU, statement("IODEVICE", "ADDRESS=(4000,1),CUNUMBR=4000"))))
                    .isEqualTo("deck.iocp:2:10: expected UNIT= in the IODEVICE statement, found no UNIT= in"
                            + " 'ADDRESS=(4000,1),CUNUMBR=4000'");
        }

        @Test
        void anEmptyOperandIsAnError() {
            assertThat(error(deck("         CHPID"))).isEqualTo("deck.iocp:1:10: expected PATH= in the CHPID statement,"
                    + " found no PATH= in an empty operand");
        }

        @Test
        void aSecondResourceStatementIsAnError() {
            assertThat(error(deck(statement("RESOURCE", "PART=(A)"), statement("RESOURCE", "PART=(B)"))))
                    .isEqualTo("deck.iocp:2:10: expected one RESOURCE statement, found a second one (the first is at"
                            + " deck.iocp:1:10)");
        }

        @Test
        void aReservedPartitionNeedsAMifId() {
            assertThat(error(deck(statement("RESOURCE", "PARTITION=((CSS(0),(A,1),*))"))))
                    .isEqualTo("deck.iocp:1:44: expected a MIF image ID for the reserved partition, as (*,id), found '*'");
        }

        @Test
        void aMifIdIsOneHexDigitFrom1() {
            assertThat(error(deck(statement("RESOURCE", "PARTITION=((CSS(0),(A,1),(B,10)))"))))
                    .isEqualTo("deck.iocp:1:47: expected a MIF image ID (one hexadecimal digit 1-F), found '10'");
            assertThat(error(deck(statement("RESOURCE", "PARTITION=((A,0))"))))
                    .isEqualTo("deck.iocp:1:33: expected a MIF image ID (one hexadecimal digit 1-F), found '0'");
        }

        @Test
        void aPartitionNameLongerThan8CharactersIsAnError() {
            assertThat(error(deck(statement("RESOURCE", "PARTITION=(CSS(0),LONGNAME9)"))))
                    .isEqualTo("deck.iocp:1:37: expected a partition name (1-8 characters) or (name,MIF image ID) in"
                            + " PARTITION=, found 'LONGNAME9'");
        }

        @Test
        void aChpidOfThreeDigitsIsAnError() {
            assertThat(error(deck(statement("CHPID", "PATH=(CSS(0),123),TYPE=FC"))))
                    .isEqualTo("deck.iocp:1:29: expected a CHPID number of 2 hexadecimal digits in PATH=, found '123'");
        }

        @Test
        void aCssIdThatIsNotADigitIsAnError() {
            assertThat(error(deck(statement("CHPID", "PATH=(CSS(A),10),TYPE=FC"))))
                    .isEqualTo("deck.iocp:1:26: expected a CSS id (one digit 0-9) in CSS(...) of PATH=, found 'A'");
        }

        @Test
        void aCssNamedTwiceIsAnError() {
            assertThat(error(deck(statement("CHPID", "PATH=(CSS(0,0),10),TYPE=FC"))))
                    .isEqualTo("deck.iocp:1:28: expected each CSS once in PATH=, found CSS(0) again");
        }

        @Test
        void theShortFormInADeckOfSeveralCssIsAnError() {
            assertThat(error(deck(TWO_CSS, statement("CHPID", "PATH=(40),TYPE=FC"))))
                    .isEqualTo("deck.iocp:2:21: expected (CSS(n),...) in PATH=, because RESOURCE defines CSSs 0,1, found"
                            + " the single-CSS form '(40)'");
        }

        @Test
        void partitionAndNotpartForOneCssAreAnError() {
            assertThat(error(deck(statement("CHPID", "PATH=(CSS(0),40),TYPE=FC,PARTITION=((CSS(0),(A))),"
                    + "NOTPART=((CSS(0),(B)))"))))
                    .isEqualTo("deck.iocp:2:19: expected each CSS once in PARTITION= and NOTPART= together, found CSS(0)"
                            + " again");
        }

        @Test
        void partitionListsForACssTheChannelPathIsNotInAreAnError() {
            assertThat(error(deck(TWO_CSS, statement("CHPID", "PATH=(CSS(0),40),TYPE=FC,PARTITION=((CSS(1),(ZVM2)))"))))
                    .isEqualTo("deck.iocp:2:52: expected a CSS the channel path is defined in (0) in PARTITION=, found"
                            + " CSS(1)");
        }

        @Test
        void pathWithoutAChpidIsAnError() {
            assertThat(error(deck(statement("CNTLUNIT", "CUNUMBR=1,PATH=((CSS(0))),UNIT=2107"))))
                    .isEqualTo("deck.iocp:1:35: expected a CHPID number after CSS(0) in PATH=, found '(CSS(0))'");
            assertThat(error(deck(statement("CNTLUNIT", "CUNUMBR=1,PATH=(),UNIT=2107"))))
                    .isEqualTo("deck.iocp:1:35: expected a CHPID number of 2 hexadecimal digits (or ** for a managed"
                            + " channel path) in PATH=, found an empty position");
        }

        @Test
        void moreLinksThanPathsIsAnError() {
            assertThat(error(deck(statement("CNTLUNIT", "CUNUMBR=1,PATH=(10,11),LINK=(20,21,22),UNIT=2107"))))
                    .isEqualTo("deck.iocp:1:54: expected at most 2 link addresses for CSS(0) in LINK= (one per channel"
                            + " path of PATH=), found 3 link addresses");
        }

        @Test
        void aLinkOfThreeDigitsIsAnError() {
            assertThat(error(deck(statement("CNTLUNIT", "CUNUMBR=1,PATH=(10,11),LINK=(20,123),UNIT=2107"))))
                    .isEqualTo("deck.iocp:1:51: expected a link address of 2 or 4 hexadecimal digits (or an empty"
                            + " position) in LINK=, found '123'");
        }

        @Test
        void aLinkForACssWithoutPathsIsAnError() {
            assertThat(error(deck(TWO_CSS, statement("CNTLUNIT",
                    "CUNUMBR=1,PATH=((CSS(0),10)),LINK=((CSS(1),20)),UNIT=2107"))))
                    .isEqualTo("deck.iocp:2:54: expected a CSS that PATH= names (0) in LINK=, found CSS(1)");
        }

        @Test
        void aUnitaddCountOfZeroIsAnError() {
            assertThat(error(deck(statement("CNTLUNIT", "CUNUMBR=1,PATH=(10),UNIT=2107,UNITADD=((00,0))"))))
                    .isEqualTo("deck.iocp:1:62: expected a unit address count of 1-256 (decimal) in UNITADD=, found '0'");
        }

        @Test
        void unitaddRangesPastFfAreAnError() {
            assertThat(error(deck(statement("CNTLUNIT", "CUNUMBR=1,PATH=(10),UNIT=2107,UNITADD=((80,256))"))))
                    .isEqualTo("deck.iocp:1:58: expected unit addresses up to FF in UNITADD=, found 80 + 256 addresses,"
                            + " which ends past FF");
        }

        @Test
        void unitaddInSingleParenthesesIsAnError() {
            assertThat(error(deck(statement("CNTLUNIT", "CUNUMBR=1,PATH=(10),UNIT=2107,UNITADD=(00,256)"))))
                    .isEqualTo("deck.iocp:1:57: expected UNITADD=((address[,number]),...) in double parentheses, or"
                            + " UNITADD=address, found '(00,256)'");
        }

        @Test
        void aControlUnitNumberOfFiveDigitsIsAnError() {
            assertThat(error(deck(statement("CNTLUNIT", "CUNUMBR=12345,PATH=(10),UNIT=2107"))))
                    .isEqualTo("deck.iocp:1:27: expected CUNUMBR= as 1-4 hexadecimal digits, found '12345'");
        }

        @Test
        void anAddressCountOfZeroIsAnError() {
            assertThat(error(deck(CU, statement("IODEVICE", "ADDRESS=(4000,0),CUNUMBR=4000,UNIT=3390B"))))
                    .isEqualTo("deck.iocp:2:33: expected a device count of 1-256 (decimal) in ADDRESS=, found '0'");
        }

        @Test
        void anAddressCountOver256IsAnError() {
            assertThat(error(deck(CU, statement("IODEVICE", "ADDRESS=(4000,257),CUNUMBR=4000,UNIT=3390B"))))
                    .isEqualTo("deck.iocp:2:33: expected a device count of 1-256 (decimal) in ADDRESS=, found '257'");
        }

        @Test
        void devicesPastFfffAreAnError() {
            assertThat(error(deck(CU, statement("IODEVICE", "ADDRESS=(FFF0,32),CUNUMBR=4000,UNIT=3390B,UNITADD=00"))))
                    .isEqualTo("deck.iocp:2:27: expected device numbers up to FFFF in ADDRESS=, found FFF0 + 32 devices,"
                            + " which ends at 1000F");
        }

        @Test
        void unitAddressesPastFfAreAnError() {
            assertThat(error(deck(CU, statement("IODEVICE", "ADDRESS=(4000,32),CUNUMBR=4000,UNIT=3390B,UNITADD=F0"))))
                    .isEqualTo("deck.iocp:2:69: expected unit addresses up to FF (UNITADD= + count - 1), found"
                            + " UNITADD=F0 with 32 devices");
        }

        @Test
        void defaultUnitAddressesPastFfAreAnError() {
            assertThat(error(deck(CU, statement("IODEVICE", "ADDRESS=(40F0,32),CUNUMBR=4000,UNIT=3390B"))))
                    .isEqualTo("deck.iocp:2:27: expected unit addresses up to FF: without UNITADD= the unit address is"
                            + " the low byte of the device number, plus count - 1, found 40F0 + 32 devices (code UNITADD="
                            + " or split the statement)");
        }

        @Test
        void moreThanEightControlUnitsIsAnError() {
            assertThat(error(deck(statement("IODEVICE", "ADDRESS=100,CUNUMBR=(1,2,3,4,5,6,7,8,9),UNIT=3390"))))
                    .isEqualTo("deck.iocp:1:56: expected at most 8 control unit numbers in CUNUMBR=, found 9 numbers");
        }

        @Test
        void aSubchannelSetOver3IsAnError() {
            assertThat(error(deck(CU, statement("IODEVICE", "ADDRESS=4000,CUNUMBR=4000,UNIT=3390A,SCHSET=4"))))
                    .isEqualTo("deck.iocp:2:63: expected a subchannel set id (0-3) in SCHSET=, found '4'");
        }

        @Test
        void partitionAndNotpartOnOneDeviceAreAnError() {
            assertThat(error(deck(CU, statement("IODEVICE", "ADDRESS=4000,CUNUMBR=4000,UNIT=3390,PART=(A),NOTPART=(B)"))))
                    .isEqualTo("deck.iocp:2:64: expected one of PARTITION= and NOTPART= (zlayout reads one device"
                            + " candidate list form per IODEVICE), found both");
        }

        @Test
        void aSubchannelSetForACssWithoutTheDeviceIsAWarning() throws Exception {
            ParseResult r = read(deck(TWO_CSS, statement("CNTLUNIT", "CUNUMBR=4000,PATH=((CSS(0),40)),UNIT=2107"),
                    statement("IODEVICE", "ADDRESS=4000,CUNUMBR=4000,UNIT=3390A,SCHSET=((CSS(0),1),(CSS(1),1))")));

            assertThat(all(r, Device.class)).extracting(Device::subchannelSets).containsExactly(
                    new java.util.TreeMap<>(java.util.Map.of(0, 1)));
            assertThat(diagnostics(r)).containsExactly("deck.iocp:3:63: warning: SCHSET= names CSS(1), where the device"
                    + " is not defined; ignored");
        }

        @Test
        void aCandidateListForACssWithoutPathsIsAWarning() throws Exception {
            ParseResult r = read(deck(TWO_CSS, statement("CNTLUNIT", "CUNUMBR=4000,PATH=((CSS(0),40)),UNIT=2107"),
                    statement("IODEVICE", "ADDRESS=4000,CUNUMBR=4000,UNIT=3390,PART=((CSS(0),PRODA),(CSS(1),ZVM2))")));

            assertThat(all(r, Device.class)).extracting(Device::subchannelSets).containsExactly(
                    new java.util.TreeMap<>(java.util.Map.of(0, 0)));
            assertThat(diagnostics(r)).containsExactly("deck.iocp:3:60: warning: PARTITION= names CSS(1), where none of"
                    + " the device's control units has a channel path; ignored");
        }

        @Test
        void anOperandReachingColumn71FollowedByAContinuationCardNeedsTheMark() {
            String full = "         CNTLUNIT CUNUMBR=0300,PATH=((CSS(0),F3,C7)),UNITADD=((00,00001";

            assertThat(error(deck(full, cont("6)),UNIT=2107"))))
                    .isEqualTo("deck.iocp:1:72: expected a continuation mark in column 72 (the operand reaches column 71"
                            + " and line 2 goes on in column 16), found a blank");
        }

        @Test
        void aContinuationCardWhereIocpExpectsNoneIsReadAsAnUnknownStatement() throws Exception {
            ParseResult r = read(deck(card("         CHPID PATH=(10),TYPE=OSD", ' ').stripTrailing(), cont("SHARED")));

            assertThat(r.elements()).hasSize(1);
            assertThat(diagnostics(r)).containsExactly("deck.iocp:2:16: warning: unknown statement 'SHARED' skipped (IOCP"
                    + " statements are ID, RESOURCE, CHPID, CNTLUNIT, IODEVICE, FUNCTION, UUID)");
        }
    }
}
