package io.zlayout.input.linux;

import io.zlayout.model.CioIgnoreList;
import io.zlayout.model.HostCapture;
import io.zlayout.model.id.BusId;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/**
 * The I/O exclusion list as s390-tools' {@code cio_ignore} prints it and the kernel keeps it:
 * <ul>
 *   <li>{@code cio_ignore -l}: {@code Ignored devices:}, a rule of {@code =}, then one range or bus ID per line
 *   ({@code 0.0.0000-0.0.7e8e}, {@code 0.0.f500}) — the lines of {@code /proc/cio_ignore}, which
 *   {@code cat /proc/cio_ignore} shows without the heading;</li>
 *   <li>{@code cio_ignore -L}: {@code Devices that are not ignored:}, a rule, then the ranges not ignored;</li>
 *   <li>{@code cio_ignore -k} and the kernel parameter: {@code cio_ignore=all,!0009,!f500-f502}, entries
 *   separated by commas, {@code !} for not ignored, bus IDs in full or as device numbers; {@code ipldev} and
 *   {@code condev} (the IPL and console devices, which no capture names) cover no device here.</li>
 * </ul>
 * Forms from the s390-tools {@code cio_ignore} script (zconf/cio_ignore: its list_blacklisted, list_not_blacklisted
 * and kernel_param functions) and the kernel's documentation of the parameter (Documentation/s390/common_io.rst).
 */
final class CioIgnoreParser extends CaptureParser {

    static final String NAME = "cio_ignore";
    private static final String IGNORED = "ignored devices:";
    private static final String NOT_IGNORED = "devices that are not ignored:";

    CioIgnoreParser() {
        super(NAME);
    }

    @Override
    public int sniff(List<Line> lines) {
        List<String> text = new ArrayList<>();
        for (Line l : lines) {
            if (!l.blank()) {
                text.add(l.text().trim());
            }
        }
        if (text.isEmpty()) {
            return 0;
        }
        String first = text.get(0).toLowerCase(Locale.ROOT);
        if (first.equals(IGNORED) || first.equals(NOT_IGNORED)) {
            return 95;
        }
        if (text.size() <= 3 && kernelParameter(text.get(0)) != null) {
            return 70;
        }
        boolean range = false;
        for (String t : text) {
            Range r = range(t);
            if (r == null) {
                return 0;
            }
            range |= !r.from().equals(r.to());
        }
        // a list of ranges is /proc/cio_ignore; bus IDs alone are more likely dasd.conf or zfcp.conf
        return range ? 70 : 10;
    }

    @Override
    public void parse(Capture capture, Sink sink) {
        List<CioIgnoreList.Entry> entries = new ArrayList<>();
        Line at = null;
        boolean headed = false;
        boolean notIgnored = false;
        for (Line line : capture.lines()) {
            if (line.blank()) {
                continue;
            }
            String t = line.text().trim();
            int col = Fields.indent(line.text()) + 1;
            String lower = t.toLowerCase(Locale.ROOT);
            if (!headed && at == null && (lower.equals(IGNORED) || lower.equals(NOT_IGNORED))) {
                headed = true;
                notIgnored = lower.equals(NOT_IGNORED);
                at = line;
                if (notIgnored) {
                    entries.add(CioIgnoreList.Entry.all(true));
                }
                continue;
            }
            if (headed && t.chars().allMatch(c -> c == '=')) {
                continue;
            }
            if (at == null) {
                at = line;
            }
            String param = kernelParameter(t);
            if (param != null) {
                parameter(param, line, col, entries, sink);
                continue;
            }
            Range r = range(t);
            if (r == null) {
                sink.skip(line.number(), col, NAME, "a bus ID or a range of bus IDs (0.0.0000-0.0.7e8e)", t);
                continue;
            }
            entries.add(new CioIgnoreList.Entry(!notIgnored, r.from(), r.to()));
        }
        if (at == null) {
            return;
        }
        sink.add(new CioIgnoreList(sink.guest(), entries, HostCapture.CIO_IGNORE, sink.at(at.number())));
    }

    /** The entries of a {@code cio_ignore=} parameter, left to right. */
    private static void parameter(String value, Line line, int col, List<CioIgnoreList.Entry> entries, Sink sink) {
        boolean special = false;
        for (String part : value.split(",", -1)) {
            String p = part.trim();
            boolean ignore = !p.startsWith("!");
            String spec = ignore ? p : p.substring(1);
            if (spec.equalsIgnoreCase("all")) {
                entries.add(CioIgnoreList.Entry.all(ignore));
            } else if (spec.equalsIgnoreCase("ipldev") || spec.equalsIgnoreCase("condev")) {
                special = true;
            } else {
                Range r = range(spec);
                if (r == null) {
                    sink.partial(line.number(), col, NAME, "a bus ID, a range, all, ipldev or condev",
                            p.isEmpty() ? null : p, "entry skipped");
                    continue;
                }
                entries.add(new CioIgnoreList.Entry(ignore, r.from(), r.to()));
            }
        }
        if (special) {
            sink.note(line.number(), NAME + ": ipldev and condev name the IPL and console devices, which no capture"
                    + " here tells; they are taken to name no other device");
        }
    }

    /** The value of a {@code cio_ignore=} word of the line (the parameter alone or among others), or null. */
    static String kernelParameter(String line) {
        for (String w : Word.texts(line.replace("\"", " "))) {
            if (w.toLowerCase(Locale.ROOT).startsWith("cio_ignore=")) {
                return w.substring("cio_ignore=".length());
            }
        }
        return null;
    }

    private record Range(BusId from, BusId to) {
    }

    /** A bus ID or {@code from-to} of one channel subsystem and subchannel set, in order; else null. */
    private static Range range(String text) {
        int dash = text.indexOf('-');
        if (dash < 0) {
            BusId b = Fields.anyBus(text);
            return b == null ? null : new Range(b, b);
        }
        BusId from = Fields.anyBus(text.substring(0, dash));
        BusId to = Fields.anyBus(text.substring(dash + 1));
        if (from == null || to == null || from.css() != to.css() || from.ssid() != to.ssid()
                || from.device().compareTo(to.device()) > 0) {
            return null;
        }
        return new Range(from, to);
    }
}
