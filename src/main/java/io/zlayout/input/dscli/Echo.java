package io.zlayout.input.dscli;

import io.zlayout.input.Prompt;

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

    /** Verbs DSCLI command names start with (ls..., show..., mk..., ...), and the commands that are one word. */
    private static final List<String> VERBS = List.of("ls", "show", "mk", "rm", "ch", "set", "apply", "commit",
            "fail", "freeze", "unfreeze", "pause", "resume", "resync", "reverse", "revert", "initfast", "manage",
            "offload", "test", "clear", "close", "swap", "unlock", "lock", "send", "diag", "import", "export");
    private static final Set<String> ONE_WORD = Set.of("ver", "quit", "exit", "help", "echo", "whoami", "dscli");

    /**
     * True when the line is a command as a DSCLI transcript shows it: after the prompt ({@code dscli> lsfbvol -l},
     * any case), or as DSCLI's echo mode and HMC-collected listings print it ({@code Command:lsfbvol -l}). A prompt
     * followed by output rather than a command (stdin-driven DSCLI prints the prompt, then the output on the same
     * line) is {@link #promptBeforeOutput}, not an echo.
     */
    static boolean isEcho(String line) {
        return isEcho(line, Prompt.of(line));
    }

    /** {@link #isEcho(String)} for a line whose prompt ({@link Prompt#of}, null for none) is known. */
    static boolean isEcho(String line, Prompt p) {
        return p != null && (p.kind() == Prompt.Kind.DSCLI
                || p.kind() == Prompt.Kind.LABEL && commandWord(line, p.commandStart()));
    }

    /**
     * True for a prompt that shares its line with the first line of output ({@code dscli> Name|ID|State}), as
     * when DSCLI reads its commands from stdin and so does not echo them: the text after the prompt is neither a
     * command nor {@code Command:}. {@code p} is the line's prompt ({@link Prompt#of}, null for none), {@code next}
     * the line below (a {@code ====} rule there makes it a header).
     */
    static boolean promptBeforeOutput(String line, Prompt p, String next) {
        if (p == null || p.kind() != Prompt.Kind.DSCLI || p.alone(line)) {
            return false;
        }
        int rest = p.commandStart();
        if (line.startsWith("Command:", rest)) {
            return false;
        }
        return next != null && isRule(next) || !commandWord(line, rest);
    }

    /** The output that follows the prompt {@code p} on a {@link #promptBeforeOutput} line. */
    static String afterPrompt(String line, Prompt p) {
        return line.substring(Math.min(p.commandStart(), line.length()));
    }

    /** True when the text at {@code from} starts with a word (all lower or all upper case) naming a DSCLI command. */
    private static boolean commandWord(String line, int from) {
        int end = from;
        while (end < line.length() && Character.isLetterOrDigit(line.charAt(end))) {
            end++;
        }
        if (end == from || end < line.length() && line.charAt(end) != ' ' && line.charAt(end) != '\t') {
            return false;
        }
        String w = line.substring(from, end);
        if (!w.equals(w.toLowerCase(Locale.ROOT)) && !w.equals(w.toUpperCase(Locale.ROOT))) {
            // mixed case (Name, Storage) is a header or a key, never a command
            return false;
        }
        w = w.toLowerCase(Locale.ROOT);
        if (Command.byWord(w) != null || ONE_WORD.contains(w)) {
            return true;
        }
        for (String v : VERBS) {
            if (w.startsWith(v) && w.length() > v.length()) {
                return true;
            }
        }
        return false;
    }

    private static boolean isRule(String line) {
        return LineKind.isRule(line);
    }

    /** The command of an {@link #isEcho} line, after its prompt ({@code dscli>}, {@code Command:} or both). */
    static Echo parse(String line, int lineNumber) {
        Prompt p = Prompt.of(line);
        int start = p == null ? 0 : p.commandStart();
        if (line.startsWith("Command:", start)) {
            start += 8;
        }
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
