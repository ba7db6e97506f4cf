/**
 * The pipeline: each stage of zlayout (load, join, judge, plan, model, emit) as one call returning a record,
 * so that every command is options -> {@code open} (load and join, in one call) -> its stage (assess, plan or
 * model; report and emit take the record that stage made) -> one renderer -> exit code, and no two commands wire
 * the stages differently. Stages below this package never call it; only the commands (cli) do.
 */
package io.zlayout.pipeline;
