/**
 * The list of input readers (ReaderCatalog) and the loader made with them: the one place that names every
 * format, above the readers so that the reading contract in io.zlayout.input depends on none of them.
 */
package io.zlayout.input.catalog;
