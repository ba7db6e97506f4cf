package io.zlayout.input.dscli;

import io.zlayout.model.Diagnostic;
import io.zlayout.input.InputException;
import io.zlayout.input.ParseResult;
import io.zlayout.input.ReadContext;
import io.zlayout.input.SourceFile;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.stream.Collectors;
import java.util.stream.Stream;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.params.provider.Arguments.arguments;

/**
 * Malformed DSCLI output, per output format: each gives one clear error naming file:line (and column
 * where known) with what was expected and found, or the documented warning or note while the rest is read.
 * The outcome is written {@code error: <message>} or the diagnostics followed by {@code | N elements};
 * an expected text ending in {@code ...} is a prefix (the XML parser's own wording follows it).
 */
class DscliMalformedTest {

    private static final String FB_HEADER = "Name        ID   accstate datastate configstate deviceMTM datatype extpool"
            + " cap (2^30B) cap (10^9B) cap (blocks)\n"
            + "=====================================================================================================\n";
    private static final String FB_ROW =
            "LUN_0100    0000 Online   Normal    Normal      2107-900  FB 512   P1             50.0           -    104857600\n";
    private static final String FB_DELIM = "Name|ID|accstate|datastate|configstate|deviceMTM|datatype|extpool"
            + "|cap (2^30B)|cap (10^9B)|cap (blocks)\n==================================================\n";
    /** The commands a "nothing read" warning lists. */
    private static final String READS = String.join(", ", Command.words());
    private static final String MB_WORD = "x".repeat(1 << 20);
    private static final String MB_WORDS = "a ".repeat(1 << 19);

    private static String outcome(String text) {
        return outcome(SourceFile.of("f.txt", text));
    }

    private static String outcome(SourceFile file) {
        try {
            ParseResult r = new DscliReader().read(file, ReadContext.NONE);
            String d = r.diagnostics().stream().map(Diagnostic::toString).collect(Collectors.joining("\n"));
            return (d.isEmpty() ? "" : d + "\n") + "| " + r.elements().size() + " elements";
        } catch (InputException e) {
            return "error: " + e.getMessage();
        }
    }

    private static void check(String text, String expected) {
        String actual = outcome(text);
        if (expected.endsWith("...")) {
            assertThat(actual).startsWith(expected.substring(0, expected.length() - 3));
        } else {
            assertThat(actual).isEqualTo(expected);
        }
        assertThat(actual).doesNotContain("does not handle");
    }

    // ------------------------------------------------------------------------------------------ default

    static Stream<Arguments> defaultFormat() {
        return Stream.of(
                arguments("truncated row", "dscli> lsfbvol\n" + FB_HEADER
                                + "LUN_0100    0000 Online   Normal    Normal      2107-900  FB 512\n",
                        "error: f.txt:4: expected a value under each of the 11 columns of the header at line 2,"
                                + " found 8 words"),
                arguments("header without rows", "dscli> lsfbvol\n" + FB_HEADER,
                        "f.txt:2: warning: the lsfbvol header has no rows below it (was the output cut short?)\n"
                                + "| 0 elements"),
                arguments("rows without header", "dscli> lsfbvol\n" + FB_ROW,
                        "error: f.txt:2: expected the lsfbvol header (column names above a '====' line), found"
                                + " 'LUN_0100    0000 Online   Normal    Norm...'"),
                arguments("missing required column", "dscli> lsfbvol\nName     ID   datatype\n======================\n"
                                + "LUN_0100 0000 FB 512\n",
                        "error: f.txt:2: expected a column 'extpool' in the lsfbvol header, found the columns"
                                + " 'Name, ID, datatype'"),
                arguments("bad hex volume id", "dscli> lsfbvol\n" + FB_HEADER + FB_ROW.replace("0000", "10G0"),
                        "error: f.txt:4:13: expected a volume id of 4 hex digits (LLVV) in column 'ID', found '10G0'"),
                arguments("non-numeric capacity", "dscli> lsfbvol\n" + FB_HEADER
                                + FB_ROW.replace("104857600", "     lots"),
                        "error: f.txt:4:108: expected a whole number in column 'cap (blocks)', found 'lots'"),
                arguments("non-numeric GiB", "dscli> lsfbvol\nName ID   extpool cap (2^30B)\n=====\n"
                                + "a    1000 P1      1,5\n",
                        "error: f.txt:4:19: expected a number of GiB in column 'cap (2^30B)', found '1,5'"),
                arguments("GiB too large for bytes", "dscli> lsfbvol\nName ID   extpool cap (2^30B)\n=====\n"
                                + "a    1000 P1      999999999999.0\n",
                        "error: f.txt:4:19: expected a number of GiB in column 'cap (2^30B)', found '999999999999.0'"),
                arguments("duplicated column", "dscli> lsvolgrp\nName    ID  ID  Type\n====================\n",
                        "error: f.txt:2: expected each column named once, found column 'ID' twice (columns 2 and 3)"),
                arguments("junk without NUL", "\u0001\u0002\u00ff\u00fe junk \u0007\n\u0003\u0004\n",
                        "error: f.txt:1: expected DSCLI output: a 'dscli>' command line, a banner, column names above"
                                + " a '====' line, key/value lines or XML, found '\\x01\\x02\u00ff\u00fe junk \\x07'"),
                arguments("only blank lines", "\n   \n\t\n",
                        "error: f.txt:1: expected DSCLI output, found only blank lines"),
                arguments("a 1 MB word", "dscli> lsfbvol\n" + FB_HEADER + MB_WORD + "\n",
                        "error: f.txt:4: expected a value under each of the 11 columns of the header at line 2,"
                                + " found 1 word"),
                arguments("a 1 MB line of words", "dscli> lsfbvol\n" + FB_HEADER + MB_WORDS + "\n",
                        "error: f.txt:4: expected at most 88 words under the 11 columns of the header at line 2,"
                                + " found 524288 words"),
                arguments("unknown command echo", "dscli> lsuser\nName  Group State\n=================\nadmin admin active\n"
                                + "dscli> lsvolgrp\nName ID  Type\n=============\nvg1  V11 SCSI Mask\n",
                        "f.txt:1: note: skipped 3 lines of 'lsuser' output: zlayout does not read it\n| 1 elements"),
                arguments("rule without header", "dscli> lsrank\n\n=========\nR0 0 Normal Normal A0 6 P0 fb\n",
                        "error: f.txt:3: expected a header line above the '====' line, found the '====' line"
                                + " without one"),
                arguments("bad WWPN", "dscli> lsioport\nID    WWPN State  Type             topo  portgrp\n=====\n"
                                + "I0000 XYZ  Online Fibre Channel-LW FICON 0\n",
                        "error: f.txt:4:7: expected a WWPN of 16 hex digits in column 'WWPN', found 'XYZ'"),
                arguments("bad rank id", "dscli> lsrank\nID Group State  datastate Array RAIDtype extpoolID stgtype\n"
                                + "=======\nQ1 0     Normal Normal    A0    6        P0        fb\n",
                        "error: f.txt:4:1: expected a rank id like R3 in column 'ID', found 'Q1'"),
                arguments("non-numeric DA pair", "dscli> lsarray\nArray State    Data   RAIDtype    arsite Rank DA Pair"
                                + " DDMcap (10^9B)\n=====\nA0    Assigned Normal 6 (5+P+Q+S) S1     R0   x       1920.0\n",
                        "error: f.txt:4:47: expected a whole number in column 'DA Pair', found 'x'"),
                arguments("bad port id", "dscli> lsioport\nID    WWPN             State  Type             topo  portgrp\n"
                                + "=====\nI00G0 50050763090000A1 Online Fibre Channel-LW FICON 0\n",
                        "error: f.txt:4:1: expected an I/O port id like I0130 in column 'ID', found 'I00G0'"),
                arguments("LSS id too long", "dscli> lslss\nID  Group addrgrp stgtype confgvols\n=====\n"
                                + "101 0     1       fb      16\n",
                        "error: f.txt:4:1: expected an LSS/LCU id of 2 hex digits in column 'ID', found '101'"),
                arguments("bad port in ESSIOport", "dscli> lshostconnect\nName ID   WWPN             HostType"
                                + " Profile portgrp volgrpID ESSIOport\n=====\n"
                                + "h1   0000 C05076FFE5000000 zLinux   -       0       V11      J0001\n",
                        "error: f.txt:4:62: expected an I/O port id like I0130 in column 'ESSIOport', found 'J0001'"),
                arguments("DSCLI error message, rest still read", "dscli> lsrank\n"
                                + "CMUN00018E lsrank: Unable to connect to the management console server\n"
                                + "dscli> lsvolgrp\nName ID  Type\n=============\nvg1  V11 SCSI Mask\n",
                        "f.txt:2: warning: DSCLI reported an error: 'CMUN00018E lsrank: Unable to connect to the"
                                + " management console server'\n| 1 elements"),
                arguments("table of an unknown command without echo", "Foo Bar Baz\n===========\n1   2   3\n",
                        "f.txt:1: warning: skipped a table: its columns 'Foo, Bar, Baz' match no command zlayout"
                                + " reads\n| 0 elements"),
                arguments("negative cylinders", "dscli> lsckdvol\nName ID   voltype  orgbvols extpool cap (cyl)\n"
                                + "=====\nZL01 4000 CKD Base -        P2            -5\n",
                        "error: f.txt:4:43: expected a whole number in column 'cap (cyl)', found '-5'"),
                arguments("non-numeric rank group", "dscli> lsextpool\nName ID stgtype rankgrp\n=====\n"
                                + "P0   P0 fb      one\n",
                        "error: f.txt:4:17: expected a whole number in column 'rankgrp', found 'one'"),
                arguments("fullid with a bad image", "dscli> lsfbvol -fullid\n" + FB_HEADER
                                + FB_ROW.replace("0000", "IBM2107/0000"),
                        "error: f.txt:4:13: expected a volume id of 4 hex digits (LLVV) in column 'ID' (fully"
                                + " qualified: IBM.2107-75DWA61/<id>), found 'IBM2107/0000'"),
                arguments("DSCLI no-objects message", "dscli> lsfbvol\nCMUC00234I lsfbvol: No FB Volume found.\n",
                        "f.txt:2: note: no objects: 'CMUC00234I lsfbvol: No FB Volume found.'\nf.txt: warning: nothing read from this DSCLI output: DSCLI found no objects (zlayout reads " + READS + ")\n| 0 elements"));
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("defaultFormat")
    void malformedDefaultFormatIsReportedClearly(String name, String text, String expected) {
        check(text, expected);
    }

    // -------------------------------------------------------------------------------------------- delim

    static Stream<Arguments> delimFormat() {
        String echo = "dscli> lsfbvol -fmt delim -delim | -hdr on\n";
        String row = "LNXFB_1000|1000|Online|Normal|Normal|2107-900|FB 512|P0|100.0|107.4|209715200\n";
        return Stream.of(
                arguments("ragged row, too few fields", echo + FB_DELIM + "LNXFB_1000|1000|Online|Normal\n",
                        "error: f.txt:4: expected 11 fields parted by '|' as the header at line 2 has, found 4 fields"),
                arguments("ragged row, too many fields", echo + FB_DELIM + row.strip() + "|extra\n",
                        "error: f.txt:4: expected 11 fields parted by '|' as the header at line 2 has, found 12 fields"),
                arguments("wrong delimiter in rows", echo + FB_DELIM + row.replace('|', ';'),
                        "error: f.txt:4: expected 11 fields parted by '|' as the header at line 2 has, found 1 field"),
                arguments("rows without header and no command", "dscli> setoutput -fmt delim -delim | -hdr off\n" + row,
                        "error: f.txt:2: expected a 'dscli>' line naming the command above rows printed without a"
                                + " header (-hdr off), found 'LNXFB_1000|1000|Online|Normal|Normal|210...'"),
                arguments("header-less show command", "dscli> showfbvol -fmt delim -delim | -hdr off 1000\n" + row,
                        "error: f.txt:2: expected the showfbvol header (column names above a '====' line), found"
                                + " 'LNXFB_1000|1000|Online|Normal|Normal|210...'"),
                arguments("header-less row cut short", "dscli> lsfbvol -fmt delim -delim | -hdr off\n"
                                + "LNXFB_1000|1000|Online|Normal|Normal\n",
                        "error: f.txt:2: expected 11 fields parted by '|' as the documented lsfbvol column order has,"
                                + " found 5 fields"),
                arguments("header-less -l row cut short", "dscli> lsfbvol -l -fmt delim -delim | -hdr off\n" + row,
                        "error: f.txt:2: expected 18 fields parted by '|' as the documented lsfbvol -l column order"
                                + " has, found 11 fields"),
                arguments("missing required column", echo + "Name|ID|datatype\n=====\nx|1000|FB 512\n",
                        "error: f.txt:2: expected a column 'extpool' in the lsfbvol header, found the columns"
                                + " 'Name, ID, datatype'"),
                arguments("duplicated column", echo + "Name|ID|extpool|ID\n=====\n",
                        "error: f.txt:2: expected each column named once, found column 'ID' twice (columns 2 and 4)"),
                arguments("bad hex id", echo + FB_DELIM + row.replace("|1000|", "|1O00|"),
                        "error: f.txt:4:12: expected a volume id of 4 hex digits (LLVV) in column 'ID', found '1O00'"),
                arguments("non-numeric capacity", echo + FB_DELIM + row.replace("209715200", "2.1e8"),
                        "error: f.txt:4:69: expected a whole number in column 'cap (blocks)', found '2.1e8'"),
                arguments("header without rows", echo + FB_DELIM,
                        "f.txt:2: warning: the lsfbvol header has no rows below it (was the output cut short?)\n"
                                + "| 0 elements"),
                arguments("volume range high to low", "dscli> showvolgrp -fmt delim -delim | V11\nName|ID|Type|Vols\n"
                                + "=====\nvg|V11|SCSI Mask|1003-1000\n",
                        "error: f.txt:4:18: expected a volume range from low to high in column 'Vols', found"
                                + " '1003-1000'"),
                arguments("bad volume in a list", "dscli> showvolgrp -fmt delim -delim | V11\nName|ID|Type|Vols\n"
                                + "=====\nvg|V11|SCSI Mask|1000 10000\n",
                        "error: f.txt:4:18: expected a volume id of 4 hex digits (LLVV) in column 'Vols', found"
                                + " '10000'"),
                arguments("WWPN one digit short", "dscli> lsioport -fmt delim -delim |\nID|WWPN|State|Type|topo|portgrp\n"
                                + "=====\nI0000|50050763090000A|Online|Fibre Channel-LW|FICON|0\n",
                        "error: f.txt:4:7: expected a WWPN of 16 hex digits in column 'WWPN', found '50050763090000A'"),
                arguments("bad subsystem id", "dscli> lslcu -fmt delim -delim |\nID|Group|addrgrp|confgvols|subsys"
                                + "|conbasetype\n=====\n40|0|4|48|0xGGGG|3990-6\n",
                        "error: f.txt:4:11: expected a subsystem id of up to 4 hex digits in column 'subsys', found"
                                + " '0xGGGG'"),
                arguments("bad address group", "dscli> lslss -fmt delim -delim |\nID|Group|addrgrp|stgtype|confgvols\n"
                                + "=====\n10|0|10|fb|16\n",
                        "error: f.txt:4:6: expected an address group of 1 hex digit in column 'addrgrp', found '10'"),
                arguments("comma delimiter splitting a value of a command without lists",
                        "dscli> lsioport -fmt delim -delim ,\nID,WWPN,State,Type,topo,portgrp\n=====\n"
                                + "I0000,50050763090000A1,Online,Fibre Channel-LW,FICON,FC-AL,0\n",
                        "error: f.txt:4: expected 6 fields parted by ',' as the header at line 2 has, found 7 fields"),
                arguments("rank extents without a volume", echo + "==============Rank extents==============\n"
                                + "rank|extents\n=====\nR0|5\n",
                        "error: f.txt:5: expected a showfbvol or showckdvol volume above its Rank extents, found Rank"
                                + " extents without a volume"),
                arguments("a 1 MB id", echo + FB_DELIM + "n|" + MB_WORD + "|a|b|c|d|e|P0|1.0|-|2\n",
                        "error: f.txt:4:3: expected a volume id of 4 hex digits (LLVV) in column 'ID', found"
                                + " 'xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx...'"),
                arguments("unknown command echo", "dscli> lsda -fmt delim -delim |\nID|State\n=====\nDA0|Normal\n",
                        "f.txt:1: note: skipped 3 lines of 'lsda' output: zlayout does not read it\nf.txt:1: warning: nothing read from this DSCLI output: it holds the output of commands zlayout does not read (lsda) (zlayout reads " + READS + ")\n| 0 elements"),
                arguments("rows above the header", echo + row + FB_DELIM,
                        "error: f.txt:2: expected the lsfbvol header (column names above a '====' line), found"
                                + " 'LNXFB_1000|1000|Online|Normal|Normal|210...'"),
                arguments("fullid of a malformed image", echo + FB_DELIM + row.replace("|P0|", "|IBM.2107/P0|"),
                        "error: f.txt:4:54: expected an extent pool id like P1 in column 'extpool' (fully qualified:"
                                + " IBM.2107-75DWA61/<id>), found 'IBM.2107/P0'"),
                arguments("empty id field", echo + FB_DELIM + row.replace("|1000|", "||"),
                        "error: f.txt:4:12: expected a volume id of 4 hex digits (LLVV) in column 'ID', found an empty"
                                + " value"));
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("delimFormat")
    void malformedDelimFormatIsReportedClearly(String name, String text, String expected) {
        check(text, expected);
    }

    // ------------------------------------------------------------------------------------------- stanza

    static Stream<Arguments> stanzaFormat() {
        String vol = "Name         LNXFB_1000\nID           1000\ndatatype     FB 512\nextpool      P0\n"
                + "cap (blocks) 209715200\n";
        String echo = "dscli> showfbvol -rank 1000\n";
        return Stream.of(
                arguments("missing required key", echo + "Name         LNXFB_1000\ndatatype     FB 512\nextpool      P0\n",
                        "error: f.txt:2: expected a key 'ID' in the showfbvol key/value lines, found the keys 'Name,"
                                + " datatype, extpool'"),
                arguments("duplicated key", echo + vol + "datatype     FB 520P\n",
                        "error: f.txt:2: expected each key named once, found key 'datatype' twice (keys 3 and 6)"),
                arguments("bad hex id", echo + vol.replace("1000\ndatatype", "XYZ1\ndatatype"),
                        "error: f.txt:3:14: expected a volume id of 4 hex digits (LLVV) in column 'ID', found 'XYZ1'"),
                arguments("non-numeric capacity", echo + vol.replace("209715200", "big"),
                        "error: f.txt:6:14: expected a whole number in column 'cap (blocks)', found 'big'"),
                arguments("keys of no known command", "Colour   blue\nFlavour  mint\n",
                        "error: f.txt:1: expected DSCLI output: a 'dscli>' command line, a banner, column names above"
                                + " a '====' line, key/value lines or XML, found 'Colour   blue'"),
                arguments("key without a value", echo + "Name     LNXFB_1000\nID\nextpool  P0\n",
                        "error: f.txt:3: expected a volume id of 4 hex digits (LLVV) in column 'ID', found '-'"),
                arguments("bad rank in Rank extents", echo + vol + "==============Rank extents==============\n"
                                + "rank extents\n============\nX1   50\n",
                        "error: f.txt:10:1: expected a rank id like R3 in column 'rank', found 'X1'"),
                arguments("non-numeric extents", echo + vol + "==============Rank extents==============\n"
                                + "rank extents\n============\nR0   fifty\n",
                        "error: f.txt:10:6: expected a whole number in column 'extents', found 'fifty'"),
                arguments("Rank extents rows without their header", echo + vol
                                + "==============Rank extents==============\nR0   50\n",
                        "error: f.txt:8: expected the rank extents header (column names above a '====' line), found"
                                + " 'R0   50'"),
                arguments("Rank extents header without extents", echo + vol
                                + "==============Rank extents==============\nrank\n====\nR0\n",
                        "error: f.txt:8: expected a column 'extents' in the rank extents header, found the columns"
                                + " 'rank'"),
                arguments("unknown command echo", "dscli> showuser admin\nName   admin\nGroup  admin\n",
                        "f.txt:1: note: skipped 2 lines of 'showuser' output: zlayout does not read it\nf.txt:1: warning: nothing read from this DSCLI output: it holds the output of commands zlayout does not read (showuser) (zlayout reads " + READS + ")\n| 0 elements"),
                arguments("no-objects message", "dscli> showfbvol 1FFF\nCMUC00234I showfbvol: No FB Volume found.\n",
                        "f.txt:2: note: no objects: 'CMUC00234I showfbvol: No FB Volume found.'\nf.txt: warning: nothing read from this DSCLI output: DSCLI found no objects (zlayout reads " + READS + ")\n| 0 elements"),
                arguments("error message, rest still read", "dscli> showfbvol 1000\n"
                                + "CMUN02222E showfbvol: 1000: The specified volume does not exist.\n"
                                + "dscli> showvolgrp V11\nName LNX1_VG\nID   V11\nType SCSI Mask\nVols 1000 1001\n",
                        "f.txt:2: warning: DSCLI reported an error: 'CMUN02222E showfbvol: 1000: The specified volume"
                                + " does not exist.'\n| 1 elements"),
                arguments("control characters", echo + "Name \u0001\u0002\nID   \u0003\nextpool P0\n",
                        "error: f.txt:3:6: expected a volume id of 4 hex digits (LLVV) in column 'ID', found"
                                + " '\\x03'"),
                arguments("a 1 MB id", echo + "Name LNXFB_1000\nID   " + MB_WORD + "\nextpool P0\n",
                        "error: f.txt:3:6: expected a volume id of 4 hex digits (LLVV) in column 'ID', found"
                                + " 'xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx...'"),
                arguments("output cut before extpool", echo + "Name         LNXFB_1000\nID           1000\n",
                        "error: f.txt:2: expected a key 'extpool' in the showfbvol key/value lines, found the keys"
                                + " 'Name, ID'"),
                arguments("bad volumes of a volume group", "dscli> showvolgrp V11\nName LNX1_VG\nID   V11\n"
                                + "Type SCSI Mask\nVols 1000 10-20\n",
                        "error: f.txt:5:6: expected a volume id of 4 hex digits (LLVV) in column 'Vols', found '10'"),
                arguments("bad WWNN", "dscli> showsi IBM.2107-75ZL101\nName DS8K\nID   IBM.2107-75ZL101\n"
                                + "WWNN 5005076309FFC8A1FF\n",
                        "error: f.txt:4:6: expected a WWNN of 16 hex digits in column 'WWNN', found"
                                + " '5005076309FFC8A1FF'"),
                arguments("bad image id", "dscli> showsi\nName DS8K\nID   IBM-2107.75ZL101\n",
                        "error: f.txt:3:6: expected a storage image id like IBM.2107-75DWA61 in column 'ID', found"
                                + " 'IBM-2107.75ZL101'"),
                arguments("bad port id", "dscli> showioport I0000\nID   I00000\nWWPN 50050763090000A1\n",
                        "error: f.txt:2:6: expected an I/O port id like I0130 in column 'ID', found 'I00000'"),
                arguments("non-numeric cylinders", "dscli> showckdvol 4000\nName      ZL4000\nID        4000\n"
                                + "voltype   CKD Base\nextpool   P2\ncap (cyl) many\n",
                        "error: f.txt:6:11: expected a whole number in column 'cap (cyl)', found 'many'"),
                arguments("stanza of an ls command with a bad id", "dscli> lsrank -fmt stanza\nID        R0\n"
                                + "Group     0\nextpoolID P0\n\nID        R1x\nGroup     1\nextpoolID P1\n",
                        "error: f.txt:6:11: expected a rank id like R3 in column 'ID', found 'R1x'"),
                arguments("not key/value lines of the echoed command", "dscli> showfbvol 1000\nFoo bar\n",
                        "error: f.txt:2: expected the showfbvol header (column names above a '====' line) or its"
                                + " key/value lines, found 'Foo bar'"));
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("stanzaFormat")
    void malformedStanzaFormatIsReportedClearly(String name, String text, String expected) {
        check(text, expected);
    }

    // ----------------------------------------------------------------------------------------------- XML

    private static String xml(String objects) {
        return "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<IRETURN NAME=\"lsfbvol\">\n" + objects + "</IRETURN>\n";
    }

    private static String fbObject(String id, String extra) {
        return "<INSTANCE><PROPERTY NAME=\"ID\"><VALUE>" + id + "</VALUE></PROPERTY>"
                + "<PROPERTY NAME=\"extpool\"><VALUE>P0</VALUE></PROPERTY>" + extra + "</INSTANCE>\n";
    }

    static Stream<Arguments> xmlFormat() {
        return Stream.of(
                arguments("not well-formed", xml(fbObject("1000", "")).replace("</INSTANCE>", "</INSTANC>"),
                        "error: f.txt:3:116: expected well-formed XML, found The element type \"INSTANCE\" must be terminated ..."),
                arguments("a DTD", "<?xml version=\"1.0\"?>\n<!DOCTYPE IRETURN [<!ELEMENT IRETURN ANY>]>\n"
                                + "<IRETURN/>\n",
                        "error: f.txt:2: expected DSCLI XML without a DTD, found a DOCTYPE declaration (zlayout reads"
                                + " no DTDs or entities)"),
                arguments("an external DTD", "<?xml version=\"1.0\"?>\n<!DOCTYPE IRETURN SYSTEM \"file:///etc/passwd\">\n"
                                + "<IRETURN/>\n",
                        "error: f.txt:2: expected DSCLI XML without a DTD, found a DOCTYPE declaration (zlayout reads"
                                + " no DTDs or entities)"),
                arguments("an undeclared entity", xml(fbObject("&vol;", "")),
                        "error: f.txt:3:..."),
                arguments("missing required property", xml("<INSTANCE><PROPERTY NAME=\"ID\"><VALUE>1000</VALUE>"
                                + "</PROPERTY></INSTANCE>\n"),
                        "error: f.txt:3:11: expected a property 'extpool' in the lsfbvol XML object, found the"
                                + " properties 'ID'"),
                arguments("bad id", xml(fbObject("1000G", "")),
                        "error: f.txt:3:11: expected a volume id of 4 hex digits (LLVV) in column 'ID', found '1000G'"),
                arguments("non-numeric capacity", xml(fbObject("1000", "<PROPERTY NAME=\"cap (blocks)\"><VALUE>12 MB"
                                + "</VALUE></PROPERTY>")),
                        "error: f.txt:3:11: expected a whole number in column 'cap (blocks)', found '12 MB'"),
                arguments("duplicated property", xml(fbObject("1000", "<PROPERTY NAME=\"ID\"><VALUE>1001</VALUE>"
                                + "</PROPERTY>")),
                        "error: f.txt:3: expected each property named once, found property 'ID' twice (properties 1"
                                + " and 3)"),
                arguments("objects of no known command", "<?xml version=\"1.0\"?>\n<R>\n<O><colour>blue</colour>"
                                + "<flavour>mint</flavour></O>\n</R>\n",
                        "f.txt:3: warning: skipped an XML object: its properties 'colour, flavour' match no command"
                                + " zlayout reads\n| 0 elements"),
                arguments("text after the root", xml(fbObject("1000", "")) + "trailing\n",
                        "error: f.txt:5:1: expected well-formed XML, found ..."),
                arguments("cut short", xml(fbObject("1000", "")).substring(0, 80),
                        "error: f.txt:3:..."),
                arguments("control character", xml(fbObject("10\u000100", "")),
                        "error: f.txt:3:..."),
                arguments("declaration only", "<?xml version=\"1.0\"?>\n",
                        "error: f.txt:..."),
                arguments("mismatched tags", "<?xml version=\"1.0\"?>\n<a><b></a></b>\n",
                        "error: f.txt:2:..."),
                arguments("unquoted attribute", "<?xml version=\"1.0\"?>\n<IRETURN NAME=lsfbvol/>\n",
                        "error: f.txt:2:..."),
                arguments("rank extents without a volume", xml("<INSTANCE><PROPERTY NAME=\"rank\"><VALUE>R0</VALUE>"
                                + "</PROPERTY><PROPERTY NAME=\"extents\"><VALUE>5</VALUE></PROPERTY></INSTANCE>\n"),
                        "error: f.txt:3: expected a showfbvol or showckdvol volume above its Rank extents, found Rank"
                                + " extents without a volume"),
                arguments("bad rank in rank extents", "<?xml version=\"1.0\"?>\n<IRETURN NAME=\"showfbvol\">\n"
                                + fbObject("1000", "") + "<INSTANCE><PROPERTY NAME=\"rank\"><VALUE>RX</VALUE></PROPERTY>"
                                + "<PROPERTY NAME=\"extents\"><VALUE>5</VALUE></PROPERTY></INSTANCE>\n</IRETURN>\n",
                        "error: f.txt:4:11: expected a rank id like R3 in column 'rank', found 'RX'"),
                arguments("a 1 MB id", xml(fbObject(MB_WORD, "")),
                        "error: f.txt:3:11: expected a volume id of 4 hex digits (LLVV) in column 'ID', found"
                                + " 'xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx...'"),
                arguments("two roots", xml(fbObject("1000", "")) + "<IRETURN/>\n",
                        "error: f.txt:5:..."),
                arguments("unknown command echo", "dscli> lsuser -fmt xml\n<?xml version=\"1.0\"?>\n<IRETURN/>\n",
                        "f.txt:1: note: skipped 2 lines of 'lsuser' output: zlayout does not read it\nf.txt:1: warning: nothing read from this DSCLI output: it holds the output of commands zlayout does not read (lsuser) (zlayout reads " + READS + ")\n| 0 elements"),
                arguments("bad WWPN", "<?xml version=\"1.0\"?>\n<IRETURN NAME=\"lsioport\">\n<INSTANCE>"
                                + "<PROPERTY NAME=\"ID\"><VALUE>I0000</VALUE></PROPERTY><PROPERTY NAME=\"WWPN\">"
                                + "<VALUE>0x12</VALUE></PROPERTY></INSTANCE>\n</IRETURN>\n",
                        "error: f.txt:3:11: expected a WWPN of 16 hex digits in column 'WWPN', found '0x12'"),
                arguments("an empty value for a required id", xml(fbObject("", "")),
                        "error: f.txt:3:11: expected a volume id of 4 hex digits (LLVV) in column 'ID', found an empty"
                                + " value"));
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("xmlFormat")
    void malformedXmlIsReportedClearly(String name, String text, String expected) {
        check(text, expected);
    }

    // ------------------------------------------------------------------------------------ any format

    @org.junit.jupiter.api.Test
    void emptyFileIsAnError() {
        assertThat(outcome(new SourceFile(Path.of("f.txt"), "f.txt", new byte[0])))
                .isEqualTo("error: f.txt: expected DSCLI output, found an empty file");
    }

    @org.junit.jupiter.api.Test
    void binaryFileIsAnError() {
        byte[] bytes = "dscli> lsfbvol\n\0\0\1\2".getBytes(StandardCharsets.ISO_8859_1);
        assertThat(outcome(new SourceFile(Path.of("f.bin"), "f.bin", bytes)))
                .isEqualTo("error: f.bin: expected DSCLI text output, found binary data (NUL bytes)");
    }
}
