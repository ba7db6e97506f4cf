package io.zlayout.input.dscli;

import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Lines that sit around DSCLI output as people paste it but are not output of a command: elisions where a
 * document leaves rows out, shell and login prompts, log lines of the script that ran DSCLI, and the section
 * markers of collectors that run DSCLI for several commands into one file.
 */
final class Noise {

    /** {@code ...}, {@code (...)}, {@code [...]}, {@code …}, {@code . . .}: alone on their line. */
    private static final Pattern ELISION = Pattern.compile("\\s*[(\\[]?\\s*(\\.\\s?){2,}\\.\\s*[)\\]]?\\s*"
            + "|\\s*[(\\[]?\\u2026[)\\]]?\\s*");
    /** {@code $ dscli ...}, {@code [root@host ~]# ...}, {@code user@host:~> ...}, {@code C:\dscli>dscli}. */
    private static final Pattern SHELL = Pattern.compile("\\s*(\\[[^\\]]{1,80}]|[\\w.-]{1,40}@[\\w.:~/-]{1,80})?\\s?[$#%]"
            + "(\\s.*)?|\\s*[A-Za-z]:\\\\[^>]{0,200}>.*");
    /** DSCLI's own login dialogue and start-up lines. */
    private static final Pattern LOGIN = Pattern.compile("\\s*(Enter (your|the) [^:]{1,60}:.*|DSCLI\\[\\d+]\\w? .*"
            + "|IBM DS CLI Version.*|dscli -.*|\\S*/dscli(\\s.*)?)");
    /** {@code 2014-09-18 23:04:05,621 - ...}, {@code Sep 18 23:04:05 host ...}: a log line's time stamp. */
    private static final Pattern LOG = Pattern.compile("\\s*(\\d{4}-\\d\\d-\\d\\d[ T]\\d\\d:\\d\\d(:\\d\\d)?"
            + "|[A-Z][a-z]{2} [ \\d]\\d \\d\\d:\\d\\d:\\d\\d)\\b.*");
    /** {@code #### <lsioport>} / {@code #### </lsioport>}: sections of a collector's file, one per command. */
    private static final Pattern MARKER = Pattern.compile("\\s*#{2,}\\s*<(/?)([a-z][\\w -]{0,60})>\\s*");

    private Noise() {
    }

    static boolean isElision(String line) {
        return mayBeElision(line) && matchesElision(line);
    }

    /** The pattern itself (what {@link #isElision} answers when {@link #mayBeElision} lets a line through). */
    static boolean matchesElision(String line) {
        return line.length() < 40 && ELISION.matcher(line).matches();
    }

    /** False for a line {@link #ELISION} cannot match: one whose first character after blanks is none of {@code ([.…}. */
    static boolean mayBeElision(String line) {
        int i = 0;
        while (i < line.length() && space(line.charAt(i))) {
            i++;
        }
        if (i == line.length()) {
            return false;
        }
        char c = line.charAt(i);
        return c == '.' || c == '(' || c == '[' || c == '\u2026';
    }

    static boolean isNoise(String line) {
        // every row of a large export passes here: most cannot match any pattern, and saying so takes a glance
        return mayBeNoise(line) && matchesNoise(line);
    }

    /** The patterns themselves (what {@link #isNoise} answers when {@link #mayBeNoise} lets a line through). */
    static boolean matchesNoise(String line) {
        if (line.length() > 4000 || MARKER.matcher(line).matches()) {
            return false;
        }
        return SHELL.matcher(line).matches() || LOGIN.matcher(line).matches() || LOG.matcher(line).matches();
    }

    /**
     * False only for lines no noise pattern can match: what each pattern needs at fixed places after the
     * leading white space ({@link #LOG}'s date or month, {@link #LOGIN}'s first words, {@link #SHELL}'s drive
     * letter, its prompt character or the {@code [} of {@code [root@host ~]#}) or anywhere ({@link #SHELL}'s
     * {@code user@host}, {@link #LOGIN}'s {@code /dscli}).
     */
    static boolean mayBeNoise(String line) {
        int n = line.length();
        int i = 0;
        while (i < n && space(line.charAt(i))) {
            i++;
        }
        if (i + 4 < n && digit(line.charAt(i)) && digit(line.charAt(i + 1)) && digit(line.charAt(i + 2))
                && digit(line.charAt(i + 3)) && line.charAt(i + 4) == '-') {
            return true;
        }
        if (i + 3 < n && line.charAt(i) >= 'A' && line.charAt(i) <= 'Z' && lower(line.charAt(i + 1))
                && lower(line.charAt(i + 2)) && line.charAt(i + 3) == ' ') {
            return true;
        }
        if (i + 2 < n && letter(line.charAt(i)) && line.charAt(i + 1) == ':' && line.charAt(i + 2) == '\\') {
            return true;
        }
        if (i < n && (line.charAt(i) == '$' || line.charAt(i) == '#' || line.charAt(i) == '%'
                || line.charAt(i) == '[')) {
            return true;
        }
        // SHELL's prompt character stands first, after a [...] group, or after user@host; LOGIN's /dscli anywhere
        if (line.startsWith("Enter ", i) || line.startsWith("DSCLI[", i) || line.startsWith("IBM DS CLI", i)
                || line.startsWith("dscli -", i)) {
            return true;
        }
        // '@' or "/dscli" anywhere: one pass over the row, which every row of an export takes
        for (int k = 0; k < n; k++) {
            char c = line.charAt(k);
            if (c == '@' || c == '/' && line.startsWith("/dscli", k)) {
                return true;
            }
        }
        return false;
    }

    /** White space as {@code \\s} means it in these patterns. */
    private static boolean space(char c) {
        return c == ' ' || c == '\t' || c == '\n' || c == 0x0B || c == '\f' || c == '\r';
    }

    private static boolean digit(char c) {
        return c >= '0' && c <= '9';
    }

    private static boolean lower(char c) {
        return c >= 'a' && c <= 'z';
    }

    private static boolean letter(char c) {
        return lower(c) || (c >= 'A' && c <= 'Z');
    }

    /**
     * The command a collector's section marker opens ({@code #### <lsioport>} gives {@code lsioport}; the
     * command word is the marker's first word), "" for a closing marker, null for any other line.
     */
    static String collectorMarker(String line) {
        if (line.length() > 200 || line.indexOf('<') < 0) {
            return null;
        }
        Matcher m = MARKER.matcher(line);
        if (!m.matches()) {
            return null;
        }
        return m.group(1).isEmpty() ? m.group(2).strip() : "";
    }
}
