package io.zlayout.document;


import io.zlayout.model.SourceRef;

import java.util.Collection;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.TreeSet;

/** A mapping, its keys in the order written (each key once: the reader refuses duplicates). */
public record MapNode(SourceRef at, Map<String, Entry> entries) implements Node {

    /** One key and its value, with where the key was written. */
    public record Entry(String key, SourceRef keyAt, Node value) {
    }

    public MapNode {
        entries = Collections.unmodifiableMap(new LinkedHashMap<>(entries));
    }

    @Override
    public String describe() {
        return "a mapping";
    }

    public Optional<Node> get(String key) {
        Entry e = entries.get(key);
        return e == null ? Optional.empty() : Optional.of(e.value());
    }

    /** The value of {@code key}, absent when the key is missing or its value is null. */
    public Optional<Node> present(String key) {
        return get(key).filter(n -> !n.isNull());
    }

    /** The value of {@code key}, which must be there and not null. */
    public Node require(String key, String expected) throws DocumentException {
        Entry e = entries.get(key);
        if (e == null) {
            throw new DocumentException(at, "'" + key + ":' (" + expected + ")", "no '" + key + ":' in this mapping");
        }
        if (e.value().isNull()) {
            throw new DocumentException(e.value().at(), expected + " for '" + key + ":'", e.value().describe());
        }
        return e.value();
    }

    public Collection<Entry> all() {
        return entries.values();
    }

    /** Refuses any key not in {@code known}, at that key, listing the keys that are known. */
    public MapNode only(Set<String> known) throws DocumentException {
        for (Entry e : entries.values()) {
            if (!known.contains(e.key())) {
                throw new DocumentException(e.keyAt(), "one of the keys " + String.join(", ", new TreeSet<>(known)),
                        "unknown key " + io.zlayout.model.Quoted.of(e.key()));
            }
        }
        return this;
    }
}
