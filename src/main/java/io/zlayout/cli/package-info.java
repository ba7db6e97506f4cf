/**
 * The picocli commands: each turns options into one call into the pipeline and an exit code. Exceptions become exit codes in ExitCode only; Main.run is the seam tests use.
 */
package io.zlayout.cli;
