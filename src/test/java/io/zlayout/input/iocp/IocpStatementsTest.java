package io.zlayout.input.iocp;

import io.zlayout.model.id.DeviceNumber;
import io.zlayout.model.id.CuNumber;
import io.zlayout.model.id.ChpidId;
import io.zlayout.input.ParseResult;
import io.zlayout.model.Chpid;
import io.zlayout.model.ControlUnit;
import io.zlayout.model.CuPath;
import io.zlayout.model.Device;
import io.zlayout.model.Partition;
import io.zlayout.model.SourceRef;
import io.zlayout.model.UnitAddRange;
import org.junit.jupiter.api.Nested;
import org.junit.jupiter.api.Test;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

import static io.zlayout.input.iocp.Cards.all;
import static io.zlayout.input.iocp.Cards.at;
import static io.zlayout.input.iocp.Cards.deck;
import static io.zlayout.input.iocp.Cards.diagnostics;
import static io.zlayout.input.iocp.Cards.labelled;
import static io.zlayout.input.iocp.Cards.read;
import static io.zlayout.input.iocp.Cards.statement;
import static org.assertj.core.api.Assertions.assertThat;

/** Every statement form the reader knows, each asserting the exact records it produces. */
class IocpStatementsTest {

    private static final String TWO_CSS = statement("RESOURCE", "PART=((CSS(0),(PRODA,1),(PRODB,2)),(CSS(1),(ZVM2,1)))");

    private static Map<Integer, Integer> sets(int... cssAndSet) {
        TreeMap<Integer, Integer> m = new TreeMap<>();
        for (int i = 0; i < cssAndSet.length; i += 2) {
            m.put(cssAndSet[i], cssAndSet[i + 1]);
        }
        return m;
    }

    private static List<Device> devices(int first, int count, int firstUa, String unit, String model, List<String> cus,
                                        Map<Integer, Integer> sets, List<String> partitions, boolean notPart,
                                        Map<String, String> extra, SourceRef ref) {
        List<Device> out = new ArrayList<>();
        for (int i = 0; i < count; i++) {
            out.add(new Device(DeviceNumber.of(first + i), firstUa + i, unit, model,
                    cus.stream().map(CuNumber::parse).toList(),
                    new TreeMap<>(sets), partitions, notPart, extra, ref));
        }
        return out;
    }

    @Nested
    class Resource {

        @Test
        void multiCssFormGivesEveryPartitionWithItsMifIdIncludingReservedImages() throws Exception {
            ParseResult r = read(deck(statement("RESOURCE",
                    "PARTITION=((CSS(0),(PRODA,1),(PRODB,2),(*,3)),(CSS(1),(ZVM2,1),LP2)),MAXDEV=((CSS(0),40K,12K))")));

            SourceRef ref = at(1, 10);
            assertThat(r.elements()).containsExactly(
                    new Partition(0, "PRODA", 1, ref), new Partition(0, "PRODB", 2, ref), new Partition(0, "*", 3, ref),
                    new Partition(1, "ZVM2", 1, ref), new Partition(1, "LP2", null, ref));
            assertThat(r.diagnostics()).isEmpty();
        }

        @Test
        void singleCssGroupNamesItsCss() throws Exception {
            ParseResult r = read(deck(statement("RESOURCE", "PART=(CSS(1),(LP1,2),LP2,(LP3,5))")));

            SourceRef ref = at(1, 10);
            assertThat(r.elements()).containsExactly(new Partition(1, "LP1", 2, ref), new Partition(1, "LP2", null, ref),
                    new Partition(1, "LP3", 5, ref));
        }

        @Test
        void formsWithoutCssAreCss0() throws Exception {
            ParseResult r = read(deck(statement("RESOURCE", "PART=((LP2,2),(LP1,1),(LP3,F))")));

            SourceRef ref = at(1, 10);
            assertThat(r.elements()).containsExactly(new Partition(0, "LP2", 2, ref), new Partition(0, "LP1", 1, ref),
                    new Partition(0, "LP3", 15, ref));
        }

        @Test
        void bareNamesHaveNoMifId() throws Exception {
            ParseResult r = read(deck(statement("RESOURCE", "PARTITION=(LP1,LP2)")));

            assertThat(r.elements()).containsExactly(new Partition(0, "LP1", null, at(1, 10)),
                    new Partition(0, "LP2", null, at(1, 10)));
        }
    }

    @Nested
    class ChannelPaths {

        @Test
        void singleCssShortFormFromTheDs6000Example() throws Exception {
            ParseResult r = read(deck("CHPID PATH=(70),PARTITION=(HOST1),SWITCH=50,TYPE=FC".indent(1).stripTrailing()));

            assertThat(r.elements()).containsExactly(new Chpid(0, ChpidId.parse("70"), "FC", null, null, "50", false, List.of(0),
                    List.of("HOST1"), List.of(), false, Map.of(), at(1, 2)));
        }

        @Test
        void shortFormsTakeTheOneCssOfResource() throws Exception {
            ParseResult r = read(deck(statement("RESOURCE", "PART=(CSS(1),(LP1,1))"),
                    statement("CHPID", "PCHID=100,PATH=20,TYPE=CVC,PART=(LP1,REC)")));

            assertThat(all(r, Chpid.class)).containsExactly(new Chpid(1, ChpidId.parse("20"), "CVC", "100", null, null, false,
                    List.of(1), List.of("LP1"), List.of(), false, Map.of("REC", ""), at(2, 10)));
        }

        @Test
        void oldFormDefinesSeveralChannelPathsInOneStatement() throws Exception {
            ParseResult r = read(deck(statement("CHPID", "PATH=(70,71),TYPE=CNC,SHARED")));

            assertThat(r.elements()).containsExactly(
                    new Chpid(0, ChpidId.parse("70"), "CNC", null, null, null, true, List.of(0), List.of(), List.of(), false, Map.of(), at(1, 10)),
                    new Chpid(0, ChpidId.parse("71"), "CNC", null, null, null, true, List.of(0), List.of(), List.of(), false, Map.of(), at(1, 10)));
        }

        @Test
        void accessListWithSameCandidateList() throws Exception {
            ParseResult r = read(deck(TWO_CSS, statement("CHPID",
                    "PATH=(CSS(0),50),SHARED,PARTITION=((SYJ3,SYJ4),(=)),SWITCH=F4,PCHID=168,TYPE=FC")));

            assertThat(all(r, Chpid.class)).containsExactly(new Chpid(0, ChpidId.parse("50"), "FC", "168", null, "F4", true, List.of(0),
                    List.of("SYJ3", "SYJ4"), List.of("SYJ3", "SYJ4"), false, Map.of(), at(2, 10)));
        }

        @Test
        void spannedChannelPathIsOneRecordPerCssWithNotpartListsOfItsCss() throws Exception {
            ParseResult r = read(deck(TWO_CSS, statement("CHPID",
                    "PATH=(CSS(0,1),15),SHARED,NOTPART=((CSS(0),(CF272),(=))),SWITCH=15,PCHID=51D,TYPE=FC")));

            assertThat(all(r, Chpid.class)).containsExactly(
                    new Chpid(0, ChpidId.parse("15"), "FC", "51D", null, "15", true, List.of(0, 1), List.of("CF272"), List.of("CF272"),
                            true, Map.of(), at(2, 10)),
                    new Chpid(1, ChpidId.parse("15"), "FC", "51D", null, "15", true, List.of(0, 1), List.of(), List.of(), false,
                            Map.of(), at(2, 10)));
        }

        @Test
        void perCssListsWithNullAccessListCandidateListAndRec() throws Exception {
            ParseResult r = read(deck(TWO_CSS, statement("CHPID",
                    "PATH=(CSS(0,1),60),PARTITION=((CSS(0),(PRODA,PRODB),(PRODA)),(CSS(1),0,(ZVM2),REC)),TYPE=FC")));

            assertThat(all(r, Chpid.class)).containsExactly(
                    new Chpid(0, ChpidId.parse("60"), "FC", null, null, null, false, List.of(0, 1), List.of("PRODA", "PRODB"),
                            List.of("PRODA"), false, Map.of(), at(2, 10)),
                    new Chpid(1, ChpidId.parse("60"), "FC", null, null, null, false, List.of(0, 1), List.of(), List.of("ZVM2"), false,
                            Map.of("REC", ""), at(2, 10)));
        }

        @Test
        void partitionAndNotpartForDifferentCss() throws Exception {
            ParseResult r = read(deck(TWO_CSS, statement("CHPID",
                    "PATH=(CSS(0,1),61),SHARED,PARTITION=((CSS(0),(PRODA),(=))),NOTPART=((CSS(1),(ZVM2))),TYPE=FC")));

            assertThat(all(r, Chpid.class)).containsExactly(
                    new Chpid(0, ChpidId.parse("61"), "FC", null, null, null, true, List.of(0, 1), List.of("PRODA"), List.of("PRODA"),
                            false, Map.of(), at(2, 10)),
                    new Chpid(1, ChpidId.parse("61"), "FC", null, null, null, true, List.of(0, 1), List.of("ZVM2"), List.of(), true,
                            Map.of(), at(2, 10)));
        }

        @Test
        void everyOtherKeywordIsKeptAsCodedInExtra() throws Exception {
            ParseResult r = read(deck(TWO_CSS, statement("CHPID", "PATH=(CSS(0),E0),SHARED,PARTITION=((PRODA),(=)),"
                    + "AID=0C,PORT=1,TYPE=CIB,CSYSTEM=CPC2,CPATH=(CSS(1),E1),PNETID=(NETA,NETB),CHPARM=02,MIXTYPE,"
                    + "IOCLUSTER=PLEX1,VCHID=7C0")));

            assertThat(all(r, Chpid.class)).containsExactly(new Chpid(0, ChpidId.parse("E0"), "CIB", null, "7C0", null, true,
                    List.of(0), List.of("PRODA"), List.of("PRODA"), false,
                    Map.of("AID", "0C", "PORT", "1", "CSYSTEM", "CPC2", "CPATH", "(CSS(1),E1)", "PNETID", "(NETA,NETB)",
                            "CHPARM", "02", "MIXTYPE", "", "IOCLUSTER", "PLEX1"), at(2, 10)));
            assertThat(r.diagnostics()).isEmpty();
        }

        @Test
        void lowerCaseIsReadAsUpperCase() throws Exception {
            ParseResult r = read(deck("         chpid path=(css(0),4a),type=fc,shared,switch=6a,pchid=11c"));

            assertThat(r.elements()).containsExactly(new Chpid(0, ChpidId.parse("4A"), "FC", "11C", null, "6A", true, List.of(0),
                    List.of(), List.of(), false, Map.of(), at(1, 10)));
        }
    }

    @Nested
    class ControlUnits {

        @Test
        void singleCssFormWithLinksCuaddAndUnitadd() throws Exception {
            ParseResult r = read(deck(labelled("CU11A", "CNTLUNIT",
                    "CUNUMBR=11A,PATH=(06,07),LINK=(E0,E1),UNIT=3990,CUADD=1,UNITADD=((00,16))")));

            assertThat(r.elements()).containsExactly(new ControlUnit(CuNumber.parse("011A"), "3990",
                    List.of(new CuPath(0, ChpidId.parse("06"), "E0"), new CuPath(0, ChpidId.parse("07"), "E1")), 0x01, List.of(new UnitAddRange(0, 16)),
                    Map.of(), at(1, 10)));
        }

        @Test
        void multiCssFormWithAnEmptyLinkPosition() throws Exception {
            ParseResult r = read(deck(TWO_CSS, statement("CNTLUNIT", "CUNUMBR=0300,PATH=((CSS(0),F3,C7,C9),(CSS(1),F3,"
                    + "C7,C9)),UNITADD=((00,016)),LINK=((CSS(0),,0122,0122),(CSS(1),6304,0122,0122)),CUADD=0,UNIT=NOCHECK")));

            assertThat(all(r, ControlUnit.class)).containsExactly(new ControlUnit(CuNumber.parse("0300"), "NOCHECK", List.of(
                    new CuPath(0, ChpidId.parse("F3"), null), new CuPath(0, ChpidId.parse("C7"), "0122"), new CuPath(0, ChpidId.parse("C9"), "0122"),
                    new CuPath(1, ChpidId.parse("F3"), "6304"), new CuPath(1, ChpidId.parse("C7"), "0122"), new CuPath(1, ChpidId.parse("C9"), "0122")), 0x00,
                    List.of(new UnitAddRange(0, 16)), Map.of(), at(2, 10)));
        }

        @Test
        void pathsAreInCssOrderWhateverTheCodedOrder() throws Exception {
            ParseResult r = read(deck(TWO_CSS, statement("CNTLUNIT",
                    "CUNUMBR=5000,PATH=((CSS(1),51),(CSS(0),50)),LINK=((CSS(0),6110),(CSS(1),6210)),UNIT=2107,UNITADD=00")));

            assertThat(all(r, ControlUnit.class)).containsExactly(new ControlUnit(CuNumber.parse("5000"), "2107",
                    List.of(new CuPath(0, ChpidId.parse("50"), "6110"), new CuPath(1, ChpidId.parse("51"), "6210")), null,
                    List.of(new UnitAddRange(0, 1)), Map.of(), at(2, 10)));
        }

        @Test
        void unitaddFormsAndFewerLinksThanPaths() throws Exception {
            ParseResult r = read(deck(
                    statement("CNTLUNIT", "CUNUMBR=1,PATH=(10,11,12),LINK=(20),UNIT=3990,UNITADD=((0A))"),
                    statement("CNTLUNIT", "CUNUMBR=2,PATH=10,UNIT=3990,UNITADD=0A"),
                    statement("CNTLUNIT", "CUNUMBR=(3),PATH=(10),UNIT=3990,UNITADD=((00,16),(20,8))")));

            assertThat(r.elements()).containsExactly(
                    new ControlUnit(CuNumber.parse("0001"), "3990", List.of(new CuPath(0, ChpidId.parse("10"), "20"), new CuPath(0, ChpidId.parse("11"), null),
                            new CuPath(0, ChpidId.parse("12"), null)), null, List.of(new UnitAddRange(10, 1)), Map.of(), at(1, 10)),
                    new ControlUnit(CuNumber.parse("0002"), "3990", List.of(new CuPath(0, ChpidId.parse("10"), null)), null,
                            List.of(new UnitAddRange(10, 1)), Map.of(), at(3, 10)),
                    new ControlUnit(CuNumber.parse("0003"), "3990", List.of(new CuPath(0, ChpidId.parse("10"), null)), null,
                            List.of(new UnitAddRange(0, 16), new UnitAddRange(0x20, 8)), Map.of(), at(4, 10)));
        }

        @Test
        void parallelAndHcdKeywordsAreKeptInExtra() throws Exception {
            ParseResult r = read(deck(statement("CNTLUNIT", "CUNUMBR=000,PATH=(20),PROTOCL=D,SHARED=N,UNIT=3274,"
                    + "UNITADD=((C0,32)),SERIAL=0000075ZL101,SWPORT=((61,10)),DESC='DS8K LCU 40, it''s prod'")));

            assertThat(r.elements()).containsExactly(new ControlUnit(CuNumber.parse("0000"), "3274", List.of(new CuPath(0, ChpidId.parse("20"), null)),
                    null, List.of(new UnitAddRange(0xC0, 32)), Map.of("PROTOCL", "D", "SHARED", "N",
                    "SERIAL", "0000075ZL101", "SWPORT", "((61,10))", "DESC", "DS8K LCU 40, it's prod"), at(1, 10)));
            assertThat(r.diagnostics()).isEmpty();
        }

        @Test
        void managedPathsAreLeftOutWithANote() throws Exception {
            ParseResult r = read(deck(statement("CNTLUNIT",
                    "CUNUMBR=001,PATH=(00,20,**),LINK=(**,F0,**),UNIT=3990,UNITADD=((00,16))")));

            assertThat(r.elements()).containsExactly(new ControlUnit(CuNumber.parse("0001"), "3990",
                    List.of(new CuPath(0, ChpidId.parse("00"), null), new CuPath(0, ChpidId.parse("20"), "F0")), null,
                    List.of(new UnitAddRange(0, 16)), Map.of(), at(1, 10)));
            assertThat(diagnostics(r)).containsExactly("deck.iocp:1:10: note: control unit 0001: 1 managed channel path"
                    + " (**) left out; dynamic channel path management assigns them at run time");
        }
    }

    @Nested
    class Devices {

        private final String cu4000 = statement("CNTLUNIT",
                "CUNUMBR=4000,PATH=((CSS(0),40),(CSS(1),40)),UNIT=2107");

        @Test
        void addressIsExpandedWithUnitAddressesFromTheLowByte() throws Exception {
            ParseResult r = read(deck(TWO_CSS, cu4000,
                    statement("IODEVICE", "ADDRESS=(4000,032),CUNUMBR=(4000),STADET=Y,UNIT=3390B")));

            assertThat(all(r, Device.class)).containsExactlyElementsOf(devices(0x4000, 32, 0x00, "3390B", null,
                    List.of("4000"), sets(0, 0, 1, 0), List.of(), false, Map.of("STADET", "Y"), at(3, 10)));
        }

        @Test
        void unitaddStepsByOneAndSchsetAppliesToEveryCss() throws Exception {
            ParseResult r = read(deck(TWO_CSS, cu4000,
                    statement("IODEVICE", "ADDRESS=(40E0,016),CUNUMBR=4000,UNIT=3390A,UNITADD=E0,SCHSET=1")));

            assertThat(all(r, Device.class)).containsExactlyElementsOf(devices(0x40E0, 16, 0xE0, "3390A", null,
                    List.of("4000"), sets(0, 1, 1, 1), List.of(), false, Map.of(), at(3, 10)));
        }

        @Test
        void unitaddNeedNotMatchTheDeviceNumber() throws Exception {
            ParseResult r = read(deck(cu4000.replace("((CSS(0),40),(CSS(1),40))", "(40)"),
                    statement("IODEVICE", "ADDRESS=(9000,2),CUNUMBR=4000,UNIT=3390B,UNITADD=10")));

            assertThat(all(r, Device.class)).containsExactlyElementsOf(devices(0x9000, 2, 0x10, "3390B", null,
                    List.of("4000"), sets(0, 0), List.of(), false, Map.of(), at(2, 10)));
        }

        @Test
        void schsetPerCss() throws Exception {
            ParseResult r = read(deck(TWO_CSS, cu4000,
                    statement("IODEVICE", "ADDRESS=(4100,2),CUNUMBR=4000,UNIT=3390A,SCHSET=((CSS(0),1),(CSS(1),2))")));

            assertThat(all(r, Device.class)).containsExactlyElementsOf(devices(0x4100, 2, 0x00, "3390A", null,
                    List.of("4000"), sets(0, 1, 1, 2), List.of(), false, Map.of(), at(3, 10)));
        }

        @Test
        void partitionListsPerCssAreFlattened() throws Exception {
            ParseResult r = read(deck(TWO_CSS, cu4000,
                    statement("IODEVICE", "ADDRESS=(800,16),CUNUMBR=(4000),UNIT=3390,PART=((CSS(0),LP1,LP2),(CSS(1),LPA))")));

            assertThat(all(r, Device.class)).containsExactlyElementsOf(devices(0x800, 16, 0x00, "3390", null,
                    List.of("4000"), sets(0, 0, 1, 0), List.of("LP1", "LP2", "LPA"), false, Map.of(), at(3, 10)));
        }

        @Test
        void aNullCandidateListTakesTheCssAway() throws Exception {
            ParseResult r = read(deck(TWO_CSS, cu4000,
                    statement("IODEVICE", "ADDRESS=(4000,1),CUNUMBR=4000,UNIT=3390B,PARTITION=((CSS(0),PRODA),(CSS(1),0))")));

            assertThat(all(r, Device.class)).containsExactly(new Device(DeviceNumber.parse("4000"), 0x00, "3390B", null, List.of(CuNumber.parse("4000")),
                    new TreeMap<>(sets(0, 0)), List.of("PRODA"), false, Map.of(), at(3, 10)));
        }

        @Test
        void notpartIsMarked() throws Exception {
            ParseResult r = read(deck(TWO_CSS, cu4000,
                    statement("IODEVICE", "ADDRESS=(4000,1),CUNUMBR=4000,UNIT=3390B,NOTPART=((CSS(1),ZVM2))")));

            assertThat(all(r, Device.class)).containsExactly(new Device(DeviceNumber.parse("4000"), 0x00, "3390B", null, List.of(CuNumber.parse("4000")),
                    new TreeMap<>(sets(0, 0, 1, 0)), List.of("ZVM2"), true, Map.of(), at(3, 10)));
        }

        @Test
        void cssOfSeveralControlUnitsAreJoined() throws Exception {
            ParseResult r = read(deck(TWO_CSS,
                    statement("CNTLUNIT", "CUNUMBR=010,PATH=((CSS(0),21)),UNIT=3990,UNITADD=((00,32))"),
                    statement("CNTLUNIT", "CUNUMBR=011,PATH=((CSS(1),22)),UNIT=3990,UNITADD=((00,32))"),
                    statement("IODEVICE", "ADDRESS=(100,1),CUNUMBR=(010,011),UNIT=3390")));

            assertThat(all(r, Device.class)).containsExactly(new Device(DeviceNumber.parse("0100"), 0x00, "3390", null,
                    List.of(CuNumber.parse("0010"), CuNumber.parse("0011")), new TreeMap<>(sets(0, 0, 1, 0)), List.of(), false, Map.of(), at(6, 10)));
        }

        @Test
        void singleValueFormsModelAndOtherKeywords() throws Exception {
            ParseResult r = read(deck(
                    statement("CNTLUNIT", "CUNUMBR=290,PATH=(34),UNIT=SWCH,UNITADD=00"),
                    labelled("DEVDIR", "IODEVICE", "ADDRESS=(2C0),CUNUMBR=290,UNIT=SWCH,UNITADD=00,MODEL=2,TIMEOUT=Y,PATH=34")));

            assertThat(all(r, Device.class)).containsExactly(new Device(DeviceNumber.parse("02C0"), 0x00, "SWCH", "2", List.of(CuNumber.parse("0290")),
                    new TreeMap<>(sets(0, 0)), List.of(), false, Map.of("TIMEOUT", "Y", "PATH", "34"), at(2, 10)));
        }

        @Test
        void aDeviceBeforeItsControlUnitIsKeptWithAWarning() throws Exception {
            ParseResult r = read(deck(statement("IODEVICE", "ADDRESS=(F100,2),CUNUMBR=F100,UNIT=FCP")));

            assertThat(r.elements()).containsExactlyElementsOf(devices(0xF100, 2, 0x00, "FCP", null, List.of("F100"),
                    sets(0, 0), List.of(), false, Map.of(), at(1, 10)));
            assertThat(diagnostics(r)).containsExactly("deck.iocp:1:44: warning: CUNUMBR= names control unit F100, which"
                    + " no CNTLUNIT statement before this one defines (IOCP needs the CNTLUNIT first); the device is kept");
        }
    }

    @Nested
    class OtherStatements {

        @Test
        void idIsReadAndGivesNothingAndMayEndWithAComma() throws Exception {
            ParseResult r = read(deck(statement("ID", "MSG1='IODF42',MSG2='SYS1.IODF42 - 2024-05-14 09:12',"
                    + "SYSTEM=(8561,1),LSYSTEM=ZL15,TOK=('ZL15',00800001B3D68561,'SYS1','IODF42'),"),
                    statement("CHPID", "PATH=(10),TYPE=OSD")));

            assertThat(r.elements()).containsExactly(new Chpid(0, ChpidId.parse("10"), "OSD", null, null, null, false, List.of(0),
                    List.of(), List.of(), false, Map.of(), at(4, 10)));
            assertThat(r.diagnostics()).isEmpty();
        }

        @Test
        void functionAndUuidStatementsAreSkippedWithOneNoteEach() throws Exception {
            ParseResult r = read(deck(statement("CHPID", "PATH=(10),TYPE=OSD"),
                    statement("FUNCTION", "FID=1000,VF=1,PCHID=17C,PORT=1,PART=((PRODA),(=)),TYPE=HYL"),
                    statement("FUNCTION", "FID=0020,VF=1,PCHID=13C,PNETID=(NETA),PART=((ZVM1),(=)),TYPE=ROC2"),
                    statement("UUID", "PARTITION=(PRODA)")));

            assertThat(r.elements()).hasSize(1);
            assertThat(diagnostics(r)).containsExactly(
                    "deck.iocp:2:10: note: 2 FUNCTION statements skipped (the first here): PCIe functions (RoCE,"
                            + " zHyperLink, ...) are not part of the storage topology zlayout models",
                    "deck.iocp:6:10: note: UUID statement skipped: UUID checking is not modelled");
        }

        @Test
        void unknownStatementIsSkippedWithAWarning() throws Exception {
            ParseResult r = read(deck("         PRINT NOGEN", statement("CHPID", "PATH=(10),TYPE=OSD")));

            assertThat(r.elements()).hasSize(1);
            assertThat(diagnostics(r)).containsExactly("deck.iocp:1:10: warning: unknown statement 'PRINT' skipped"
                    + " (IOCP statements are ID, RESOURCE, CHPID, CNTLUNIT, IODEVICE, FUNCTION, UUID)");
        }

        @Test
        void unknownKeywordIsKeptInExtraWithAWarning() throws Exception {
            ParseResult r = read(deck(statement("CHPID", "PATH=(10),TYPE=OSD,COLOUR=BLUE,FANCY")));

            assertThat(r.elements()).containsExactly(new Chpid(0, ChpidId.parse("10"), "OSD", null, null, null, false, List.of(0),
                    List.of(), List.of(), false, Map.of("COLOUR", "BLUE", "FANCY", ""), at(1, 10)));
            assertThat(diagnostics(r)).containsExactly(
                    "deck.iocp:1:35: warning: unknown CHPID keyword COLOUR= kept as coded (zlayout does not use it)",
                    "deck.iocp:1:47: warning: unknown CHPID keyword FANCY kept as coded (zlayout does not use it)");
        }

        @Test
        void aChannelPathDefinedTwiceIsAWarning() throws Exception {
            ParseResult r = read(deck(statement("CHPID", "PATH=(10),TYPE=OSD"), statement("CHPID", "PATH=(10),TYPE=FC")));

            assertThat(r.elements()).hasSize(2);
            assertThat(diagnostics(r)).containsExactly("deck.iocp:2:10: warning: chpid:0.10 is defined again (IOCP"
                    + " allows one CHPID statement per channel path and CSS) (see also deck.iocp:1:10)");
        }

        @Test
        void aControlUnitDefinedTwiceIsAWarningAndDevicesUseTheFirst() throws Exception {
            ParseResult r = read(deck(TWO_CSS,
                    statement("CNTLUNIT", "CUNUMBR=10,PATH=((CSS(0),10)),UNIT=3990"),
                    statement("CNTLUNIT", "CUNUMBR=10,PATH=((CSS(1),10)),UNIT=3990"),
                    statement("IODEVICE", "ADDRESS=10,CUNUMBR=10,UNIT=3390")));

            assertThat(all(r, Device.class)).containsExactly(new Device(DeviceNumber.parse("0010"), 0x10, "3390", null, List.of(CuNumber.parse("0010")),
                    new TreeMap<>(sets(0, 0)), List.of(), false, Map.of(), at(4, 10)));
            assertThat(diagnostics(r)).containsExactly("deck.iocp:3:10: warning: control unit 0010 is defined again;"
                    + " devices use the first definition (see also deck.iocp:2:10)");
        }
    }
}
