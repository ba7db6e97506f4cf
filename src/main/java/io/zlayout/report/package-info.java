/**
 * Rendering results for people and pipelines: text, JSON and the other report formats. Deterministic: the same site gives the same bytes.
 */
package io.zlayout.report;
