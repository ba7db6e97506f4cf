package io.zlayout.emit;

import io.zlayout.pipeline.Pipeline;
import io.zlayout.plan.Plan;
import org.junit.jupiter.api.Test;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

/**
 * An emitter names its files without making them ({@link Emitter#paths}), for the report, which lists each guest's
 * files: the names must be exactly the paths it emits, on every sample site and every plan of the fixtures.
 */
class EmitterPathsTest {

    private static final List<String> SITES = List.of("samples/worst-case", "samples/worst-case-fixed",
            "samples/ds8k-site", "samples/ess-site", "src/test/resources/io/zlayout/plan/existing-site",
            "src/test/resources/io/zlayout/plan/mixed-site", "src/test/resources/io/zlayout/plan/keep-met",
            "src/test/resources/io/zlayout/plan/ssi-site");

    private static Map<String, Plan> plans() throws Exception {
        Map<String, Plan> plans = new LinkedHashMap<>();
        for (String dir : SITES) {
            plans.put(dir, Pipeline.plan(Pipeline.join(Pipeline.load(Pipeline.Request.of(List.of(Path.of(dir))),
                    null).inputs(), s -> { })));
        }
        plans.put("essSample", PlanFixtures.essSample());
        plans.put("ds8000Mixed", PlanFixtures.ds8000Mixed());
        plans.put("oneDisk", PlanFixtures.oneDisk());
        return plans;
    }

    @Test
    void everyEmitterNamesExactlyTheFilesItWritesOnEverySampleSite() throws Exception {
        // which of the emitters' choices the sites reach, so that a site list that stops reaching one fails here
        Map<String, Integer> reached = new LinkedHashMap<>();
        for (Map.Entry<String, Plan> e : plans().entrySet()) {
            Plan plan = e.getValue();
            List<String> earlier = new ArrayList<>();
            for (Emitter emitter : Emitters.all()) {
                String what = e.getKey() + ": " + emitter.getClass().getSimpleName();
                List<String> written = emitter.emit(plan, List.copyOf(earlier)).stream().map(EmittedFile::path)
                        .toList();
                assertThat(emitter.paths(plan)).as(what).isEqualTo(written);
                earlier.addAll(written);
                int perGuest = (int) written.stream().filter(p -> p.startsWith("guests/")).count();
                String name = emitter.getClass().getSimpleName();
                reached.merge(name + (perGuest == 0 ? " for no guest"
                        : perGuest < plan.guests().size() ? " for some guests" : " for every guest"), 1, Integer::sum);
            }
            assertThat(Emitters.paths(plan)).as(e.getKey())
                    .isEqualTo(Emitters.emit(plan).stream().map(EmittedFile::path).toList());
        }
        assertThat(reached).containsKeys("ReleaseEmitter for no guest", "ReleaseEmitter for some guests",
                "LvmScriptEmitter for some guests", "LvmScriptEmitter for every guest",
                "ZfcpConfEmitter for no guest", "ZfcpConfEmitter for some guests", "ZfcpConfEmitter for every guest",
                "DasdConfEmitter for no guest", "DasdConfEmitter for some guests",
                "MultipathConfEmitter for some guests");
    }

    @Test
    void anEmitterThatNamesOtherFilesThanItWritesIsADefect() {
        Emitter lying = new Emitter() {
            @Override
            public List<EmittedFile> emit(Plan plan, List<String> earlier) {
                return List.of(new EmittedFile("site/a.txt", "a\n", false));
            }

            @Override
            public List<String> paths(Plan plan) {
                return List.of("site/b.txt");
            }
        };
        assertThatThrownBy(() -> Emitters.emit(PlanFixtures.oneDisk(), List.of(new ChzdevEmitter(), lying)))
                .isInstanceOf(IllegalStateException.class)
                .hasMessageContaining("names other files than it writes");
    }

    @Test
    void theEmittersRunSideBySideButTheFirstOneToFailInTheirOrderIsTheErrorAndTheFilesKeepTheirOrder() {
        List<Emitter> emitters = new ArrayList<>();
        for (int i = 0; i < 12; i++) {
            int n = i;
            emitters.add(new Emitter() {
                @Override
                public List<EmittedFile> emit(Plan plan, List<String> earlier) {
                    if (n == 5 || n == 9) {
                        throw new IllegalArgumentException("emitter " + n + " refuses");
                    }
                    return List.of(new EmittedFile("site/" + (char) ('z' - n) + ".txt", earlier.size() + "\n", false));
                }

                @Override
                public List<String> paths(Plan plan) {
                    return List.of("site/" + (char) ('z' - n) + ".txt");
                }
            });
        }
        for (int run = 0; run < 20; run++) {
            assertThatThrownBy(() -> Emitters.emit(PlanFixtures.oneDisk(), emitters))
                    .isInstanceOf(IllegalArgumentException.class).hasMessage("emitter 5 refuses");
        }
        List<Emitter> working = new ArrayList<>(emitters.subList(0, 5));
        working.addAll(emitters.subList(6, 9));
        List<EmittedFile> files = Emitters.emit(PlanFixtures.oneDisk(), working);
        // sorted by path; each emitter was told how many files the ones before it write
        assertThat(files.stream().map(f -> f.path() + "=" + f.content().trim()).toList()).containsExactly(
                "site/r.txt=7", "site/s.txt=6", "site/t.txt=5", "site/v.txt=4", "site/w.txt=3", "site/x.txt=2",
                "site/y.txt=1", "site/z.txt=0");
    }
}
