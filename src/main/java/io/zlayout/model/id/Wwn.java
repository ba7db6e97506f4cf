package io.zlayout.model.id;

import java.util.Optional;

/**
 * A Fibre Channel world-wide name: a WWPN (port) or WWNN (node). Parsed from 1-16 hex digits with or without
 * {@code 0x}, or colon-separated groups ({@code 50:05:07:63:03:00:c4:8e}); formatted as {@code 0x} + 16 lower-case
 * hex digits, as zfcp and the identities show it.
 */
public record Wwn(long value) {

    public static Wwn parse(String text) {
        return tryParse(text).orElseThrow(() -> new IdFormatException(
                "a WWPN/WWNN of up to 16 hex digits (0x5005076303000c4e or 50:05:07:63:03:00:0c:4e)", text));
    }

    public static Optional<Wwn> tryParse(String text) {
        if (text == null) {
            return Optional.empty();
        }
        String t = text.strip();
        if (t.indexOf(':') >= 0) {
            for (String group : t.split(":", -1)) {
                if (group.isEmpty()) {
                    return Optional.empty();
                }
            }
            t = t.replace(":", "");
        }
        Long v = Hex.longValue(t);
        return v == null ? Optional.empty() : Optional.of(new Wwn(v));
    }

    /** {@code 0x} + 16 lower-case hex digits. */
    @Override
    public String toString() {
        return Hex.prefixedLower16(value);
    }
}
