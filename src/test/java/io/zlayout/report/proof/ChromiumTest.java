package io.zlayout.report.proof;

import io.zlayout.report.html.SitePage;
import io.zlayout.report.site.ReportSamples;
import io.zlayout.report.site.SiteReport;
import io.zlayout.testing.Programs;
import org.jsoup.Jsoup;
import org.jsoup.nodes.Document;
import org.jsoup.nodes.Element;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.nio.ByteBuffer;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

/**
 * A real browser renders the page: headless Chromium runs its script and dumps the DOM, takes a screenshot
 * and prints it to PDF. The screenshot is kept as {@code target/report-screenshot.png} for a person to look at.
 */
class ChromiumTest {

    @TempDir
    Path dir;

    @Test
    void chromiumRunsThePageAndItsDomCarriesTheFindingsAndTheSvg() throws Exception {
        Path page = page();

        Programs.Run run = chromium(List.of("--dump-dom", page.toUri().toString()));

        assertThat(run.exitCode()).as(run.err()).isZero();
        Document dom = Jsoup.parse(run.out());
        assertThat(dom.select("#findings-table tbody tr")).hasSize(10);
        assertThat(dom.select("#findings-table tbody tr td:eq(1)").eachText()).containsExactly(
                "chpid-not-on-all-lcus", "ckd-fb-shared-adapter", "consecutive-addresses", "da-pair-concentration",
                "lcu-without-aliases", "lcu-without-aliases", "same-channel-card", "server-imbalance", "single-path",
                "single-switch");
        // the script ran: the filter is shown and counts the rows
        assertThat(dom.selectFirst("#filter").hasAttr("hidden")).isFalse();
        assertThat(dom.selectFirst("#shown").text()).isEqualTo("10 of 10 shown");
        Element svg = dom.selectFirst("svg.topology");
        assertThat(svg).isNotNull();
        assertThat(svg.select("g.chpid rect")).hasSize(4);
        assertThat(svg.select("g.rank rect")).hasSize(4);
        // the guest whose name carries a script tag is text, and no script but the page's own exists
        assertThat(dom.select("script")).hasSize(1);
        assertThat(dom.select("#guests td.id").eachText()).contains(ReportSamples.HOSTILE_GUEST);
    }

    @Test
    void chromiumTakesAScreenshotOfThePage() throws Exception {
        Path page = page();
        Path png = dir.resolve("shot.png");

        Programs.Run run = chromium(List.of("--window-size=1280,2400", "--screenshot=" + png, page.toUri().toString()));

        assertThat(run.exitCode()).as(run.err()).isZero();
        byte[] bytes = Files.readAllBytes(png);
        assertThat(new String(bytes, 1, 3, StandardCharsets.ISO_8859_1)).isEqualTo("PNG");
        ByteBuffer ihdr = ByteBuffer.wrap(bytes, 16, 8);
        assertThat(ihdr.getInt()).isEqualTo(1280);
        assertThat(ihdr.getInt()).isEqualTo(2400);
        Files.createDirectories(Path.of("target"));
        Files.copy(png, Path.of("target/report-screenshot.png"), StandardCopyOption.REPLACE_EXISTING);
    }

    @Test
    void chromiumPrintsThePageToPdf() throws Exception {
        Path page = page();
        Path pdf = dir.resolve("page.pdf");

        Programs.Run run = chromium(List.of("--no-pdf-header-footer", "--print-to-pdf=" + pdf, page.toUri().toString()));

        assertThat(run.exitCode()).as(run.err()).isZero();
        byte[] bytes = Files.readAllBytes(pdf);
        assertThat(new String(bytes, 0, 5, StandardCharsets.ISO_8859_1)).isEqualTo("%PDF-");
        Files.copy(pdf, Path.of("target/report-print.pdf"), StandardCopyOption.REPLACE_EXISTING);
    }

    private Path page() throws Exception {
        Path page = dir.resolve("report.html");
        Files.writeString(page, SitePage.render(SiteReport.of(ReportSamples.input(true))), StandardCharsets.UTF_8);
        return page;
    }

    private Programs.Run chromium(List<String> args) throws Exception {
        var found = Programs.find("chromium");
        assumeTrue(found.isPresent(), "Chromium is not installed; CI installs Debian's chromium");
        List<String> cmd = new ArrayList<>(List.of(found.get().toString(), "--headless", "--no-sandbox", "--disable-gpu",
                "--no-first-run", "--disable-background-networking", "--disable-component-update", "--disable-sync",
                "--disable-quic", "--disable-extensions", "--user-data-dir=" + dir.resolve("profile")));
        cmd.addAll(args);
        return Programs.run(Duration.ofMinutes(2), dir, cmd);
    }
}
