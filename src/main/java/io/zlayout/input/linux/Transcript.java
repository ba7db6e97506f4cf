package io.zlayout.input.linux;

import io.zlayout.input.Prompt;


import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Set;

/**
 * Splits a file into captures at shell command echo lines ({@code # lszfcp -P -H -D},
 * {@code #> lsluns -a}, {@code $ multipath -ll}, {@code [root@lnx1 ~]# lvs ...}: the prompts
 * {@link Prompt} knows) and knows which parser a command's output needs. A bare {@code #} prompt is also a
 * comment in configuration files, so after it only commands zlayout knows start a capture.
 */
final class Transcript {

    /** How many lines of a capture sniffing looks at. */
    static final int SNIFF_LINES = 200;

    static final List<CaptureParser> PARSERS = List.of(
            new LszfcpParser(),
            new LslunsParser(),
            new LsscsiParser(),
            new SgDevicesParser(),
            new MultipathLlParser(),
            new LsdasdParser(),
            new LvsParser(),
            new ChzdevExportParser(),
            new ZfcpConfParser(),
            new DasdConfParser(),
            new MultipathConfParser(),
            new LscssParser(),
            new LschpParser(),
            new LszdevParser(),
            new UdevRulesParser(),
            new ZiorepConfigParser(),
            new CioIgnoreParser());

    /** Commands a capture session commonly holds besides the ones zlayout reads; their output is skipped. */
    private static final Set<String> OTHER_COMMANDS = Set.of("lsblk", "lsqeth", "pvs",
            "vgs", "pvdisplay", "vgdisplay", "lvdisplay", "dmsetup", "uname", "lsreipl", "lszcrypt", "vmcp", "ls",
            "lsmem", "lscpu", "df", "mount", "dmesg", "hostname", "iostat", "date", "cat", "udevadm", "lsscm",
            "lsshut", "zfcpdbf", "ziomon", "sg_inq", "lsattr", "uptime", "free");

    private Transcript() {
    }

    /**
     * An echo line: the command as typed (without prompt and sudo), the parser for its output or null, and whether
     * it opens (or is typed into) multipathd's interactive console.
     */
    record Echo(String command, CaptureParser parser, boolean console) {
        Echo(String command, CaptureParser parser) {
            this(command, parser, false);
        }
    }

    static List<Capture> split(List<String> raw) {
        List<Capture> out = new ArrayList<>();
        List<Line> current = new ArrayList<>();
        Echo echo = null;
        int echoLine = 0;
        String echoRaw = null;
        boolean console = false;
        for (int i = 0; i < raw.size(); i++) {
            if (separator(raw.get(i))) {
                // dbginfo.sh's rule before each command: part of no capture
                current.add(new Line(i + 1, ""));
                continue;
            }
            Echo e = i > 0 && separator(raw.get(i - 1)) ? dbginfoEcho(raw.get(i)) : null;
            if (e == null) {
                e = echo(raw, i, echo, console);
            }
            if (e == null) {
                current.add(new Line(i + 1, raw.get(i)));
                continue;
            }
            if (echo != null || !current.isEmpty()) {
                out.add(capture(echo, echoLine, echoRaw, current));
            }
            console = e.console();
            echo = e;
            echoLine = i + 1;
            echoRaw = raw.get(i);
            current = new ArrayList<>();
        }
        if (echo != null || !current.isEmpty()) {
            out.add(capture(echo, echoLine, echoRaw, current));
        }
        return out;
    }

    /** The rule dbginfo.sh writes before each command in runtime.out: a line of 20 or more '#' only. */
    static boolean separator(String line) {
        return Prompt.dbginfoRule(line.trim());
    }

    /**
     * The first command of a dbginfo.sh command log (runtime.out and its kin: its rule, then
     * {@code <hostname>> <command>}), or null when the lines do not start as one.
     */
    static String dbginfoFirstCommand(List<String> raw) {
        int i = 0;
        while (i < raw.size() && raw.get(i).isBlank()) {
            i++;
        }
        if (i + 1 >= raw.size() || !separator(raw.get(i))) {
            return null;
        }
        Echo e = dbginfoEcho(raw.get(i + 1));
        return e == null ? null : e.command();
    }

    /** dbginfo.sh's echo after its rule, {@code <hostname>> <command>} ({@code lnx1> lszfcp -D}); else null. */
    private static Echo dbginfoEcho(String line) {
        Prompt p = Prompt.of(line);
        if (p == null || p.alone(line) || !p.text().endsWith(">") || p.text().length() < 2) {
            return null;
        }
        List<Word> w = Word.split(line.substring(p.commandStart()));
        String name = w.get(0).text().substring(w.get(0).text().lastIndexOf('/') + 1);
        List<String> args = w.subList(1, w.size()).stream().map(Word::text).toList();
        return new Echo(p.command(line), forCommand(name, args));
    }

    /**
     * A capture of the lines after an echo line. Lines pasted into a mail or a page keep the indentation the page
     * gave them: when the echo line is indented and every line of its output by at least the same blanks, they are
     * cut, so that the output reads as the command printed it (a row in column 1, a table's columns where its
     * heading puts them).
     */
    private static Capture capture(Echo echo, int echoLine, String echoRaw, List<Line> lines) {
        int echoIndent = echoRaw == null ? 0 : Fields.indent(echoRaw);
        // only under an indented echo: a capture's own indentation (lszfcp's attributes) is the command's
        int indent = echoIndent == 0 ? 0 : Math.min(echoIndent, commonIndent(lines));
        List<Line> body = lines;
        if (indent > 0) {
            body = new ArrayList<>(lines.size());
            for (Line l : lines) {
                body.add(l.blank() ? l : new Line(l.number(), l.text().substring(indent)));
            }
        }
        return echo == null ? new Capture(null, 0, null, body, 0)
                : new Capture(echo.command(), echoLine, echo.parser(), body, indent);
    }

    /** The blanks (spaces or tabs, the same on every line) that every non-blank line starts with; 0 for none. */
    static int commonIndent(List<Line> lines) {
        String first = null;
        int common = Integer.MAX_VALUE;
        for (Line l : lines) {
            if (l.blank()) {
                continue;
            }
            String t = l.text();
            if (first == null) {
                first = t;
                common = Fields.indent(t);
                continue;
            }
            int k = 0;
            while (k < common && k < t.length() && t.charAt(k) == first.charAt(k)) {
                k++;
            }
            common = k;
            if (common == 0) {
                return 0;
            }
        }
        return first == null ? 0 : common;
    }

    /** A parser and how sure it is of some lines. */
    record Sniffed(CaptureParser parser, int score) {
    }

    /** The parser whose sniff of the lines is highest (the first of a tie), or null when none scores above 0. */
    static Sniffed bySniff(List<Line> lines) {
        List<Line> head = lines.size() > SNIFF_LINES ? lines.subList(0, SNIFF_LINES) : lines;
        Sniffed best = null;
        boolean wrapped = LinuxReader.mayBeWrapped(head);
        for (CaptureParser p : PARSERS) {
            // lines a terminal wrapped are joined as the parser would read them (looked for once, not per parser)
            int s = p.sniff(wrapped ? LinuxReader.unwrappedForSniffing(head, p) : head);
            if (s > 0 && (best == null || s > best.score())) {
                best = new Sniffed(p, s);
            }
        }
        return best;
    }

    /** The echo line this line is, or null (a line read alone, without the lines around it). */
    static Echo echo(String line) {
        return echo(List.of(line), 0, null, false);
    }

    /**
     * The echo line {@code raw[i]} is, or null. {@code before} is the echo of the capture the line would end (null
     * before the first), {@code console} whether the lines are typed into {@code multipathd -k}'s console.
     * <p>
     * A bare {@code #} is a root shell's prompt and a comment's mark alike, so a line after one is an echo only when
     * what follows is a command: one zlayout reads or knows (then not inside a block of comments: the stock
     * multipath.conf tells in comments to run {@code multipath -t} or {@code multipathd show config}), or any
     * other command word in a session already under way whose output follows (not a comment), so that the output
     * of {@code # fdasd -a /dev/dasdb} or {@code # parted /dev/sda print} is not read as broken rows of the capture
     * before it; never inside a configuration file.
     */
    static Echo echo(List<String> raw, int i, Echo before, boolean console) {
        String line = raw.get(i);
        if (line.length() > 500) {
            return null;
        }
        Prompt p = Prompt.of(line);
        if (p == null) {
            return bareEcho(line);
        }
        String tool = p.console() != null ? p.console() : console && p.text().equals(">") ? "multipathd" : null;
        if (tool != null) {
            // multipathd> show map mpatha topo: a multipathd command typed into its console
            if (p.alone(line)) {
                return new Echo("", null, true);
            }
            List<String> args = Word.texts(line.substring(p.commandStart()));
            return new Echo(tool + " " + p.command(line), forCommand(tool, args), true);
        }
        if (p.kind() != Prompt.Kind.HASH && p.kind() != Prompt.Kind.SHELL) {
            // a host name before '>' is dbginfo.sh's echo only after its rule (dbginfoEcho); DSCLI is no shell
            return null;
        }
        boolean strong = p.kind() == Prompt.Kind.SHELL;
        if (p.alone(line)) {
            // a prompt alone (the last line of a pasted session) ends the capture before it; a bare '#' is a comment
            return strong ? new Echo("", null) : null;
        }
        List<Word> w = Word.split(line.substring(p.commandStart()));
        String word = w.get(0).text();
        String name = word.substring(word.lastIndexOf('/') + 1);
        List<String> args = w.subList(1, w.size()).stream().map(Word::text).toList();
        if (!strong && args.stream().anyMatch(a -> a.equals("{") || a.equals("}"))) {
            // '#\tmultipath {' is a commented-out multipath.conf section, not a command
            return null;
        }
        if (!strong && amongComments(raw, i)) {
            // '# multipath -t' between '# For a complete list ..., run either' and '# or': prose, not an echo
            return null;
        }
        String command = p.command(line);
        CaptureParser parser = forCommand(name, args);
        boolean consoleStart = name.equals("multipathd") && args.size() == 1 && args.get(0).equals("-k");
        if (parser != null || KNOWN.contains(name)) {
            return new Echo(command, parser, consoleStart);
        }
        if (OTHER_COMMANDS.contains(name) && (!name.equals("cat") || args.stream().anyMatch(a -> a.startsWith("/")))) {
            return new Echo(command, null);
        }
        if (strong && commandWord(name)) {
            return new Echo(command, null);
        }
        if (!strong && before != null && (before.parser() == null || !CONFIG_FILES.contains(before.parser()))
                && p.commandStart() == Fields.indent(line) + 2 && lowerCommandWord(name) && outputFollows(raw, i)) {
            // '# fdasd -a /dev/dasdb' in a session: a command zlayout does not read, whose output follows
            return new Echo(command, null);
        }
        return null;
    }

    /** The parsers of configuration files, whose '#' lines are comments whatever words follow. */
    private static final Set<CaptureParser> CONFIG_FILES = Set.of(parser(ZfcpConfParser.class),
            parser(DasdConfParser.class), parser(MultipathConfParser.class), parser(ChzdevExportParser.class),
            parser(UdevRulesParser.class));

    /** True when the lines just before and just after line {@code i} are comments ('#' first), not blank. */
    private static boolean amongComments(List<String> raw, int i) {
        return i > 0 && i + 1 < raw.size() && comment(raw.get(i - 1)) && comment(raw.get(i + 1));
    }

    private static boolean comment(String line) {
        int k = Fields.indent(line);
        return k < line.length() && line.charAt(k) == '#';
    }

    /** True when the next non-blank line after {@code i} is output: there is one, and it is not a comment. */
    private static boolean outputFollows(List<String> raw, int i) {
        for (int k = i + 1; k < raw.size(); k++) {
            if (!raw.get(k).isBlank()) {
                return !comment(raw.get(k));
            }
        }
        return false;
    }

    private static boolean lowerCommandWord(String s) {
        if (s.isEmpty() || s.length() > 40 || !(s.charAt(0) >= 'a' && s.charAt(0) <= 'z')) {
            return false;
        }
        for (int i = 0; i < s.length(); i++) {
            char c = s.charAt(i);
            if (!((c >= 'a' && c <= 'z') || (c >= '0' && c <= '9') || c == '-' || c == '_' || c == '.')) {
                return false;
            }
        }
        return true;
    }

    /**
     * A command zlayout reads, typed without a prompt, as a paste or {@code script} log often begins
     * ({@code cat /proc/scsi/sg/devices}, {@code multipath -ll}): in column 1, its arguments options or paths.
     */
    private static Echo bareEcho(String line) {
        if (line.isEmpty() || line.charAt(0) <= ' ') {
            return null;
        }
        List<Word> w = Word.split(line);
        String name = w.get(0).text();
        if (!KNOWN.contains(name) && !name.equals("cat")) {
            return null;
        }
        List<String> args = w.subList(1, w.size()).stream().map(Word::text).toList();
        if (!args.isEmpty() && !args.get(0).startsWith("-") && !args.get(0).startsWith("/")) {
            return null;
        }
        CaptureParser parser = forCommand(name, args);
        return parser == null ? null : new Echo(line.trim(), parser);
    }

    private static final Set<String> KNOWN = Set.of("lszfcp", "lsluns", "lsscsi", "lsdasd", "lvs", "multipath",
            "multipathd", "chzdev", "lscss", "lschp", "lszdev", "ziorep_config", "cio_ignore");

    private static boolean commandWord(String s) {
        if (s.isEmpty() || s.length() > 40) {
            return false;
        }
        for (int i = 0; i < s.length(); i++) {
            char c = s.charAt(i);
            if (!((c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9') || c == '-' || c == '_'
                    || c == '.')) {
                return false;
            }
        }
        return true;
    }

    /** The parser for a command's output, or null when zlayout does not read it (or cannot tell). */
    static CaptureParser forCommand(String name, List<String> args) {
        switch (name) {
            case "lszfcp":
                return parser(LszfcpParser.class);
            case "lsluns":
                return parser(LslunsParser.class);
            case "lsscsi":
                return parser(LsscsiParser.class);
            case "lsdasd":
                return parser(LsdasdParser.class);
            case "lvs":
                return parser(LvsParser.class);
            case "lscss":
                return parser(LscssParser.class);
            case "lschp":
                return parser(LschpParser.class);
            case "ziorep_config":
                return args.stream().anyMatch(a -> a.startsWith("-") && a.contains("I") && !a.startsWith("--"))
                        || args.contains("--Internal") ? null : parser(ZiorepConfigParser.class);
            case "lszdev":
                return args.stream().anyMatch(a -> a.equals("--info") || a.equals("-i") || a.startsWith("--list"))
                        ? null : parser(LszdevParser.class);
            case "multipath":
                for (String a : args) {
                    if (a.equals("-t") || a.equals("-T")) {
                        return parser(MultipathConfParser.class);
                    }
                    if (Set.of("-f", "-F", "-c", "-C", "-a", "-w", "-W", "-u", "-U", "-i", "-h").contains(a)) {
                        return null;
                    }
                }
                return parser(MultipathLlParser.class);
            case "multipathd": {
                String all = String.join(" ", args).toLowerCase(Locale.ROOT);
                if (all.contains("config")) {
                    return parser(MultipathConfParser.class);
                }
                return all.contains("topo") ? parser(MultipathLlParser.class) : null;
            }
            case "cio_ignore":
                return args.stream().anyMatch(a -> Set.of("-l", "--list", "-L", "--list-not-blacklisted", "-k",
                        "--kernel-param").contains(a)) ? parser(CioIgnoreParser.class) : null;
            case "chzdev":
                return args.stream().anyMatch(a -> a.startsWith("--export")) ? parser(ChzdevExportParser.class) : null;
            case "cat":
                for (String a : args) {
                    if (a.contains("zfcp.conf")) {
                        return parser(ZfcpConfParser.class);
                    }
                    if (a.contains("dasd.conf")) {
                        return parser(DasdConfParser.class);
                    }
                    if (a.contains("multipath.conf") || a.contains("multipath/conf.d")) {
                        return parser(MultipathConfParser.class);
                    }
                    if (a.contains("/proc/scsi/sg/device")) {
                        return parser(SgDevicesParser.class);
                    }
                    if (a.equals("/proc/cio_ignore")) {
                        return parser(CioIgnoreParser.class);
                    }
                    if (a.contains("rules.d/") || a.endsWith(".rules")) {
                        return parser(UdevRulesParser.class);
                    }
                }
                return null;
            default:
                return null;
        }
    }

    private static CaptureParser parser(Class<? extends CaptureParser> type) {
        for (CaptureParser p : PARSERS) {
            if (type.isInstance(p)) {
                return p;
            }
        }
        throw new IllegalStateException("no parser " + type.getSimpleName());
    }
}
