package io.zlayout.input.dscli;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;

/**
 * A {@code dscli> command args} line as DSCLI echoes it in an interactive or script transcript: the command
 * word, its options (lower case, without the dash; flags map to "") and its positional arguments.
 */
final class Echo {

    /** Options that take a value; any other option is a flag unless followed by on/off. */
    private static final Set<String> VALUE_OPTIONS = Set.of("dev", "fmt", "delim", "hdr", "bnr", "p", "r", "v",
            "lss", "lcu", "extpool", "volgrp", "type", "datatype", "voltype", "state", "datastate", "configstate",
            "stgtype", "rankgrp", "addrgrp", "sam", "eam", "perfgrp", "resgrp", "portgrp", "hmc1", "hmc2", "user",
            "passwd", "pwfile", "cfg", "array", "arsite", "dapair", "hostconnect", "wwname", "hosttype", "profile",
            "name", "cap", "ioport", "encryptgrp", "unit", "server");

    final String word;
    final Map<String, String> options;
    final List<String> args;
    final int line;

    private Echo(String word, Map<String, String> options, List<String> args, int line) {
        this.word = word;
        this.options = options;
        this.args = args;
        this.line = line;
    }

    /** True when the trimmed line starts with the DSCLI prompt {@code dscli>} (any case). */
    static boolean isEcho(String line) {
        int i = firstNonBlank(line);
        return i >= 0 && line.regionMatches(true, i, "dscli>", 0, 6);
    }

    static Echo parse(String line, int lineNumber) {
        int start = firstNonBlank(line) + 6;
        List<String> tokens = tokens(line, start);
        String word = tokens.isEmpty() ? "" : tokens.get(0).toLowerCase(Locale.ROOT);
        Map<String, String> options = new HashMap<>();
        List<String> args = new ArrayList<>();
        for (int i = 1; i < tokens.size(); i++) {
            String t = tokens.get(i);
            if (t.length() > 1 && t.charAt(0) == '-' && !Character.isDigit(t.charAt(1))) {
                String name = t.substring(1).toLowerCase(Locale.ROOT);
                String next = i + 1 < tokens.size() ? tokens.get(i + 1) : null;
                boolean onOff = next != null && (next.equalsIgnoreCase("on") || next.equalsIgnoreCase("off"));
                if (next != null && (VALUE_OPTIONS.contains(name) || onOff)) {
                    options.put(name, next);
                    i++;
                } else {
                    options.put(name, "");
                }
            } else {
                args.add(t);
            }
        }
        return new Echo(word, options, args, lineNumber);
    }

    boolean flag(String name) {
        return options.containsKey(name);
    }

    String option(String name) {
        return options.get(name);
    }

    /** The output settings this line sets: all of them for {@code setoutput}, its own for other commands. */
    Settings applyTo(Settings base) {
        String fmt = option("fmt");
        String delim = option("delim");
        String hdr = option("hdr");
        String fullid = option("fullid");
        return new Settings(
                fmt == null || fmt.isEmpty() ? base.format() : fmt.toLowerCase(Locale.ROOT),
                delim == null || delim.isEmpty() ? base.delimiter() : delimiter(delim),
                hdr == null || hdr.isEmpty() ? base.header() : Boolean.valueOf(!hdr.equalsIgnoreCase("off")),
                fullid == null ? base.fullid() : !fullid.equalsIgnoreCase("off"));
    }

    private static Character delimiter(String value) {
        if (value.equals("\\t") || value.equalsIgnoreCase("tab")) {
            return '\t';
        }
        if (value.length() == 2 && value.charAt(0) == '\\') {
            return value.charAt(1);
        }
        return value.charAt(0);
    }

    private static int firstNonBlank(String line) {
        for (int i = 0; i < line.length(); i++) {
            char c = line.charAt(i);
            if (c != ' ' && c != '\t') {
                return i;
            }
        }
        return -1;
    }

    /** Splits on blanks; single or double quotes group (and are removed), as a shell would. */
    private static List<String> tokens(String s, int from) {
        List<String> out = new ArrayList<>();
        StringBuilder cur = null;
        char quote = 0;
        for (int i = from; i < s.length(); i++) {
            char c = s.charAt(i);
            if (quote != 0) {
                if (c == quote) {
                    quote = 0;
                } else {
                    cur.append(c);
                }
            } else if (c == '\'' || c == '"') {
                quote = c;
                if (cur == null) {
                    cur = new StringBuilder();
                }
            } else if (c == ' ' || c == '\t') {
                if (cur != null) {
                    out.add(cur.toString());
                    cur = null;
                }
            } else {
                if (cur == null) {
                    cur = new StringBuilder();
                }
                cur.append(c);
            }
        }
        if (cur != null) {
            out.add(cur.toString());
        }
        return out;
    }

    /**
     * The output settings of a command: {@code -fmt}, {@code -delim}, {@code -hdr}, and {@code -fullid}; null
     * where neither the command nor an earlier {@code setoutput} said.
     */
    record Settings(String format, Character delimiter, Boolean header, boolean fullid) {

        static final Settings NONE = new Settings(null, null, null, false);

        boolean delimFormat() {
            return "delim".equals(format);
        }

        boolean headerOff() {
            return Boolean.FALSE.equals(header);
        }
    }
}
