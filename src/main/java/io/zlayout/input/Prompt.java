package io.zlayout.input;

import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * The prompt a pasted session puts before a command, in every form the captures zlayout reads show it: a shell's
 * ({@code $ }, {@code # }, {@code #> }, {@code user@host:~# }, {@code [root@lnx1 ~]# }, {@code lnx1:~ # }), a
 * host name and {@code >} ({@code lnx1> }, as dbginfo.sh echoes each command), an interactive console's
 * ({@code multipathd> }, see {@link #console()}), DSCLI's ({@code dscli> }) and the
 * label DSCLI's echo mode and HMC-collected listings put before a command ({@code Command:lsfbvol}). One home for
 * every reader that splits a transcript at its commands (Linux captures, CP output, DSCLI), so a prompt one of
 * them knows, all know. What follows the prompt is the command; {@code sudo} before it is skipped, and
 * {@link #cp(String)} takes the CP command out of a {@code vmcp}, {@code hcp} or {@code #CP} line.
 *
 * @param kind         which form of prompt
 * @param text         the prompt as written ({@code [root@lnx1 ~]#})
 * @param commandStart index in the line where the command starts (after the prompt, blanks and {@code sudo});
 *                     the line's length for a prompt alone
 */
public record Prompt(Kind kind, String text, int commandStart) {

    /** The forms of prompt. */
    public enum Kind {
        /** A bare {@code #}: a root shell's prompt, but also a comment in configuration files. */
        HASH,
        /** A shell's prompt: {@code $}, {@code >}, {@code %}, {@code #>}, one naming user or host and path. */
        SHELL,
        /** A word ending in a prompt character and naming nothing else ({@code lnx1>}, {@code lnx1#}). */
        HOST,
        /** DSCLI's {@code dscli>} (any case). */
        DSCLI,
        /** {@code Command:} before a command, DSCLI's echo mode. */
        LABEL
    }

    /** CMS's ready message, which ends each CP command's response on a 3270 console ({@code Ready;}, {@code Ready(00040);}). */
    private static final Pattern READY = Pattern.compile("^\\s*(?i)Ready(\\(\\d+\\))?;.*");

    /** vmcp or hcp and their options (dbginfo.sh runs {@code vmcp -b 8k q v fcp}), or {@code #CP}, before a CP command. */
    private static final Pattern CP_LEAD = Pattern.compile("^(?i)(?:(?:/\\S*/)?(?:vmcp|hcp)\\s+"
            + "(?:(?:-b|--buffer)(?:\\s+|=)?\\S+\\s+|-\\S+\\s+)*|#cp\\s+)");

    /**
     * The prompt the line starts with (after blanks), or null when it starts with none. Every line of a large
     * export is asked, so a line that is no prompt is told apart without a string being made.
     */
    public static Prompt of(String line) {
        int n = line.length();
        int i = skipBlanks(line, 0);
        if (i >= n || n > 4096) {
            return null;
        }
        int end = i;
        boolean names = false;
        for (char c; end < n && (c = line.charAt(end)) > ' '; end++) {
            names |= c == '@' || c == ':';
        }
        int len = end - i;
        char first = line.charAt(i);
        if (first == 'C' && line.startsWith("Command:", i)) {
            return new Prompt(Kind.LABEL, "Command:", skipBlanks(line, i + 8));
        }
        if (len == 6 && line.regionMatches(true, i, "dscli>", 0, 6)) {
            return prompt(Kind.DSCLI, line, i, end);
        }
        if (len == 10 && line.startsWith("multipathd", i)) {
            // 'multipathd >' as the console of multipath-tools 0.8 and later prints it (a blank before '>')
            int gt = skipBlanks(line, end);
            if (gt < n && line.charAt(gt) == '>' && (gt + 1 == n || line.charAt(gt + 1) <= ' ')) {
                return prompt(Kind.HOST, line, i, gt + 1);
            }
        }
        if (first == '[') {
            // [root@lnx1 ~]# : the path inside the brackets may hold blanks
            int close = line.indexOf(']', i);
            if (close > 0 && close + 1 < n && (line.charAt(close + 1) == '#' || line.charAt(close + 1) == '$')
                    && (close + 2 == n || line.charAt(close + 2) <= ' ') && words(line, i, close) <= 4) {
                return prompt(Kind.SHELL, line, i, close + 2);
            }
            return null;
        }
        if (len == 1 && first == '#') {
            return prompt(Kind.HASH, line, i, end);
        }
        if (len == 1 && (first == '$' || first == '>' || first == '%') || len == 2 && first == '#'
                && line.charAt(i + 1) == '>') {
            return prompt(Kind.SHELL, line, i, end);
        }
        char last = line.charAt(end - 1);
        if (len > 1 && promptEnd(last)) {
            if (names) {
                return prompt(Kind.SHELL, line, i, end);
            }
            if (plainName(line, i, end - 1)) {
                return prompt(Kind.HOST, line, i, end);
            }
            return null;
        }
        if (!names) {
            return null;
        }
        int next = skipBlanks(line, end);
        if (next < n && (line.charAt(next) == '#' || line.charAt(next) == '$')
                && (next + 1 == n || line.charAt(next + 1) <= ' ')) {
            // lnx1:~ # (SUSE's root prompt)
            return prompt(Kind.SHELL, line, i, next + 1);
        }
        return null;
    }

    private static Prompt prompt(Kind kind, String line, int start, int end) {
        int c = skipBlanks(line, end);
        int w = wordEnd(line, c);
        if (w - c == 4 && line.startsWith("sudo", c)) {
            c = skipBlanks(line, w);
        }
        return new Prompt(kind, line.substring(start, end), c);
    }

    /**
     * The tool whose interactive console this prompt is ({@code multipathd} for {@code multipathd>} or
     * {@code multipathd >}, the prompt of {@code multipathd -k}), or null: what follows such a prompt is that tool's command, not a shell's.
     */
    public String console() {
        return kind == Kind.HOST && text.startsWith("multipathd") && text.endsWith(">")
                && text.substring(10, text.length() - 1).isBlank() ? "multipathd" : null;
    }

    /** True for a prompt with nothing after it (the last line of a pasted session). */
    public boolean alone(String line) {
        return commandStart >= line.length();
    }

    /** The command after the prompt, as written (without {@code sudo}), trimmed. */
    public String command(String line) {
        return line.substring(Math.min(commandStart, line.length())).trim();
    }

    /**
     * The CP command of a command run through {@code vmcp} or {@code hcp} (with their options) or passed to CP
     * with {@code #CP}, as written and trimmed; null when the command is none of these.
     */
    public static String cp(String command) {
        String c = command.strip();
        if (c.regionMatches(true, 0, "sudo ", 0, 5)) {
            c = c.substring(5).strip();
        }
        if (c.isEmpty() || "/vVhH#".indexOf(c.charAt(0)) < 0) {
            // CP_LEAD cannot match: it starts with a path, vmcp, hcp or #cp
            return null;
        }
        Matcher m = CP_LEAD.matcher(c);
        return m.find() ? c.substring(m.end()).strip() : null;
    }

    /** True for CMS's ready message ({@code Ready;}, {@code Ready(00040);} and what follows it). */
    public static boolean ready(String line) {
        int i = 0;
        while (i < line.length() && (line.charAt(i) <= ' ')) {
            i++;
        }
        return line.regionMatches(true, i, "ready", 0, 5) && READY.matcher(line).matches();
    }

    /**
     * True for the rule dbginfo.sh writes before each command of runtime.out and zvm_runtime.out: 20 or more
     * {@code #} and nothing else ({@code text} without the blanks around it).
     */
    public static boolean dbginfoRule(String text) {
        if (text.length() < 20) {
            return false;
        }
        for (int i = 0; i < text.length(); i++) {
            if (text.charAt(i) != '#') {
                return false;
            }
        }
        return true;
    }

    private static boolean promptEnd(char c) {
        return c == '#' || c == '$' || c == '>' || c == '%';
    }

    /** A host name, a path or the like ({@code s} from {@code from} to {@code to}): letters, digits and {@code -_.~/}. */
    private static boolean plainName(String s, int from, int to) {
        if (to <= from || to - from > 64) {
            return false;
        }
        for (int i = from; i < to; i++) {
            char c = s.charAt(i);
            if (!(Character.isLetterOrDigit(c) || c == '-' || c == '_' || c == '.' || c == '~' || c == '/')) {
                return false;
            }
        }
        // DSCLI's own name is its prompt (dscli>), never a host's; only ASCII letters lower-case to these
        return !(to - from == 5 && s.regionMatches(true, from, "dscli", 0, 5) && ascii(s, from, to));
    }

    private static boolean ascii(String s, int from, int to) {
        for (int i = from; i < to; i++) {
            if (s.charAt(i) >= 128) {
                return false;
            }
        }
        return true;
    }

    private static int words(String line, int from, int to) {
        int count = 0;
        boolean in = false;
        for (int i = from; i < to; i++) {
            boolean blank = line.charAt(i) <= ' ';
            count += !blank && !in ? 1 : 0;
            in = !blank;
        }
        return count;
    }

    private static int skipBlanks(String s, int from) {
        int i = from;
        while (i < s.length() && s.charAt(i) <= ' ') {
            i++;
        }
        return i;
    }

    private static int wordEnd(String s, int from) {
        int i = from;
        while (i < s.length() && s.charAt(i) > ' ') {
            i++;
        }
        return i;
    }
}
