package io.zlayout.model;

import java.util.Locale;
import java.util.OptionalLong;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * A size in bytes as people write it in zlayout.yaml and on the command line: {@code 64k}, {@code 1.5T},
 * {@code 400GiB}, {@code 512} — binary multiples (k = 1024), an optional {@code B} or {@code iB}. The one parser
 * of sizes: the intent's stripe size, the model's I/O size.
 */
public final class ByteSize {

    private static final Pattern SIZE = Pattern.compile("(?i)(\\d+(?:\\.\\d+)?)\\s*([kmgt]?)(i?b?)");

    private ByteSize() {
    }

    /** The size in bytes; empty when the text is not a size or too large. */
    public static OptionalLong parse(String text) {
        if (text == null) {
            return OptionalLong.empty();
        }
        Matcher m = SIZE.matcher(text.trim());
        if (!m.matches() || m.group(1).length() > 20) {
            return OptionalLong.empty();
        }
        double n = Double.parseDouble(m.group(1));
        int shift = switch (m.group(2).toLowerCase(Locale.ROOT)) {
            case "k" -> 10;
            case "m" -> 20;
            case "g" -> 30;
            case "t" -> 40;
            default -> 0;
        };
        double v = n * (1L << shift);
        return v > Long.MAX_VALUE / 2 ? OptionalLong.empty() : OptionalLong.of((long) v);
    }

    /** The size in bytes, or -1 when the text is not a size. */
    public static long bytes(String text) {
        return parse(text).orElse(-1);
    }
}
