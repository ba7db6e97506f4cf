/**
 * The one home of concurrency: {@link io.zlayout.parallel.Parallel} runs the items of a list on every core with
 * results in list order, or one job beside the caller. Nothing else in zlayout starts a thread or a pool
 * (ArchitectureTest); a stage that wants to go faster on several cores asks here, and its code stays a plain
 * function of its item. Depends on nothing in zlayout.
 */
package io.zlayout.parallel;
