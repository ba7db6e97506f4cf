package io.zlayout.report.plan;

import io.zlayout.perf.ModelLayout;
import io.zlayout.perf.PlanThroughput;
import org.junit.jupiter.api.Test;

import java.util.ArrayList;
import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;

/** A plan predicted slower than today is never shown without saying why, in the terms the two layouts differ. */
class SlowerPlanNoteTest {

    private static ModelLayout layout(int disks, int chpids) {
        List<ModelLayout.Disk> d = new ArrayList<>();
        for (int i = 0; i < disks; i++) {
            d.add(new ModelLayout.Disk("volume:IBM.2107-75ZL101/400" + i, null, null, null, null, null, null));
        }
        List<ModelLayout.Path> p = new ArrayList<>();
        for (int i = 0; i < chpids; i++) {
            p.add(new ModelLayout.Path("chpid:1.4" + i, null, null, null, null, null));
        }
        return new ModelLayout(d, p);
    }

    private static PlanThroughput throughput(double factor, ModelLayout today, ModelLayout planned) {
        return new PlanThroughput("seq-write", 1000.0, 1000.0 * factor, factor, "chpid", List.of(), today, planned);
    }

    @Test
    void fewerDisksAndFewerChpidsThanTodayAreNamed() {
        String note = PlanReport.slower(throughput(0.5, layout(4, 4), layout(2, 2)));

        assertThat(note).isEqualTo("the plan is predicted slower than this guest's layout today (x0.50, seq-write"
                + " bound by chpid): the intent asks for 2 disks where it stripes over 4 today; the plan gives it 2"
                + " CHPIDs where it uses 4 today; to keep today's layout, name its volumes under keep: (and ask for"
                + " as many disks and paths as it has)");
    }

    @Test
    void otherwiseTheNoteSaysWhatThePlannerGaveUpForTheSite() {
        String note = PlanReport.slower(throughput(0.9, layout(4, 4), layout(4, 4)));

        assertThat(note).contains("keeps boot disks and disks other guests use out of every plan and balances"
                + " ranks over the whole site");
    }

    @Test
    void aPlanAtLeastAsFastAsTodayHasNoNote() {
        assertThat(PlanReport.slower(throughput(1.0, layout(4, 4), layout(4, 4)))).isNull();
        assertThat(PlanReport.slower(throughput(1.25, layout(4, 4), layout(2, 2)))).isNull();
    }
}
