/**
 * The one reader of zlayout's own YAML and JSON documents (zlayout.yaml, intent, settings, capacities,
 * baselines, plan files): a tree of {@link io.zlayout.document.Node}s, each knowing the line and column it was
 * written on, read with Jackson's streaming parser. Duplicate keys, nesting, document and value sizes are
 * checked while reading; the typed accessors turn a wrong type or a null into a {@code file:line:col} error.
 * Errors are {@link io.zlayout.document.DocumentException}s, which readers turn into input errors. Depends on
 * nothing in zlayout but the model's {@code SourceRef} and {@code Quoted}. {@link io.zlayout.document.Json} writes the JSON zlayout prints.
 */
package io.zlayout.document;
