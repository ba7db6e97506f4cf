package io.zlayout.rules;

/**
 * The throughput model's figures for one guest, today and with the plan, under the workload of its intent:
 * what rules compare. The pipeline computes them once per run (plan, then model) and hands them to the rules
 * through {@link RuleContext#throughput(String)}; rules never plan or model themselves.
 *
 * @param workload    the model workload the intent's workload maps to
 * @param currentMBps null when the guest has no current disks or paths to model
 * @param plannedMBps what the planned layout of the same guest reaches
 * @param factor      planned / current, rounded to hundredths, or null
 */
public record PlannedThroughput(String workload, Double currentMBps, double plannedMBps, Double factor) {
}
