package io.zlayout.plan;

/**
 * Why a guest keeps its layout of today: the throughput model predicts it at least as fast as the layout the
 * planner would otherwise propose, so moving its data would gain nothing. The figures are the model's, under
 * the guest's workload, as the pipeline compared them before it asked the planner to keep the guest's disks.
 *
 * @param workload     the model's workload the two layouts were compared under ({@code seq-write})
 * @param todayMBps    the layout today, as the plan comparison models it (data disks and paths)
 * @param proposedMBps the layout the planner proposed before it kept today's
 */
public record KeptLayout(String workload, double todayMBps, double proposedMBps) {
}
