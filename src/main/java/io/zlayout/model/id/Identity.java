package io.zlayout.model.id;

import java.util.Optional;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * An element identity as JSON, SARIF, baselines and suppressions carry it: the element's kind and its key,
 * {@code device:5000}, {@code volume:IBM.2107-75DWA61/1000}, {@code fcp:0.0.fc00} (docs/design.md lists the
 * forms). Parsed and formatted as {@code <kind>:<key>}; the kind is a lower-case word (new element kinds add new
 * words), the key is kept as written — each kind's canonical key is made by that kind's value type and
 * {@link io.zlayout.model.Ids}.
 */
public record Identity(String kind, String key) {

    private static final Pattern FORM = Pattern.compile("([a-z][a-z0-9]*):(\\S+)");

    public Identity {
        if (kind == null || key == null || !FORM.matcher(kind + ":" + key).matches()) {
            throw new IdFormatException("an identity <kind>:<key> such as device:5000", kind + ":" + key);
        }
    }

    public static Optional<Identity> tryParse(String text) {
        if (text == null) {
            return Optional.empty();
        }
        Matcher m = FORM.matcher(text);
        return m.matches() ? Optional.of(new Identity(m.group(1), m.group(2))) : Optional.empty();
    }

    /**
     * The key of an identity as written, whatever its kind: the text after the first {@code :}, or all of it when
     * there is none ({@code volume:IBM.2107-75DWA61/1000} -> {@code IBM.2107-75DWA61/1000}).
     */
    public static String keyOf(String identity) {
        int colon = identity.indexOf(':');
        return colon >= 0 ? identity.substring(colon + 1) : identity;
    }

    /** The kind of an identity as written: the text before the first {@code :}, or empty when there is none. */
    public static String kindOf(String identity) {
        int colon = identity.indexOf(':');
        return colon >= 0 ? identity.substring(0, colon) : "";
    }

    @Override
    public String toString() {
        return kind + ":" + key;
    }
}
