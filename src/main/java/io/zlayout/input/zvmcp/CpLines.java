package io.zlayout.input.zvmcp;

import io.zlayout.input.zvm.LinePrefix;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * CP output as people paste it: the lines left once what is not CP's response is set apart. A prefix every
 * line shares — xCAT/Feilong's {@code node: } or the {@code 00: } virtual CPU address CP puts before responses
 * in CP mode — is cut off; command echoes ({@code # vmcp q v fcp}, {@code q paths 1000}, {@code #CP QUERY
 * CHPID 40}, {@code smcli System_WWPN_Query ...}), {@code Ready;} lines and the 3270 status area
 * ({@code RUNNING  ZVMSYS1}, {@code CP READ}) are recognised and skipped.
 */
final class CpLines {

    /** One line of CP response: its text without the shared prefix, and where that text starts. */
    record Line(int number, int offset, String text) {

        /** The 1-based column in the file of index {@code i} of {@link #text()}. */
        int column(int i) {
            return offset + i + 1;
        }

        String upper() {
            return text.toUpperCase(Locale.ROOT);
        }
    }

    /** What a raw line is besides a response line. */
    enum Kind {
        RESPONSE, BLANK, ECHO, READY, STATUS, MESSAGE,
        /** The echo of a CP command zlayout does not read ({@code lnx1> vmcp -b 4k q cplevel}): its response is skipped. */
        OTHER_ECHO
    }

    private static final Pattern READY = Pattern.compile("^(?i)Ready(\\(\\d+\\))?;.*");
    private static final Pattern STATUS = Pattern.compile(
            "^(?i)(RUNNING|CP READ|VM READ|HOLDING|MORE\\.\\.\\.|NOT ACCEPTED)(\\s+\\S+)?\\s*$");
    /** A CP message: {@code HCPQPA0040E Device 0102 does not exist}. */
    private static final Pattern MESSAGE = Pattern.compile("^HCP[A-Z]{3}\\d{3,4}[EIWSR]\\b.*");
    /** A shell prompt before a command: {@code #}, {@code $}, {@code [root@lnx1 ~]#}, {@code lnx1:~ #}. */
    private static final Pattern PROMPT = Pattern.compile("^(?:\\[[^\\]]*\\][#$]|[^\\s#$]*[#$>%]|\\S+\\s+[#$])\\s*");
    /**
     * What comes before the CP command: sudo, vmcp (with its options: dbginfo.sh runs {@code vmcp -b 8k q v fcp},
     * the buffer size a word of its own) or CP.
     */
    private static final String LEAD = "^(?i)(?:sudo\\s+)?(?:(?:/\\S*/)?vmcp\\s+|#?cp\\s+)?"
            + "(?:(?:-b|--buffer)(?:\\s+|=)?\\S+\\s+|-\\S+\\s+)*";
    private static final Pattern CP_COMMAND = Pattern.compile(LEAD
                    + "(q|qu|que|quer|query)\\s+(v|vi|vir|virt|virtu|virtua|virtual|path|paths|chpid|chpids|fcp|dasd"
                    + "|userid|loaddev)\\b.*");
    /** vmcp or hcp after a prompt, whatever the command: dbginfo.sh's {@code <host>> vmcp -b 4k q cplevel}. */
    private static final Pattern VMCP_ECHO = Pattern.compile(
            "^(?:\\[[^\\]]*\\][#$]\\s*|[^\\s#$]*[#$>%]\\s*|\\S+\\s+[#$]\\s*)?(?:sudo\\s+)?(?:/\\S*/)?(?:vmcp|hcp)\\s+\\S.*");
    private static final Pattern SMAPI = Pattern.compile("^(?i)(?:sudo\\s+)?(?:\\S*/)?smcli\\s+\\S+.*");

    private CpLines() {
    }

    /** The line without the shared prefix (and without a second {@code 00: } CPU prefix under it). */
    static Line strip(int number, String raw, String prefix) {
        int offset = 0;
        String text = raw;
        if (prefix != null && text.startsWith(prefix)) {
            offset += prefix.length();
            text = text.substring(prefix.length());
        }
        if (text.length() > 4 && Character.isDigit(text.charAt(0)) && Character.isDigit(text.charAt(1))
                && text.startsWith(": ", 2)) {
            offset += 4;
            text = text.substring(4);
        }
        return new Line(number, offset, text);
    }

    static Kind kind(Line line) {
        String t = line.text().strip();
        if (t.isEmpty() || separator(t)) {
            // dbginfo.sh writes a rule of '#' before each command of zvm_runtime.out: it ends the response above
            return Kind.BLANK;
        }
        if (READY.matcher(t).matches()) {
            return Kind.READY;
        }
        if (STATUS.matcher(t).matches()) {
            return Kind.STATUS;
        }
        if (MESSAGE.matcher(t).matches()) {
            return Kind.MESSAGE;
        }
        if (command(t) != null) {
            return Kind.ECHO;
        }
        return VMCP_ECHO.matcher(t).matches() ? Kind.OTHER_ECHO : Kind.RESPONSE;
    }

    private static boolean separator(String t) {
        if (t.length() < 20) {
            return false;
        }
        for (int i = 0; i < t.length(); i++) {
            if (t.charAt(i) != '#') {
                return false;
            }
        }
        return true;
    }

    /** The CP command of an echo of vmcp or hcp, as written, without prompt and vmcp's options. */
    static String otherCommand(String text) {
        String t = text.strip();
        Matcher p = PROMPT.matcher(t);
        String bare = p.find() && p.end() < t.length() && !t.matches("(?i)^(?:sudo\\s+)?(?:/\\S*/)?(?:vmcp|hcp)\\s.*")
                ? t.substring(p.end()) : t;
        return bare.replaceFirst("^(?i)(?:sudo\\s+)?(?:/\\S*/)?(?:vmcp|hcp)\\s+(?:(?:-b|--buffer)(?:\\s+|=)?\\S+\\s+|-\\S+\\s+)*",
                "").strip();
    }

    /** The command of an echo line, upper case, without prompt, {@code vmcp} or {@code #CP}; or null. */
    static String command(String text) {
        String t = text.strip();
        String bare = t;
        Matcher p = PROMPT.matcher(t);
        if (p.find() && p.end() < t.length()) {
            bare = t.substring(p.end());
        }
        if (t.regionMatches(true, 0, "#CP ", 0, 4)) {
            // #CP passes any command to CP from a guest's console: its response follows, whatever it is
            return t.substring(4).strip().toUpperCase(Locale.ROOT);
        }
        for (String candidate : List.of(t, bare)) {
            if (CP_COMMAND.matcher(candidate).matches() || SMAPI.matcher(candidate).matches()) {
                String c = candidate.replaceFirst(LEAD, "");
                return c.toUpperCase(Locale.ROOT).strip();
            }
        }
        return null;
    }

    /** Every line of the file, prefix cut off. */
    static List<Line> of(List<String> raw) {
        String prefix = LinePrefix.shared(raw);
        List<Line> out = new ArrayList<>(raw.size());
        for (int i = 0; i < raw.size(); i++) {
            out.add(strip(i + 1, raw.get(i), prefix));
        }
        return out;
    }
}
