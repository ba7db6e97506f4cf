/**
 * The site model: immutable records for channels, control units, devices, storage images and their parts, each with its stable identity string and the SourceRef it was read from. No I/O and no judgement here.
 */
package io.zlayout.model;
