/**
 * The pipeline: each stage of zlayout (load, join, judge, plan, model, emit) as one call returning a record,
 * so that every command is options -> one pipeline call -> one renderer -> exit code, and no two commands wire
 * the stages differently. Stages below this package never call it; only the commands (cli) do.
 */
package io.zlayout.pipeline;
