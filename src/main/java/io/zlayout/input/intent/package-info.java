/**
 * The intent format: what guests should have (disks or capacity, access type, workload, paths, stripe size,
 * volumes to keep), from an intent YAML file or the {@code intent:} key of zlayout.yaml.
 */
package io.zlayout.input.intent;
