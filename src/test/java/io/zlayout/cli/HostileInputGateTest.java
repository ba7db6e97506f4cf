package io.zlayout.cli;

import io.zlayout.testing.Cli;
import io.zlayout.testing.SiteFolders;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * The hostile-input suite, continued for issue "A gate that never passes blind": each case through the CLI asserts
 * the exit code, the message, and that no file other than zlayout's own outputs changed (every file under the
 * test folder hashed, with its mode, before and after the run).
 */
@Timeout(120)
class HostileInputGateTest {

    @TempDir
    Path tmp;

    Path site;

    @BeforeEach
    void copySite() throws Exception {
        site = tmp.resolve("site");
        SiteFolders.copy(Path.of("samples/ds8k-site"), site);
    }

    /** Every file and folder under the test folder but {@code except}: its mode and the hash of its content. */
    private Map<String, String> snapshot(Path... except) throws Exception {
        return SiteFolders.state(tmp, except);
    }

    /** Runs zlayout and expects a usage error with {@code message}, nothing changed. */
    private void refused(String message, String... args) throws Exception {
        Map<String, String> before = snapshot();
        Cli.Result r = Cli.run(args);
        assertThat(r.exitCode()).as(r.err()).isEqualTo(2);
        assertThat(r.err()).isEqualTo("zlayout: " + message + "\n");
        assertThat(snapshot()).isEqualTo(before);
    }

    // ---- outputs never land on inputs ------------------------------------------------------------------

    @Test
    void checkOutputOverAnInputFileIsRefused() throws Exception {
        Path lsfbvol = site.resolve("storage/lsfbvol.txt");
        refused("--output " + lsfbvol + " is inside the input " + site + " of this run; write it outside the inputs",
                "check", site.toString(), "-o", lsfbvol.toString());
    }

    @Test
    void checkOutputOverALooseInputFileIsRefused() throws Exception {
        Path deck = site.resolve("iocds/IOCDS01.deck");
        refused("--output " + deck + " is the input " + deck + " of this run; write it outside the inputs",
                "check", deck.toString(), "--format", "json", "--output", deck.toString());
    }

    @Test
    void anOutputReachedThroughALinkIsStillTheInput() throws Exception {
        Path link = Files.createSymbolicLink(tmp.resolve("link.txt"), site.resolve("storage/lsfbvol.txt"));
        refused("--output " + link + " is inside the input " + site + " of this run; write it outside the inputs",
                "inventory", site.toString(), "-o", link.toString());
    }

    @Test
    void reportOverAnInputIsRefused() throws Exception {
        Path deck = site.resolve("iocds/IOCDS01.deck");
        refused("--html " + deck + " is inside the input " + site + " of this run; write it outside the inputs",
                "report", site.toString(), "--html", deck.toString());
        refused("--xlsx " + site.resolve("zlayout.yaml") + " is inside the input " + site
                + " of this run; write it outside the inputs",
                "report", site.toString(), "--xlsx", site.resolve("zlayout.yaml").toString());
    }

    @Test
    void createBaselineOverAnInputIsRefused() throws Exception {
        Path yaml = site.resolve("zlayout.yaml");
        refused("--create-baseline " + yaml + " is inside the input " + site
                + " of this run; write it outside the inputs",
                "check", site.toString(), "--create-baseline", yaml.toString());
    }

    @Test
    void diffOutputOverEitherSideIsRefused() throws Exception {
        Path deck = site.resolve("iocds/IOCDS01.deck");
        refused("--output " + deck + " is inside the input " + site + " of this run; write it outside the inputs",
                "diff", site.toString(), site.toString(), "-o", deck.toString());
    }

    @Test
    void modelAndPlanPrintedOutputOverAnInputIsRefused() throws Exception {
        Path deck = site.resolve("iocds/IOCDS01.deck");
        refused("--output " + deck + " is inside the input " + site + " of this run; write it outside the inputs",
                "model", site.toString(), "-o", deck.toString());
        refused("--output " + deck + " is inside the input " + site + " of this run; write it outside the inputs",
                "plan", site.toString(), "--out-dir", tmp.resolve("out").toString(), "-o", deck.toString());
    }

    @Test
    void aBaselineKeptInTheSiteIsNotAnInputAndStrictStillPasses() throws Exception {
        // given the baseline where docs/change-management.md keeps it: in the site folder
        Path baseline = site.resolve("zlayout.baseline.json");
        Cli.Result created = Cli.run("check", site.toString(), "--create-baseline", baseline.toString());
        assertThat(created.exitCode()).as(created.err()).isZero();

        // when the site is checked against it, strictly
        Cli.Result r = Cli.run("check", site.toString(), "--baseline", baseline.toString(), "--strict");

        // then the baseline is not read as an input (no skipped file for --strict), and nothing is new
        assertThat(r.exitCode()).as(r.err()).isZero();
        assertThat(r.out()).contains("baseline: 0 new");
        Cli.Result inventory = Cli.run("inventory", site.toString());
        assertThat(inventory.out() + inventory.err()).contains("left out: a zlayout.baseline/1 file zlayout wrote,"
                + " not an input");

        // and the ratchet replaces the baseline it compares with
        Cli.Result ratchet = Cli.run("check", site.toString(), "--baseline", baseline.toString(),
                "--create-baseline", baseline.toString());
        assertThat(ratchet.exitCode()).as(ratchet.err()).isZero();
    }

    // ---- forged lines ----------------------------------------------------------------------------------

    @Test
    void controlCharactersInFileNamesNeverForgeALine() throws Exception {
        // given file names holding LF, CR, ESC, BEL and a right-to-left override, each with text after it
        Path storage = site.resolve("storage");
        Files.move(storage.resolve("lsfbvol.txt"), storage.resolve("lsfbvol\nFORGED-LF.txt"));
        Files.move(storage.resolve("lsckdvol.txt"), storage.resolve("lsckdvol\rFORGED-CR.txt"));
        Files.move(storage.resolve("lssi.txt"), storage.resolve("lssi\u001b[2J\u0007FORGED-ESC.txt"));
        Files.move(storage.resolve("hosts.txt"), storage.resolve("hosts\u202eFORGED-BIDI.txt"));
        Files.writeString(storage.resolve("junk\nFORGED-JUNK.txt"), "nothing zlayout reads\n");

        for (String[] args : new String[][] {{"inventory", site.toString()}, {"check", site.toString()},
                {"check", site.toString(), "--format", "csv"}}) {
            Cli.Result r = Cli.run(args);
            String all = r.out() + r.err();
            // then no line starts with what followed a control character, and none is left raw
            assertThat(all.lines().filter(l -> l.startsWith("FORGED"))).as(String.join(" ", args)).isEmpty();
            assertThat(all).as(String.join(" ", args)).doesNotContain("\r", "\u001b", "\u0007", "\u202e");
        }
        Cli.Result inventory = Cli.run("inventory", site.toString());
        assertThat(inventory.out()).contains("lsfbvol\\x0aFORGED-LF.txt", "lsckdvol\\x0dFORGED-CR.txt",
                "lssi\\x1b[2J\\x07FORGED-ESC.txt", "hosts\\u202eFORGED-BIDI.txt");
        assertThat(inventory.out() + inventory.err()).contains("junk\\x0aFORGED-JUNK.txt");

        // and the page shows them escaped too, and JSON and SARIF stay valid
        Path html = tmp.resolve("out/site.html");
        Cli.Result report = Cli.run("report", site.toString(), "--html", html.toString());
        assertThat(report.exitCode()).as(report.err()).isZero();
        assertThat(Files.readString(html)).doesNotContain("\u001b", "\u0007", "\u202e");
        com.fasterxml.jackson.databind.ObjectMapper json = new com.fasterxml.jackson.databind.ObjectMapper();
        json.readTree(Cli.run("check", site.toString(), "--format", "json").out());
        json.readTree(Cli.run("check", site.toString(), "--format", "sarif").out());
        json.readTree(Cli.run("inventory", site.toString(), "--format", "json").out());
    }

    // ---- messages --------------------------------------------------------------------------------------

    /** Runs zlayout on the site with {@code yaml} as its zlayout.yaml: an input error (exit 3), nothing changed. */
    private String manifestError(String yaml) throws Exception {
        Files.writeString(site.resolve("zlayout.yaml"), yaml);
        Map<String, String> before = snapshot();
        Cli.Result r = Cli.run("check", site.toString());
        assertThat(r.exitCode()).as(r.err()).isEqualTo(3);
        assertThat(snapshot()).isEqualTo(before);
        assertThat(r.err()).doesNotContain("Exception", "at com.", "at org.");
        return r.err().replace(site.resolve("zlayout.yaml") + ":", "zlayout.yaml:");
    }

    @Test
    void aYamlSyntaxErrorIsReportedWhereItIsWithWhatItIs() throws Exception {
        assertThat(manifestError("storage: IBM.2107-75ZL101\nintent:\n  guests:\n    - {name: LNX1, disks: 2,\n"
                + "       access: fcp}\n  stripeSize: 64k\n\n\tworkload: x\n"))
                .isEqualTo("zlayout: error: zlayout.yaml:8:1: expected valid YAML, found a tab character (YAML indents"
                        + " with spaces only)\n");
        assertThat(manifestError("storage: IBM.2107-75ZL101\nfabric\n  - {chpid: \"40\", ioport: I0000}\n"))
                .startsWith("zlayout: error: zlayout.yaml:3:");
    }

    @Test
    void invalidManifestValuesAreErrorsAtTheirLineAndColumn() throws Exception {
        Map<String, String> cases = new java.util.LinkedHashMap<>();
        cases.put("fabric: [{chpid: \"1.2.3.4\", ioport: I0000}]", "1:18: expected a CHPID");
        cases.put("fabric: [{chpid: \"\", ioport: I0000}]", "1:18: expected a CHPID");
        cases.put("fabric: [{chpid: \"40\", ioport: \"\"}]", "1:32: expected an I/O port id");
        cases.put("fabric: [{chpid: \"40\", ioport: \"I99999999\"}]", "1:32: expected an I/O port id");
        cases.put("fabric: [{chpid: \"40\", ioport: I0000, link: \"GGGGGGG\"}]", "1:45: expected a FICON link address");
        cases.put("storage: \"\"", "1:10: expected a storage image id");
        cases.put("storage: \"IBM.2107\\a75ZL101\"", "1:10: expected a storage image id");
        cases.put("controlUnits: {\"4000\": \"\"}", "1:24: expected a storage image id");
        cases.put("hosts: {\"\": \"\"}", "1:9: expected a guest name");
        cases.put("hosts: {~: hosts/x}", "1:9: expected a guest name");
        cases.put("inputs: [\"\"]", "1:10: expected a file or folder of the site");
        cases.put("capacities: {frobs: 3}", "1:14: capacities: expected one of the keys");
        cases.put("capacities:\n  chpid: {seq-read: [1]}", "2:21: capacities.chpid.seq-read: expected a number");
        cases.put("capacities:\n  elements:\n    \"chpid:0.40\": {seq-read: 80, sauce: x}",
                "3:34: capacities.elements.chpid:0.40: expected one of the keys");
        for (Map.Entry<String, String> c : cases.entrySet()) {
            assertThat(manifestError(c.getKey() + "\n")).as(c.getKey()).startsWith("zlayout: error: zlayout.yaml:"
                    + c.getValue());
        }
    }

    @Test
    void mistypedCommandsOptionsAndRulesGetSuggestions() {
        Cli.Result command = Cli.run("chek", site.toString());
        assertThat(command.exitCode()).isEqualTo(2);
        assertThat(command.err()).contains("Did you mean: zlayout check");
        Cli.Result option = Cli.run("check", "--formt", "json", site.toString());
        assertThat(option.exitCode()).isEqualTo(2);
        assertThat(option.err()).contains("--format");
        Cli.Result rule = Cli.run("explain", "single-paths");
        assertThat(rule.exitCode()).isEqualTo(2);
        assertThat(rule.err()).isEqualTo("zlayout: unknown rule 'single-paths' (did you mean single-path?); 'zlayout"
                + " rules' lists them\n");
    }

    @Test
    void nothingToReadNamesEachFileAndWhy() throws Exception {
        Path junk = Files.writeString(tmp.resolve("notes.txt"), "nothing zlayout reads\n");
        Cli.Result r = Cli.run("inventory", junk.toString());
        assertThat(r.exitCode()).isEqualTo(3);
        assertThat(r.err()).contains("nothing to read").contains(junk.toString());

        Path only = Files.createDirectories(tmp.resolve("only"));
        Files.writeString(only.resolve("zlayout.yaml"), "storage: IBM.2107-75ZL101\n");
        Cli.Result manifestOnly = Cli.run("inventory", only.toString());
        assertThat(manifestOnly.exitCode()).isEqualTo(3);
        assertThat(manifestOnly.err()).endsWith(": " + only + " holds no file but its zlayout.yaml\n");
    }

    // ---- archives --------------------------------------------------------------------------------------

    @Test
    void aMemberRefusedAsUnsafeFailsStrictNamingArchiveAndMember() throws Exception {
        // given the site's captures plus an archive holding a member named outside it
        Path archive = site.resolve("hosts/lnx1/captures.tar.gz");
        Map<String, String> members = new java.util.LinkedHashMap<>();
        members.put("../../etc/lsluns.txt", Files.readString(site.resolve("hosts/lnx1/lsluns.txt")));
        members.put("lsluns.txt", Files.readString(site.resolve("hosts/lnx1/lsluns.txt")));
        Files.write(archive, io.zlayout.input.ArchiveTest.gzip(io.zlayout.input.ArchiveTest.tar(members)));
        Map<String, String> before = snapshot();

        Cli.Result lax = Cli.run("inventory", site.toString());
        Cli.Result strict = Cli.run("inventory", site.toString(), "--strict");

        assertThat(lax.exitCode()).isZero();
        assertThat(lax.out() + lax.err()).contains(archive + "!/../../etc/lsluns.txt: warning: member not read: named"
                + " outside the archive's own folder");
        assertThat(strict.exitCode()).isEqualTo(3);
        assertThat(strict.err()).contains("--strict");
        assertThat(snapshot()).isEqualTo(before);
    }

    @Test
    void nestingBeyondTheLimitsIsSaidInTheDocumentsOwnTermsAtItsPlace() throws Exception {
        assertThat(manifestError("intent:\n  guests: " + "[".repeat(70) + "]".repeat(70) + "\n"))
                .isEqualTo("zlayout: error: zlayout.yaml:2:" + (11 + 62) + ": expected lists and mappings nested at"
                        + " most 64 levels deep, found a 65th level\n");
        assertThat(manifestError("? [a]\n: 1\n")).doesNotContain("org.", "com.", "snakeyaml", "Jackson")
                .startsWith("zlayout: error: zlayout.yaml:1:").contains("a list or mapping used as a key");

        Path baseline = Files.writeString(tmp.resolve("baseline.json"), "{\"schema\": \"zlayout.baseline/1\","
                + " \"findings\": " + "[".repeat(70) + "]".repeat(70) + "}\n");
        Cli.Result r = Cli.run("check", site.toString(), "--baseline", baseline.toString());
        assertThat(r.exitCode()).as(r.err()).isEqualTo(3);
        assertThat(r.err()).isEqualTo("zlayout: error: " + baseline + ":1:" + (46 + 63) + ": expected lists and"
                + " mappings nested at most 64 levels deep, found a 65th level\n");
    }

    // ---- the input that is missing, never another -------------------------------------------------------

    @Test
    void planAndModelNameTheInputThatIsMissingNeverAnother() throws Exception {
        for (String missing : List.of("iocds", "storage")) {
            // given the worst-case sample without its IOCDS, or without its storage export
            Path wc = tmp.resolve("wc-" + missing);
            Path from = Path.of("samples/worst-case");
            try (Stream<Path> s = Files.walk(from)) {
                for (Path p : (Iterable<Path>) s::iterator) {
                    String rel = from.relativize(p).toString();
                    if (!rel.startsWith(missing)) {
                        Path to = wc.resolve(rel);
                        if (Files.isDirectory(p)) {
                            Files.createDirectories(to);
                        } else {
                            Files.copy(p, to);
                        }
                    }
                }
            }
            Map<String, String> before = snapshot();

            // when it is planned and modelled
            Cli.Result plan = Cli.run("plan", wc.toString(), "--out-dir", tmp.resolve("out-" + missing).toString());
            Cli.Result model = Cli.run("model", wc.toString());

            // then both name that input, and blame neither the other input nor the z/VM directory
            String named = missing.equals("iocds") ? "no IOCDS was read" : "no storage export was read";
            assertThat(plan.exitCode()).as(plan.err()).isEqualTo(1);
            assertThat(plan.err()).contains("guest LINUX01 (access eckd) cannot be planned: " + named)
                    .doesNotContain("are free");
            assertThat(model.exitCode()).as(model.err()).isEqualTo(3);
            assertThat(model.err()).contains(named).doesNotContain(missing.equals("iocds") ? "storage export was"
                    : "IOCDS was");
            assertThat(snapshot()).isEqualTo(before);
        }
    }

    // ---- what a plan could not write ---------------------------------------------------------------------

    @Test
    void aPlanWithSomeFcpPathsWithoutATargetPortSaysWhichOnStdoutAndInItsReadme() throws Exception {
        // given the site without its captures, and 'fabric:' naming the ports of two of its four FCP CHPIDs
        Path manifest = site.resolve("zlayout.yaml");
        Files.writeString(manifest, Files.readString(manifest).replaceAll("(?m)^.*\"1\\.C[23]\".*\n", ""));
        try (Stream<Path> s = Files.walk(site.resolve("hosts"))) {
            s.sorted(java.util.Comparator.reverseOrder()).forEach(p -> p.toFile().delete());
        }
        Path out = tmp.resolve("plan");

        // when it is planned
        Cli.Result r = Cli.run("plan", site.toString(), "--out-dir", out.toString());

        // then each FCP guest's two blind paths are named with their FCP devices, where the plan is printed, in
        // README.txt and in the guest's summary, and its zfcp.conf has LUN lines through the other two only
        assertThat(r.exitCode()).as(r.err()).isZero();
        String lnx1 = "2 of its 4 FCP paths have no known target port: CHPID 1.C2 (FCP device 0.0.fe00), CHPID 1.C3"
                + " (FCP device 0.0.ff00). No LUN line goes through them";
        assertThat(r.out()).contains("  not written: " + lnx1, "chpid:1.C2 via FCP device 0.0.fe00 (kept) -> target"
                + " port unknown: no LUN line written\n");
        String readme = Files.readString(out.resolve("README.txt")).replaceAll("\n +", " ");
        assertThat(readme).contains("What this plan could not write", "- LNX1: " + lnx1, "- LNX2: 2 of its 4 FCP");
        assertThat(Files.readString(out.resolve("guests/lnx1/summary.txt")).replaceAll("\n +", " "))
                .contains("Not written: " + lnx1);
        List<String> luns = Files.readAllLines(out.resolve("guests/lnx1/linux/etc/zfcp.conf")).stream()
                .filter(l -> l.startsWith("0.0.")).toList();
        assertThat(luns).isNotEmpty().allMatch(l -> l.startsWith("0.0.fc00 ") || l.startsWith("0.0.fd00 "));

        // and the page and the workbook's Summary say it too
        Path html = tmp.resolve("report/site.html");
        Path xlsx = tmp.resolve("report/site.xlsx");
        Cli.Result report = Cli.run("report", site.toString(), "--html", html.toString(), "--xlsx", xlsx.toString());
        assertThat(report.exitCode()).as(report.err()).isZero();
        List<String> page = org.jsoup.Jsoup.parse(Files.readString(html)).select("p.not-written").eachText();
        assertThat(page).hasSize(2);
        assertThat(page.get(0)).startsWith("Not written for LNX1: " + lnx1).endsWith("Add the cabling to 'fabric:'"
                + " and plan again.");
        assertThat(page.get(1)).startsWith("Not written for LNX2: 2 of its 4 FCP paths have no known target port:"
                + " CHPID 1.C2 (FCP device 0.0.fe01), CHPID 1.C3 (FCP device 0.0.ff01).");
        List<String> rows = new java.util.ArrayList<>();
        try (var in = Files.newInputStream(xlsx); var wb = new org.apache.poi.xssf.usermodel.XSSFWorkbook(in)) {
            for (var row : wb.getSheet("Summary")) {
                if (row.getCell(0) != null && row.getCell(0).toString().equals("Not written")) {
                    rows.add(row.getCell(1).getStringCellValue());
                }
            }
        }
        assertThat(rows).hasSize(2).allMatch(row -> row.matches("LNX[12]: 2 of its 4 FCP paths have no known target port:.*"));
    }

    @Test
    void withoutFabricTheCapturedPathsNameTheTargetPortsAndFabricUnmappedSaysWhatIsNotTraced() throws Exception {
        // given the site without 'fabric:' entries for its FCP CHPIDs
        Path manifest = site.resolve("zlayout.yaml");
        Files.writeString(manifest, Files.readString(manifest).replaceAll("(?m)^.*\"1\\.C[0-3]\".*\n", ""));

        // when it is checked with its captures, and then without them
        Cli.Result traced = Cli.run("check", site.toString(), "--format", "csv", "--fail-on", "never");
        try (Stream<Path> s = Files.walk(site.resolve("hosts"))) {
            s.sorted(java.util.Comparator.reverseOrder()).forEach(p -> p.toFile().delete());
        }
        Cli.Result blind = Cli.run("check", site.toString(), "--fail-on", "never");
        Cli.Result plan = Cli.run("plan", site.toString(), "--out-dir", tmp.resolve("plan").toString());

        // then the captures trace every FCP CHPID; without them fabric-unmapped names all four, and plan refuses
        // naming 'fabric:' and the captures, never the zoning it does not read
        assertThat(traced.out()).doesNotContain("FCP CHPIDs");
        assertThat(blind.out()).contains("[fabric-unmapped]", "4 of 4 FCP CHPIDs with FCP devices in CSS 1 cannot be"
                + " traced to a storage I/O port (1.C0, 1.C1, 1.C2, 1.C3)");
        assertThat(plan.exitCode()).isEqualTo(1);
        assertThat(plan.err()).contains("zlayout.yaml 'fabric:' names no storage I/O port for their FCP CHPIDs and no"
                + " guest capture (lszfcp -D) shows a path over them").doesNotContain("zoning");
    }

    // ---- tampering -------------------------------------------------------------------------------------

    @Test
    void aPlanFolderEditedByHandIsSeenByDiffAndRefusedByForce() throws Exception {
        // given two plans of the site, and a LUN of the second edited by hand
        Path one = tmp.resolve("plan1");
        Path two = tmp.resolve("plan2");
        assertThat(Cli.run("plan", site.toString(), "--out-dir", one.toString()).exitCode()).isZero();
        assertThat(Cli.run("plan", site.toString(), "--out-dir", two.toString()).exitCode()).isZero();
        assertThat(Cli.run("diff", one.toString(), two.toString()).out()).isEqualTo("No change in the files.\n");
        Path zfcp = two.resolve("guests/lnx1/linux/etc/zfcp.conf");
        List<String> lines = new java.util.ArrayList<>(Files.readAllLines(zfcp));
        int lun = java.util.stream.IntStream.range(0, lines.size()).filter(n -> lines.get(n).startsWith("0.0."))
                .findFirst().orElseThrow();
        lines.set(lun, lines.get(lun).replace("0x40", "0x41"));
        Files.write(zfcp, lines);
        Map<String, String> before = snapshot();

        // when the plans are compared, and the second is replaced with --force
        Cli.Result diff = Cli.run("diff", one.toString(), two.toString());
        Cli.Result force = Cli.run("plan", site.toString(), "--out-dir", two.toString(), "--force");

        // then the diff names the edited file and fails, and --force refuses to replace it
        assertThat(diff.exitCode()).isEqualTo(1);
        assertThat(diff.out()).isEqualTo(two + " no longer matches the record the plan wrote:\n"
                + "  edited since: guests/lnx1/linux/etc/zfcp.conf\n"
                + "Files, " + one + " -> " + two + ":\n"
                + "  changed: guests/lnx1/linux/etc/zfcp.conf\n");
        assertThat(force.exitCode()).isEqualTo(2);
        assertThat(force.err()).contains("guests/lnx1/linux/etc/zfcp.conf was written by an earlier plan and has"
                + " changed since");
        assertThat(snapshot()).isEqualTo(before);
    }
}
