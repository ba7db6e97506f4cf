package io.zlayout.input.zvmcp;

import io.zlayout.input.Prompt;
import io.zlayout.input.zvm.LinePrefix;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.regex.Pattern;

/**
 * CP output as people paste it: the lines left once what is not CP's response is set apart. A prefix every
 * line shares — xCAT/Feilong's {@code node: } or the {@code 00: } virtual CPU address CP puts before responses
 * in CP mode — is cut off; command echoes ({@code # vmcp q v fcp}, {@code q paths 1000}, {@code #CP QUERY
 * CHPID 40}, {@code smcli System_WWPN_Query ...}: the prompts and the vmcp and hcp forms are {@link Prompt}'s),
 * {@code Ready;} lines and the 3270 status area
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

    private static final Pattern STATUS = Pattern.compile(
            "^(?i)(RUNNING|CP READ|VM READ|HOLDING|MORE\\.\\.\\.|NOT ACCEPTED)(\\s+\\S+)?\\s*$");
    /** A CP message: {@code HCPQPA0040E Device 0102 does not exist}. */
    private static final Pattern MESSAGE = Pattern.compile("^HCP[A-Z]{3}\\d{3,4}[EIWSR]\\b.*");
    /** The CP commands zlayout reads, in any abbreviation CP takes. */
    private static final Pattern CP_QUERY = Pattern.compile("^(?i)(q|qu|que|quer|query)\\s+(v|vi|vir|virt|virtu"
            + "|virtua|virtual|path|paths|chpid|chpids|fcp|dasd|userid|loaddev)\\b.*");
    private static final Pattern SMAPI = Pattern.compile("^(?i)(?:\\S*/)?smcli\\s+\\S+.*");
    private static final Pattern SUDO = Pattern.compile("^(?i)sudo\\s+");
    private static final Pattern CP = Pattern.compile("^(?i)cp\\s+");

    private CpLines() {
    }

    /** The line without the shared prefix (and without a second {@code 00: } CPU prefix under it). */
    static Line strip(int number, String raw, String prefix) {
        int offset = 0;
        String text = raw;
        int cut = LinePrefix.length(text, prefix);
        if (cut >= 0) {
            offset += cut;
            text = text.substring(cut);
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
        if (t.isEmpty() || Prompt.dbginfoRule(t)) {
            // dbginfo.sh writes a rule of '#' before each command of zvm_runtime.out: it ends the response above
            return Kind.BLANK;
        }
        if (Prompt.ready(t)) {
            return Kind.READY;
        }
        if (mayBeStatus(t) && STATUS.matcher(t).matches()) {
            return Kind.STATUS;
        }
        if (t.startsWith("HCP") && MESSAGE.matcher(t).matches()) {
            return Kind.MESSAGE;
        }
        if (command(t) != null) {
            return Kind.ECHO;
        }
        String cp = Prompt.cp(afterPrompt(t));
        return cp != null && !cp.isEmpty() ? Kind.OTHER_ECHO : Kind.RESPONSE;
    }

    /** False for a line {@link #STATUS} cannot match: its first letter is none of those the status words start with. */
    private static boolean mayBeStatus(String t) {
        char c = Character.toUpperCase(t.charAt(0));
        return c == 'R' || c == 'C' || c == 'V' || c == 'H' || c == 'M' || c == 'N';
    }

    /** The text after a prompt ({@link Prompt}: a shell's, {@code host>}) and {@code sudo}; the text itself without one. */
    private static String afterPrompt(String t) {
        Prompt p = Prompt.of(t);
        return p == null || p.alone(t) ? t : p.command(t);
    }

    /** The CP command of an echo of vmcp or hcp, as written, without prompt and vmcp's options. */
    static String otherCommand(String text) {
        String c = afterPrompt(text.strip());
        String cp = Prompt.cp(c);
        return cp == null ? c : cp;
    }

    /** The command of an echo line, upper case, without prompt, {@code vmcp} or {@code #CP}; or null. */
    static String command(String text) {
        String t = text.strip();
        if (t.regionMatches(true, 0, "#CP ", 0, 4)) {
            // #CP passes any command to CP from a guest's console: its response follows, whatever it is
            return t.substring(4).strip().toUpperCase(Locale.ROOT);
        }
        String c = afterPrompt(t);
        if (c.regionMatches(true, 0, "sudo", 0, 4)) {
            c = SUDO.matcher(c).replaceFirst("");
        }
        String cp = Prompt.cp(c);
        // CP QUERY ... typed at CMS, or the command alone as CP's own console shows it
        String bare = cp != null ? cp : c.regionMatches(true, 0, "cp", 0, 2) ? CP.matcher(c).replaceFirst("") : c;
        if (!bare.isEmpty() && (bare.charAt(0) == 'q' || bare.charAt(0) == 'Q') && CP_QUERY.matcher(bare).matches()) {
            return bare.toUpperCase(Locale.ROOT).strip();
        }
        return mayBeSmapi(c) && SMAPI.matcher(c).matches() ? c.toUpperCase(Locale.ROOT).strip() : null;
    }

    /** False for a command {@link #SMAPI} cannot match: no {@code smcli} (any case) in it. */
    private static boolean mayBeSmapi(String c) {
        for (int i = c.indexOf('s') >= 0 || c.indexOf('S') >= 0 ? 0 : c.length(); i + 5 <= c.length(); i++) {
            if (c.regionMatches(true, i, "smcli", 0, 5)) {
                return true;
            }
        }
        return false;
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
