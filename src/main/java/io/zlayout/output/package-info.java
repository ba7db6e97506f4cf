/**
 * The plan's folder as one transaction: {@link io.zlayout.output.OutputDirectory} writes every file of a plan into
 * a folder all or nothing, replacing only what an earlier plan wrote there and recording what it wrote. Not a
 * command concern: the commands hand it the files and report what it refused.
 */
package io.zlayout.output;
