package io.zlayout.input.linux;

import io.zlayout.input.InputException;
import io.zlayout.model.HostCapture;
import io.zlayout.model.MultipathConfig;
import io.zlayout.model.SourceRef;

import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * {@code multipath.conf} (and {@code conf.d} drop-ins, {@code multipath -t} output) by the syntax rules of
 * multipath.conf(5): {@code section {} ... {@code }}, the opening brace on the section's line, the closing
 * brace alone on its line; values are words or {@code "..."} strings ({@code ""} is a quote); outside quotes
 * {@code #} and {@code !} start a comment. What multipath-tools ignores (a section whose brace is on the next
 * line, unknown sections, a device without vendor or product, a multipath without wwid) is reported and
 * left out, as multipath-tools leaves it out.
 */
final class MultipathConfParser extends CaptureParser {

    static final String NAME = "multipath.conf";

    private enum Kind { TOP, DEFAULTS, BLACKLIST, EXCEPTIONS, DEVICES, DEVICE, MULTIPATHS, MULTIPATH, OVERRIDES,
        LISTED_DEVICE, PROTOCOL, IGNORED }

    private static final Map<String, Kind> TOP_SECTIONS = Map.of("defaults", Kind.DEFAULTS, "blacklist",
            Kind.BLACKLIST, "blacklist_exceptions", Kind.EXCEPTIONS, "devices", Kind.DEVICES, "multipaths",
            Kind.MULTIPATHS, "overrides", Kind.OVERRIDES);
    private static final Set<String> BLACKLIST_KEYWORDS = Set.of("devnode", "wwid", "property", "protocol");

    MultipathConfParser() {
        super(NAME);
    }

    @Override
    public int sniff(List<Line> lines) {
        for (Line l : lines) {
            List<Token> t = tokens(l.text());
            if (t.isEmpty()) {
                continue;
            }
            return t.size() >= 2 && !t.get(0).quoted && TOP_SECTIONS.containsKey(t.get(0).text) && t.get(1).brace('{')
                    ? 85 : 0;
        }
        return 0;
    }

    /** A word or string of a line; braces are words of their own. */
    record Token(String text, int column, boolean quoted, boolean unterminated) {

        boolean brace(char c) {
            return !quoted && text.length() == 1 && text.charAt(0) == c;
        }
    }

    /** The tokens of a line up to its comment. */
    static List<Token> tokens(String line) {
        List<Token> out = new ArrayList<>();
        int n = line.length();
        int i = 0;
        while (i < n) {
            char c = line.charAt(i);
            if (c <= ' ') {
                i++;
            } else if (c == '#' || c == '!') {
                break;
            } else if (c == '{' || c == '}') {
                out.add(new Token(String.valueOf(c), i + 1, false, false));
                i++;
            } else if (c == '"') {
                int start = i;
                StringBuilder b = new StringBuilder();
                i++;
                boolean closed = false;
                while (i < n) {
                    char d = line.charAt(i);
                    if (d == '"') {
                        if (i + 1 < n && line.charAt(i + 1) == '"') {
                            b.append('"');
                            i += 2;
                            continue;
                        }
                        closed = true;
                        i++;
                        break;
                    }
                    b.append(d);
                    i++;
                }
                out.add(new Token(b.toString(), start + 1, true, !closed));
            } else {
                int start = i;
                while (i < n && line.charAt(i) > ' ' && "{}\"#!".indexOf(line.charAt(i)) < 0) {
                    i++;
                }
                out.add(new Token(line.substring(start, i), start + 1, false, false));
            }
        }
        return out;
    }

    @Override
    public void parse(Capture capture, Sink sink) {
        Config config = new Config();
        Deque<Frame> stack = new ArrayDeque<>();
        stack.push(new Frame(Kind.TOP, null, null));
        boolean braceOnNextLine = false;
        for (Line line : capture.lines()) {
            List<Token> t = tokens(line.text());
            if (t.isEmpty()) {
                continue;
            }
            int no = line.number();
            Token first = t.get(0);
            for (Token tok : t) {
                if (tok.unterminated) {
                    sink.warn(no, tok.column, NAME + ": expected a closing '\"', found the end of the line");
                }
            }
            Frame top = stack.peek();
            if (braceOnNextLine && first.brace('{')) {
                stack.push(new Frame(Kind.IGNORED, null, sink.at(no, first.column)));
                braceOnNextLine = false;
                continue;
            }
            braceOnNextLine = false;
            if (first.brace('}')) {
                if (t.size() > 1) {
                    extra(sink, no, t.get(1));
                }
                if (stack.size() == 1) {
                    sink.warn(no, first.column, NAME + ": expected a setting or a section, found an unmatched '}';"
                            + " ignored");
                } else {
                    close(stack.pop(), stack.peek(), config, sink);
                }
                continue;
            }
            if (top.kind == Kind.IGNORED) {
                if (t.get(t.size() - 1).brace('{')) {
                    stack.push(new Frame(Kind.IGNORED, null, sink.at(no, first.column)));
                }
                continue;
            }
            boolean opens = t.size() >= 2 && t.get(1).brace('{');
            Kind child = first.quoted ? null : childOf(top.kind, first.text);
            if (child != null) {
                if (opens) {
                    stack.push(new Frame(child, first.text, sink.at(no, first.column)));
                    if (config.source == null) {
                        config.source = sink.at(no, first.column);
                    }
                    if (t.size() > 2) {
                        extra(sink, no, t.get(2));
                    }
                } else {
                    sink.warn(no, t.size() > 1 ? t.get(1).column : line.text().length() + 1, NAME + ": expected '{'"
                            + " after '" + first.text + "' on the same line, found " + (t.size() > 1
                            ? InputException.quote(t.get(1).text) : "the end of the line")
                            + "; multipath ignores this section");
                    braceOnNextLine = t.size() == 1;
                }
                continue;
            }
            if (opens) {
                sink.warn(no, first.column, NAME + ": expected " + sectionsOf(top.kind) + ", found "
                        + InputException.quote(first.text) + "; section ignored");
                stack.push(new Frame(Kind.IGNORED, null, sink.at(no, first.column)));
                continue;
            }
            if (top.kind == Kind.TOP || top.kind == Kind.DEVICES || top.kind == Kind.MULTIPATHS) {
                sink.warn(no, first.column, NAME + ": expected " + sectionsOf(top.kind) + ", found "
                        + InputException.quote(first.text) + "; line ignored");
                continue;
            }
            if (t.size() < 2 || t.get(1).brace('{') || t.get(1).brace('}')) {
                sink.warn(no, first.column, NAME + ": expected a value for '" + first.text + "', found "
                        + (t.size() < 2 ? "nothing" : InputException.quote(t.get(1).text)) + "; line ignored");
                continue;
            }
            if (t.size() > 2) {
                extra(sink, no, t.get(2));
            }
            top.settings.add(new MultipathConfig.Setting(first.text, t.get(1).text, sink.at(no, first.column)));
        }
        finish(capture, stack, config, sink);
    }

    /** Closes the sections the file left open (a warning each) and adds the configuration read. */
    private static void finish(Capture capture, Deque<Frame> stack, Config config, Sink sink) {
        while (stack.size() > 1) {
            Frame f = stack.pop();
            if (f.kind != Kind.IGNORED) {
                sink.warn(f.source.line(), f.source.column(), NAME + ": expected '}' closing '" + f.name
                        + "', found the end of the file; read as if closed");
            }
            close(f, stack.peek(), config, sink);
        }
        SourceRef source = config.source;
        if (source == null) {
            Line firstText = capture.firstText();
            source = firstText != null ? sink.at(firstText.number(), 1)
                    : capture.commandLine() > 0 ? sink.at(capture.commandLine()) : sink.file();
        }
        sink.add(new MultipathConfig(sink.guest(), config.defaults, config.blacklist, config.exceptions,
                config.devices, config.multipaths, config.overrides, HostCapture.MULTIPATH_CONF, source));
    }

    private static void extra(Sink sink, int line, Token t) {
        sink.warn(line, t.column, NAME + ": expected the end of the line, found " + InputException.quote(t.text)
                + "; ignoring extra data");
    }

    private static Kind childOf(Kind parent, String keyword) {
        return switch (parent) {
            case TOP -> TOP_SECTIONS.get(keyword);
            case DEVICES -> keyword.equals("device") ? Kind.DEVICE : null;
            case MULTIPATHS -> keyword.equals("multipath") ? Kind.MULTIPATH : null;
            case BLACKLIST, EXCEPTIONS -> keyword.equals("device") ? Kind.LISTED_DEVICE : null;
            case OVERRIDES -> keyword.equals("protocol") ? Kind.PROTOCOL : null;
            default -> null;
        };
    }

    private static String sectionsOf(Kind parent) {
        return switch (parent) {
            case TOP -> "a section (defaults, blacklist, blacklist_exceptions, devices, multipaths, overrides)";
            case DEVICES -> "a 'device {' subsection";
            case MULTIPATHS -> "a 'multipath {' subsection";
            case BLACKLIST, EXCEPTIONS -> "a setting or a 'device {' subsection";
            case OVERRIDES -> "a setting or a 'protocol {' subsection";
            default -> "a setting";
        };
    }

    /** Hands a finished section to its parent, as multipath-tools would keep it. */
    private static void close(Frame f, Frame parent, Config config, Sink sink) {
        switch (f.kind) {
            case DEFAULTS -> config.defaults = join(config.defaults, f);
            case OVERRIDES -> config.overrides = join(config.overrides, f);
            case BLACKLIST, EXCEPTIONS -> {
                List<MultipathConfig.BlacklistEntry> into = f.kind == Kind.BLACKLIST ? config.blacklist
                        : config.exceptions;
                // settings and device entries are each in file order: merge them to keep it
                int d = 0;
                for (MultipathConfig.Setting s : f.settings) {
                    while (d < f.entries.size() && f.entries.get(d).source().compareTo(s.source()) < 0) {
                        into.add(f.entries.get(d++));
                    }
                    if (BLACKLIST_KEYWORDS.contains(s.name())) {
                        into.add(new MultipathConfig.BlacklistEntry(s.name(), s.value(), null, null, s.source()));
                    } else {
                        sink.warn(s.source().line(), s.source().column(), NAME + ": expected devnode, wwid, property,"
                                + " protocol or device in '" + f.name + "', found " + InputException.quote(s.name())
                                + "; ignored");
                    }
                }
                into.addAll(f.entries.subList(d, f.entries.size()));
            }
            case LISTED_DEVICE -> {
                MultipathConfig.Stanza st = new MultipathConfig.Stanza(f.settings, f.source);
                if (st.vendor() == null && st.product() == null) {
                    sink.warn(f.source.line(), f.source.column(), NAME + ": expected vendor or product in this"
                            + " device entry, found neither; ignored");
                } else {
                    parent.entries.add(new MultipathConfig.BlacklistEntry("device", null, st.vendor(), st.product(),
                            f.source));
                }
            }
            case DEVICE -> {
                MultipathConfig.Stanza st = new MultipathConfig.Stanza(f.settings, f.source);
                if (st.vendor() == null || st.product() == null) {
                    sink.warn(f.source.line(), f.source.column(), NAME + ": expected vendor and product in this"
                            + " device entry, found " + (st.vendor() == null && st.product() == null ? "neither"
                            : st.vendor() == null ? "no vendor" : "no product") + "; multipath ignores it");
                } else {
                    parent.stanzas.add(st);
                }
            }
            case MULTIPATH -> {
                MultipathConfig.Stanza st = new MultipathConfig.Stanza(f.settings, f.source);
                if (st.wwid() == null) {
                    sink.warn(f.source.line(), f.source.column(), NAME + ": expected a wwid in this multipath"
                            + " entry, found none; multipath ignores it");
                } else {
                    parent.stanzas.add(st);
                }
            }
            case DEVICES -> config.devices.addAll(f.stanzas);
            case MULTIPATHS -> config.multipaths.addAll(f.stanzas);
            case PROTOCOL -> sink.note(f.source, NAME + ": 'protocol' subsection of overrides is not modelled;"
                    + " skipped");
            default -> {
                // TOP and IGNORED hold nothing to keep
            }
        }
    }

    private static MultipathConfig.Stanza join(MultipathConfig.Stanza prior, Frame f) {
        if (prior == null) {
            return new MultipathConfig.Stanza(f.settings, f.source);
        }
        List<MultipathConfig.Setting> all = new ArrayList<>(prior.settings());
        all.addAll(f.settings);
        return new MultipathConfig.Stanza(all, prior.source());
    }

    private static final class Frame {
        final Kind kind;
        final String name;
        final SourceRef source;
        final List<MultipathConfig.Setting> settings = new ArrayList<>();
        final List<MultipathConfig.Stanza> stanzas = new ArrayList<>();
        final List<MultipathConfig.BlacklistEntry> entries = new ArrayList<>();

        Frame(Kind kind, String name, SourceRef source) {
            this.kind = kind;
            this.name = name;
            this.source = source;
        }
    }

    private static final class Config {
        SourceRef source;
        MultipathConfig.Stanza defaults;
        MultipathConfig.Stanza overrides;
        final List<MultipathConfig.BlacklistEntry> blacklist = new ArrayList<>();
        final List<MultipathConfig.BlacklistEntry> exceptions = new ArrayList<>();
        final List<MultipathConfig.Stanza> devices = new ArrayList<>();
        final List<MultipathConfig.Stanza> multipaths = new ArrayList<>();
    }
}
