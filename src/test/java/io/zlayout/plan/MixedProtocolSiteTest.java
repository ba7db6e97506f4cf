package io.zlayout.plan;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.zlayout.testing.Cli;
import io.zlayout.testing.Golden;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;

import static org.assertj.core.api.Assertions.assertThat;
import static io.zlayout.testing.SiteFolders.copy;

/**
 * A guest with both ECKD and FCP disks, end to end: LNXMIX IPLs from dedicated ECKD, has a dedicated ECKD data
 * volume and a full-pack minidisk, an FCP device its entry dedicates (FC08 on CHPID C0) and one its Linux runs
 * over ATTACHed (FD08 on C1), two LUNs over both. check, model and plan are compared with goldens under
 * {@code mixed-site.expected/}, every file the plan writes too; the model's figures with a hand computation.
 */
class MixedProtocolSiteTest {

    static final Path SITE = Path.of("src/test/resources/io/zlayout/plan/mixed-site");
    static final Path EXPECTED = Path.of("src/test/resources/io/zlayout/plan/mixed-site.expected");

    @TempDir
    Path tmp;

    @Test
    void checkModelAndPlanMatchTheirGoldens() throws Exception {
        Golden.assertMatches(EXPECTED.resolve("check.txt"), render(Cli.run("check", SITE.toString())));
        Golden.assertMatches(EXPECTED.resolve("model.txt"),
                render(Cli.run("model", "--guest", "LNXMIX", SITE.toString())));
        Golden.assertMatches(EXPECTED.resolve("plan.json"), render(Cli.run("plan", "--format", "json", "--out",
                tmp.resolve("json").toString(), SITE.toString())));
        Path out = tmp.resolve("out");
        Golden.assertMatches(EXPECTED.resolve("plan.txt"),
                render(Cli.run("plan", "--out", out.toString(), SITE.toString())).replace(out.toString(), "OUT"));
        List<String> files = new ArrayList<>();
        try (Stream<Path> s = Files.walk(out)) {
            for (Path f : s.filter(Files::isRegularFile).sorted().toList()) {
                String rel = out.relativize(f).toString().replace('\\', '/');
                if (rel.startsWith(".zlayout")) {
                    continue; // the record of what zlayout wrote and its lock, not plan content
                }
                files.add(rel);
                Golden.assertMatches(EXPECTED.resolve("files").resolve(rel),
                        Files.readString(f, StandardCharsets.UTF_8));
            }
        }
        Golden.assertMatches(EXPECTED.resolve("files.txt"), String.join("\n", files) + "\n");
    }

    /**
     * By hand: every link is 16 Gb/s, 1600 MB/s. FCP: LUNs 1004 and 1104 run over C0 (FC08 -> I0001, host
     * adapter 00.0) and C1 (FD08, ATTACHed, found on C1 through the IOCDS -> I0101, 01.0): 2 x 1600 = 3200.
     * FICON: 4100 is a dedicated base without aliases, one subchannel of 400 MB/s (the DS8900F profile); 4201 is a
     * minidisk on LCU 42, whose 16 HyperPAV aliases z/VM multiplexes its I/O over (17 subchannels, 6800 MB/s), so
     * its pool P2's two ranks bound it: 2 x 2500 = 5000. FICON 5400 over 40-43 (I0000, I0100, I0230, I0330), 8600
     * MB/s in all, bound by the pool, the dedicated disk and the FCP CHPIDs. The boot volume 4000 stays out.
     */
    @Test
    void todaysFiguresAreTheHandComputation() throws Exception {
        Cli.Result r = Cli.run("model", "--format", "json", "--guest", "LNXMIX", SITE.toString());

        assertThat(r.exitCode()).as(r.err()).isZero();
        JsonNode m = new ObjectMapper().readTree(r.out());
        assertThat(m.get("throughputMBps").asDouble()).isEqualTo(8600.0);
        assertThat(m.get("bottleneck").get("kind").asText()).isEqualTo("pool");
        List<String> chpids = new ArrayList<>();
        List<String> disks = new ArrayList<>();
        double fcp = 0;
        double ficon = 0;
        for (JsonNode c : m.get("components")) {
            String element = c.get("element").asText();
            double load = c.get("loadMBps").asDouble();
            if ("chpid".equals(c.get("kind").asText())) {
                if (element.startsWith("chpid:1.C")) {
                    chpids.add(element + " " + load);
                } else {
                    ficon += load;
                }
            } else if ("disk".equals(c.get("kind").asText())) {
                String id = element.substring("volume:IBM.2107-75ZL101/".length());
                if (id.startsWith("4")) {
                    disks.add(id + " " + load);
                } else {
                    fcp += load;
                }
            }
        }
        assertThat(chpids).containsExactly("chpid:1.C0 1600.0", "chpid:1.C1 1600.0");
        assertThat(fcp).isCloseTo(3200.0, org.assertj.core.data.Offset.offset(1e-6));
        assertThat(ficon).isCloseTo(5400.0, org.assertj.core.data.Offset.offset(1e-6));
        // one subchannel for the dedicated base, the pool's two ranks for the minidisk
        assertThat(disks).containsExactly("4100 400.0", "4201 5000.0");
        Cli.Result text = Cli.run("model", "--guest", "LNXMIX", SITE.toString());
        assertThat(text.out()).contains("Predicted: 8600.0 MB/s")
                .contains("Bottleneck: pool")
                .contains("FCP 3200.0 MB/s, FICON 5400.0 MB/s")
                .contains("chpid:1.C1 ")
                .doesNotContain("fcp:0.0.fd08")
                .doesNotContain("volume:IBM.2107-75ZL101/4000 ");
    }

    @Test
    void theAttachedDeviceIsMadePermanentAndTheDedicatedOneKept() throws Exception {
        Path out = tmp.resolve("o");
        Cli.Result r = Cli.run("plan", "--format", "json", "--out", out.toString(), SITE.toString());

        assertThat(r.exitCode()).as(r.err()).isZero();
        List<String> paths = new ArrayList<>();
        new ObjectMapper().readTree(r.out()).get("guests").get(0).get("paths").forEach(p -> paths.add(
                p.get("fcpDevice").asText() + " " + p.get("origin").asText() + " " + p.get("kept").asBoolean()
                        + " " + p.path("runsToday").asBoolean()));
        assertThat(paths).containsExactly("0.0.fc08 entry true false", "0.0.fd08 running false true",
                "0.0.fe00 new false false", "0.0.ff00 new false false");
        String directory = oneLine(out.resolve("guests/lnxmix/zvm/directory.txt"));
        assertThat(directory).contains(" kept: FCP device FC08 at FC08")
                .contains(" this DEDICATE makes it permanent.\nDEDICATE FD08 FD08\n")
                .doesNotContain("DEDICATE FC08");
        assertThat(Files.readString(out.resolve("guests/lnxmix/zvm/rollback.txt")))
                .contains("ATTACH FD08 TO LNXMIX AS FD08)\nDIRM FOR LNXMIX DEDICATE FD08 DELETE\n")
                .doesNotContain("FC08 DELETE");
    }

    /**
     * Without CP's QUERY VIRTUAL FCP the real device behind FD08 is taken to be FD08 (an ATTACH without AS): the
     * plan says so in the guest's notes, on the path, and before the DEDICATE and the DirMaint command.
     */
    @Test
    void anAssumedRealDeviceIsSaidToBeAssumed() throws Exception {
        Path out = tmp.resolve("o");
        Cli.Result r = Cli.run("plan", "--format", "json", "--out", out.toString(), SITE.toString());

        assertThat(r.exitCode()).as(r.err()).isZero();
        JsonNode g = new ObjectMapper().readTree(r.out()).get("guests").get(0);
        List<String> assumed = new ArrayList<>();
        g.get("paths").forEach(p -> assumed.add(p.get("fcpDevice").asText() + " " + p.path("realAssumed").asBoolean()));
        assertThat(assumed).containsExactly("0.0.fc08 false", "0.0.fd08 true", "0.0.fe00 false", "0.0.ff00 false");
        List<String> notes = new ArrayList<>();
        g.get("notes").forEach(n -> notes.add(n.asText()));
        assertThat(notes).anySatisfy(n -> assertThat(n).startsWith("FCP device FD08 (chpid:1.C1): LNXMIX's Linux"
                + " runs over virtual device FD08 and no CP QUERY VIRTUAL FCP of LNXMIX was given")
                .contains("'vmcp query virtual fcp'"));
        String flat = "real device number is assumed equal to the virtual one";
        assertThat(oneLine(out.resolve("guests/lnxmix/zvm/directory.txt"))).contains(flat);
        assertThat(oneLine(out.resolve("guests/lnxmix/zvm/dirmaint.txt"))).contains(flat);
        assertThat(oneLine(out.resolve("site/zvm-directory.txt"))).contains(flat);
    }

    /** With CP's QUERY VIRTUAL FCP showing FD08 on real FD08, nothing is assumed and nothing is said. */
    @Test
    void aRealDeviceCpConfirmsIsNotSaidToBeAssumed() throws Exception {
        Path site = copy(SITE, tmp.resolve("site"));
        Files.writeString(site.resolve("hosts/lnxmix/cp-query-virtual-fcp.txt"),
                "FCP  FD08 ON FCP   FD08 CHPID C1 SUBCHANNEL = 000B\nFD08 TOKEN = 0000000362A42C00\n");
        Path out = tmp.resolve("o");
        Cli.Result r = Cli.run("plan", "--format", "json", "--out", out.toString(), site.toString());

        assertThat(r.exitCode()).as(r.err()).isZero();
        JsonNode g = new ObjectMapper().readTree(r.out()).get("guests").get(0);
        List<String> paths = new ArrayList<>();
        g.get("paths").forEach(p -> paths.add(p.get("fcpDevice").asText() + " " + p.get("origin").asText() + " "
                + p.path("realAssumed").asBoolean()));
        assertThat(paths).contains("0.0.fd08 running false");
        assertThat(g.get("notes").toString()).doesNotContain("QUERY VIRTUAL FCP");
        assertThat(oneLine(out.resolve("guests/lnxmix/zvm/directory.txt"))).contains("DEDICATE FD08 FD08")
                .doesNotContain("assumed");
        assertThat(oneLine(out.resolve("guests/lnxmix/zvm/dirmaint.txt"))).doesNotContain("assumed");
    }

    /**
     * The entry now links a minidisk at FD08, the number Linux sees the ATTACHed FCP device at: the plan dedicates
     * the device at a free number and says that Linux will see it there, and its zfcp configuration uses it.
     */
    @Test
    void aRunningDeviceMovedToAnotherVdevIsSaid() throws Exception {
        Path site = copy(SITE, tmp.resolve("site"));
        Path direct = site.resolve("zvm/user.direct");
        Files.writeString(direct, Files.readString(direct) + " LINK MAINT 0190 FD08 RR\n");
        Path out = tmp.resolve("o");
        Cli.Result r = Cli.run("plan", "--format", "json", "--out", out.toString(), site.toString());

        assertThat(r.exitCode()).as(r.err()).isZero();
        JsonNode g = new ObjectMapper().readTree(r.out()).get("guests").get(0);
        String vdev = null;
        for (JsonNode p : g.get("paths")) {
            if ("FD08".equals(p.path("device").asText(p.get("vdev").asText()))
                    || "running".equals(p.get("origin").asText())) {
                vdev = p.get("vdev").asText();
            }
        }
        assertThat(vdev).isNotNull().isNotEqualTo("FD08");
        String bus = "0.0." + vdev.toLowerCase(java.util.Locale.ROOT);
        assertThat(g.get("notes").toString()).contains("FCP device FD08: LNXMIX's Linux runs over it today at"
                + " virtual device FD08 (bus ID 0.0.fd08)").contains("the DEDICATE puts it at " + vdev
                + ", so after the next logon Linux sees it as " + bus);
        assertThat(Files.readString(out.resolve("guests/lnxmix/zvm/directory.txt")))
                .contains("DEDICATE " + vdev + " FD08\n");
        assertThat(Files.readString(out.resolve("guests/lnxmix/linux/etc/zfcp.conf"))).contains(bus + " ")
                .contains("# Real FCP device FD08 (bus ID " + bus + " in this plan) is in use today")
                .doesNotContain("0.0.fd08");
    }

    /** The same site, FD08 free in the entry: the device stays at FD08 and no such note. */
    @Test
    void aRunningDeviceKeptAtItsVdevIsNotSaidToMove() throws Exception {
        Cli.Result r = Cli.run("plan", "--format", "json", "--out", tmp.resolve("o").toString(), SITE.toString());

        assertThat(r.exitCode()).as(r.err()).isZero();
        assertThat(r.out()).doesNotContain("which the plan cannot keep");
    }

    /**
     * access: fcp plans LUNs only: LNXMIX's ECKD data (dedicated 0202 on 4100, full-pack minidisk 0203 on ZL4201)
     * is neither planned nor released, and a note names both; the boot volume 4000 is not among them.
     */
    @Test
    void dataDisksOfAnotherAccessAreNamedNotReleased() throws Exception {
        Cli.Result r = Cli.run("plan", "--format", "json", "--out", tmp.resolve("o").toString(), SITE.toString());

        assertThat(r.exitCode()).as(r.err()).isZero();
        JsonNode g = new ObjectMapper().readTree(r.out()).get("guests").get(0);
        assertThat(g.get("releases")).isEmpty();
        List<String> notes = new ArrayList<>();
        g.get("notes").forEach(n -> notes.add(n.asText()));
        assertThat(notes).anySatisfy(n -> assertThat(n).startsWith("guest LNXMIX's data disks of another access"
                + " than fcp stay as they are, neither planned nor released: 0202 (dedicated, volume 4100), 0203"
                + " (full-pack minidisk on ZL4201, volume 4201); the data on them stays there: move it").doesNotContain("4000"));
    }

    /** Without the ECKD data statements the guest has no disk of another access: no such note. */
    @Test
    void aGuestWithoutDataDisksOfAnotherAccessGetsNoSuchNote() throws Exception {
        Path site = copy(SITE, tmp.resolve("site"));
        Path direct = site.resolve("zvm/user.direct");
        Files.writeString(direct, Files.readString(direct).replace(" DEDICATE 0202 4100\n", "")
                .replace(" MDISK 0203 3390 0001 END ZL4201 MR\n", ""));
        Cli.Result r = Cli.run("plan", "--format", "json", "--out", tmp.resolve("o").toString(), site.toString());

        assertThat(r.exitCode()).as(r.err()).isZero();
        assertThat(r.out()).contains("LNXMIX").doesNotContain("of another access");
    }

    private static String oneLine(Path f) throws java.io.IOException {
        return Files.readString(f).replace("\n* ", " ");
    }

    @Test
    void theReportPageSaysWhereEachFcpDeviceComesFrom() throws Exception {
        Path html = tmp.resolve("site.html");
        Cli.Result r = Cli.run("report", "--html", html.toString(), SITE.toString());

        assertThat(r.exitCode()).as(r.err()).isZero();
        String page = Files.readString(html);
        assertThat(page).contains("<td class=\"id\">0.0.fc08</td><td>in the entry</td>")
                .contains("<td class=\"id\">0.0.fd08</td><td>runs today, not in the entry: the DEDICATE makes it"
                        + " permanent (real device assumed equal to the virtual one: confirm with QUERY VIRTUAL"
                        + " FCP)</td>")
                .contains("<td class=\"id\">0.0.fe00</td><td>new</td>");
    }

    @Test
    void theWorkbookPlanSheetSaysWhereEachFcpDeviceComesFrom() throws Exception {
        Path xlsx = tmp.resolve("site.xlsx");
        Cli.Result r = Cli.run("report", "--xlsx", xlsx.toString(), SITE.toString());

        assertThat(r.exitCode()).as(r.err()).isZero();
        List<String> rows = new ArrayList<>();
        try (org.apache.poi.xssf.usermodel.XSSFWorkbook wb = new org.apache.poi.xssf.usermodel.XSSFWorkbook(
                Files.newInputStream(xlsx))) {
            org.apache.poi.ss.usermodel.Sheet plan = wb.getSheet("Plan");
            List<String> header = new ArrayList<>();
            plan.getRow(0).forEach(c -> header.add(c.getStringCellValue()));
            int fcp = header.indexOf("FCP device");
            int today = header.indexOf("Today");
            assertThat(today).isEqualTo(fcp + 1);
            for (org.apache.poi.ss.usermodel.Row row : plan) {
                org.apache.poi.ss.usermodel.Cell kind = row.getCell(header.indexOf("Kind"));
                if (row.getRowNum() > 0 && kind != null && "path".equals(kind.getStringCellValue())) {
                    rows.add(row.getCell(fcp).getStringCellValue() + " | " + row.getCell(today).getStringCellValue());
                }
            }
        }
        assertThat(rows).containsExactly("0.0.fc08 | in the entry",
                "0.0.fd08 | runs today, not in the entry: the DEDICATE makes it permanent (real device assumed"
                        + " equal to the virtual one: confirm with QUERY VIRTUAL FCP)",
                "0.0.fe00 | new", "0.0.ff00 | new");
    }

    @Test
    void aGuestNoInputKnowsTodayIsSaidToBeNewNotLeftBlank() throws Exception {
        String intent = SITE.resolveSibling("mixed-site.newcomer.intent.yaml").toString();
        Cli.Result text = Cli.run("plan", "--intent", intent, "--out", tmp.resolve("t").toString(), SITE.toString());
        Cli.Result json = Cli.run("plan", "--format", "json", "--intent", intent, "--out",
                tmp.resolve("j").toString(), SITE.toString());

        assertThat(text.exitCode()).as(text.err()).isZero();
        assertThat(text.out()).contains("MB/s now, ").contains("  now: nothing to model today: LNXNEW has no disks"
                + " today (neither a directory entry's DEDICATE or MDISK nor Linux captures under hosts/lnxnew/ give"
                + " it volumes the storage export has): a new guest\n");
        JsonNode t = new ObjectMapper().readTree(json.out()).get("guests").get(0).get("throughput");
        assertThat(t.get("currentMBps").isNull()).isTrue();
        assertThat(t.get("currentNote").asText()).startsWith("nothing to model today: LNXNEW has no disks today");
    }

    /** Exit code, then standard output, then standard error. */
    private static String render(Cli.Result r) {
        return "exit " + r.exitCode() + "\n" + r.out() + (r.err().isEmpty() ? "" : "--- stderr\n" + r.err());
    }
}
