package io.zlayout.topology;

import io.zlayout.model.ref.ChpidRef;
import io.zlayout.model.ref.FcpDeviceRef;
import io.zlayout.input.catalog.ReaderCatalog;
import io.zlayout.input.InputException;
import io.zlayout.input.InputLoader;
import io.zlayout.model.VolumeKind;
import io.zlayout.perf.CurrentLayouts;
import io.zlayout.perf.ModelLayout;
import io.zlayout.plan.PlanInput;
import io.zlayout.plan.PlanInputs;
import io.zlayout.report.site.GuestRow;
import io.zlayout.report.site.PlanItem;
import io.zlayout.report.site.ReportInput;
import io.zlayout.report.site.SiteReport;
import io.zlayout.report.site.VolumeRow;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.TestFactory;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.TreeSet;
import java.util.stream.Stream;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * One view per guest: for every sample site and every fixture site, {@code model} (its current layout),
 * {@code plan} (the volumes it starts from), {@code check} (the disk groups the layout rules judge) and
 * {@code report} (the guests the Volumes sheet gives each volume) name the same current volumes for each
 * guest, and the model runs the guest's FCP disks over the CHPIDs its captures show carrying their I/O.
 */
class OneViewTest {

    static final List<Path> ROOTS = List.of(Path.of("samples"), Path.of("src/test/resources/io/zlayout/rules"),
            Path.of("src/test/resources/io/zlayout/perf/current-scenarios"),
            Path.of("src/test/resources/io/zlayout/cli/model"));
    /** Every other folder of the tests' resources holding a zlayout.yaml is a site too. */
    static final Path RESOURCES = Path.of("src/test/resources");

    @TestFactory
    List<DynamicTest> everyGuestOfEverySiteHasOneCurrentView() throws IOException {
        List<DynamicTest> tests = new ArrayList<>();
        for (Path site : sites()) {
            tests.add(DynamicTest.dynamicTest(site.toString(), () -> assertOneView(site)));
        }
        assertThat(tests).as("sites found").hasSizeGreaterThan(50);
        return tests;
    }

    @org.junit.jupiter.api.Test
    void theSitesHoldGuestsKnownOnlyFromTheirFcpCaptures() throws Exception {
        int fcpOnly = 0;
        for (Path dir : sites()) {
            Site site = load(dir);
            if (site == null) {
                continue;
            }
            for (GuestTopology.GuestLayout g : site.guests().guests()) {
                if (g.disks().isEmpty() && !site.running().disks(g).isEmpty()) {
                    fcpOnly++;
                }
            }
        }
        assertThat(fcpOnly).as("guests whose only disks are the LUNs of their captures").isGreaterThanOrEqualTo(6);
    }

    private static void assertOneView(Path dir) throws Exception {
        Site site = load(dir);
        if (site == null) {
            return; // a fixture of malformed input: the readers' tests judge it
        }
        CurrentLayouts layouts = CurrentLayouts.of(site);
        PlanInput plan = PlanInputs.of(site);
        SiteReport report = SiteReport.of(new ReportInput(dir.toString(), "test", site, List.of(), null, null,
                Map.of(), null));
        for (GuestTopology.GuestLayout g : site.guests().guests()) {
            ModelLayout model = layouts.layout(g);
            TreeSet<String> modelled = new TreeSet<>();
            model.disks().forEach(d -> modelled.add(d.volume().identity()));
            // the disks it IPLs from and holds only in part are the guest's too: the model names them as left out
            model.leftOut().forEach(l -> modelled.add(l.volume().identity()));
            TreeSet<String> planned = new TreeSet<>();
            plan.currentVolumes().getOrDefault(g.guest(), List.of()).forEach(v -> planned.add(v.identity()));
            TreeSet<String> checked = new TreeSet<>();
            for (VolumeKind k : VolumeKind.values()) {
                g.group(k).forEach(d -> checked.add(d.volumeIdentity()));
            }
            site.running().fcpGroup(g).forEach(d -> checked.add(d.volumeIdentity()));
            TreeSet<String> reported = new TreeSet<>();
            for (VolumeRow v : report.volumes()) {
                if (v.guests() != null && Arrays.asList(v.guests().split(", ")).contains(g.guest())) {
                    reported.add(v.volume().identity());
                }
            }
            assertThat(planned).as("%s: plan's current volumes of %s", dir, g.guest()).isEqualTo(modelled);
            assertThat(checked).as("%s: check's disk groups of %s", dir, g.guest()).isEqualTo(modelled);
            assertThat(reported).as("%s: report's volumes of %s", dir, g.guest()).isEqualTo(modelled);
            TreeSet<String> chpids = new TreeSet<>();
            model.paths().forEach(p -> chpids.add(p.chpid().identity()));
            assertThat(chpids).as("%s: model's CHPIDs of %s", dir, g.guest())
                    .containsAll(site.running().chpids(g.guest()).stream().map(ChpidRef::identity).toList());
            // the paths: the model's channels (an FCP device stands for a CHPID no input tells), the report's
            // current paths and its Guests sheet, and the FCP channels the rules judge
            TreeSet<String> modelChpids = new TreeSet<>();
            TreeSet<String> standIns = new TreeSet<>();
            model.paths().forEach(p -> (p.chpid() instanceof FcpDeviceRef ? standIns : modelChpids)
                    .add(p.chpid().display()));
            TreeSet<String> reportChpids = new TreeSet<>();
            TreeSet<String> reportFcp = new TreeSet<>();
            for (PlanItem i : report.planItems()) {
                if (i.guest().equals(g.guest()) && "current".equals(i.layout()) && "path".equals(i.kind())) {
                    if (i.item() != null) {
                        reportChpids.add(i.item());
                    } else if (i.fcpDevice() != null) {
                        reportFcp.add("0.0." + i.fcpDevice().substring(i.fcpDevice().lastIndexOf('.') + 1));
                    }
                }
            }
            TreeSet<String> judged = new TreeSet<>();
            site.running().fcpChannels(g).forEach(c -> judged.add(c.display()));
            GuestRow row = report.guests().stream().filter(r -> r.guest().equals(g.guest())).findFirst().orElseThrow();
            if (!model.disks().isEmpty()) {
                assertThat(reportChpids).as("%s: report's current paths of %s", dir, g.guest()).isEqualTo(modelChpids);
                assertThat(row.paths()).as("%s: report's CHPID count of %s", dir, g.guest())
                        .isEqualTo(modelChpids.size());
                assertThat(modelChpids).as("%s: model's CHPIDs hold the FCP channels judged for %s", dir, g.guest())
                        .containsAll(judged);
                assertThat(standIns).as("%s: FCP devices standing for CHPIDs of %s", dir, g.guest())
                        .isSubsetOf(site.running().fcpDevices(g).stream().map(Object::toString).toList());
                assertThat(reportFcp).as("%s: report's paths without CHPID of %s", dir, g.guest())
                        .isEqualTo(standIns);
            }
        }
    }

    private static Site load(Path dir) throws Exception {
        try {
            return SiteAssembler.assemble(ReaderCatalog.loader(Map.of()).load(List.of(dir)));
        } catch (InputException e) {
            return null;
        }
    }

    /**
     * Every sample folder, fixture folder ({@code fire}, {@code dont-fire}), scenario site and folder of the tests'
     * resources holding a zlayout.yaml.
     */
    static List<Path> sites() throws IOException {
        java.util.Set<Path> out = new java.util.LinkedHashSet<>();
        for (Path root : ROOTS) {
            try (Stream<Path> s = Files.list(root)) {
                for (Path p : s.sorted().toList()) {
                    if (!Files.isDirectory(p)) {
                        continue;
                    }
                    if (Files.isDirectory(p.resolve("fire"))) {
                        out.add(p.resolve("fire"));
                        out.add(p.resolve("dont-fire"));
                    } else {
                        out.add(p);
                    }
                }
            }
        }
        try (Stream<Path> s = Files.walk(RESOURCES)) {
            s.filter(p -> p.getFileName().toString().equals("zlayout.yaml")).map(Path::getParent).sorted()
                    .forEach(out::add);
        }
        return List.copyOf(out);
    }
}
