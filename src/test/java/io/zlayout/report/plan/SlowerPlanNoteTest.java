package io.zlayout.report.plan;

import io.zlayout.model.ref.VolumeRef;
import io.zlayout.perf.ModelLayout;
import io.zlayout.perf.PlanThroughput;
import org.junit.jupiter.api.Test;

import java.util.ArrayList;
import java.util.List;

import static io.zlayout.testing.Refs.*;
import static org.assertj.core.api.Assertions.assertThat;

/** A plan predicted slower than today is never shown without saying why, in the terms the two layouts differ. */
class SlowerPlanNoteTest {

    private static ModelLayout layout(int disks, int chpids) {
        List<ModelLayout.Disk> d = new ArrayList<>();
        for (int i = 0; i < disks; i++) {
            d.add(new ModelLayout.Disk(volume("volume:IBM.2107-75ZL101/400" + i), null, null, null, null, null, null));
        }
        List<ModelLayout.Path> p = new ArrayList<>();
        for (int i = 0; i < chpids; i++) {
            p.add(new ModelLayout.Path(chpid("chpid:1.4" + i), null, null, null, null, null));
        }
        return new ModelLayout(d, p);
    }

    /** A guest whose plan releases nothing, and one whose plan moves a disk of today. */
    private static final io.zlayout.plan.GuestPlan STAYS = guest(List.of());
    private static final io.zlayout.plan.GuestPlan MOVES = guest(List.of(VolumeRef.parse("volume:IBM.2107-75ZL101/4302").orElseThrow()));

    private static io.zlayout.plan.GuestPlan guest(List<VolumeRef> released) {
        return new io.zlayout.plan.GuestPlan("LNXM", "minidisk", "seq-write", "64k", List.of(), List.of(), null,
                List.of(), released);
    }

    /** Disks on the LSSs named, no rank known. */
    private static ModelLayout onLss(String... lss) {
        List<ModelLayout.Disk> d = new ArrayList<>();
        for (int i = 0; i < lss.length; i++) {
            d.add(new ModelLayout.Disk(volume("volume:IBM.2107-75ZL101/" + lss[i] + "0" + i), null, null, null, null, null,
                    null));
        }
        return new ModelLayout(d, layout(0, 4).paths());
    }

    private static PlanThroughput throughput(double factor, ModelLayout today, ModelLayout planned) {
        return new PlanThroughput("seq-write", 1000.0, 1000.0 * factor, factor, "chpid", List.of(), today, planned);
    }

    @Test
    void fewerDisksAndFewerChpidsThanTodayAreNamed() {
        String note = PlanReport.slower(STAYS, throughput(0.5, layout(4, 4), layout(2, 2)));

        assertThat(note).isEqualTo("the plan is predicted slower than this guest's layout today (x0.50, seq-write"
                + " bound by chpid): the intent asks for 2 disks where it stripes over 4 today; the plan gives it 2"
                + " CHPIDs where it uses 4 today; to keep today's layout, name its volumes under keep: (and ask for"
                + " as many disks and paths as it has)");
    }

    @Test
    void otherwiseTheNoteSaysWhatThePlannerGaveUpForTheSite() {
        String note = PlanReport.slower(STAYS, throughput(0.9, layout(4, 4), layout(4, 4)));

        assertThat(note).contains("keeps boot disks and disks other guests use out of every plan and balances"
                + " ranks over the whole site");
    }

    @Test
    void aMoveThatGainsNothingSaysItIsForTheSpread() {
        String note = PlanReport.slower(MOVES, throughput(1.0, onLss("42", "43", "43"), onLss("40", "42", "43")));

        assertThat(note).isEqualTo("the plan is predicted no faster than this guest's layout today (x1.00,"
                + " seq-write bound by chpid) and still moves some of its disks: it spreads them wider (3 LSSs"
                + " against 2 today), which the model cannot weigh (the model weighs this guest's MB/s alone: more"
                + " servers and LCUs gain there only where a server binds or HyperPAV aliases add subchannels, and the"
                + " other guests' load on the same servers is left out)");
        // nothing moves, or the guest keeps its layout: nothing to explain
        assertThat(PlanReport.slower(STAYS, throughput(1.0, onLss("42", "43"), onLss("40", "43")))).isNull();
    }

    @Test
    void aSlowerPlanThatSpreadsWiderSaysSo() {
        String note = PlanReport.slower(MOVES, throughput(0.8, onLss("40", "40", "40", "40"), onLss("40", "41")));

        assertThat(note).contains("(x0.80, seq-write bound by chpid): it spreads the disks wider (2 LSSs against 1"
                + " today), which the model cannot weigh (the model weighs this guest's MB/s alone: more servers and"
                + " LCUs gain there only where a server binds or HyperPAV aliases add subchannels, and the other"
                + " guests' load on the same servers is left out); the intent asks"
                + " for 2 disks where it stripes over 4 today;");
    }

    @Test
    void aPlanAtLeastAsFastAsTodayHasNoNote() {
        assertThat(PlanReport.slower(STAYS, throughput(1.0, layout(4, 4), layout(4, 4)))).isNull();
        assertThat(PlanReport.slower(STAYS, throughput(1.25, layout(4, 4), layout(2, 2)))).isNull();
    }
}
