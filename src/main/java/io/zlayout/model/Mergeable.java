package io.zlayout.model;

/**
 * Marks a record whose facts may arrive from several inputs (a volume from {@code lsfbvol} and again
 * from {@code showfbvol -rank}, or from DSCLI and REST). Records of one class with one identity are
 * merged component by component when the site is assembled: a missing value (null, empty list) takes
 * the other's value; two different values are a conflict reported with both sources.
 */
public interface Mergeable extends Element {
}
