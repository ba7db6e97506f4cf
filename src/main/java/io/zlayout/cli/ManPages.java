package io.zlayout.cli;

import picocli.CommandLine;
import picocli.CommandLine.Model.ArgSpec;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Model.OptionSpec;
import picocli.CommandLine.Model.PositionalParamSpec;

import java.io.ByteArrayOutputStream;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.zip.Deflater;
import java.util.zip.CRC32;

/**
 * Manual pages in roff (man(7)) made from the picocli model, so they say what --help says: {@code zlayout.1}
 * and one {@code zlayout-<command>.1} per command.
 */
final class ManPages {

    private ManPages() {
    }

    /** File name -> page, for the command tree of {@code root}. */
    static Map<String, String> all(CommandLine root, String version) {
        Map<String, String> pages = new LinkedHashMap<>();
        pages.put("zlayout.1", page(root, "zlayout", version));
        for (Map.Entry<String, CommandLine> e : root.getSubcommands().entrySet()) {
            if (!e.getKey().equals("help")) {
                pages.put("zlayout-" + e.getKey() + ".1", page(e.getValue(), "zlayout-" + e.getKey(), version));
            }
        }
        return pages;
    }

    static String page(CommandLine cl, String name, String version) {
        CommandSpec spec = cl.getCommandSpec();
        CommandLine.Help help = cl.getHelp();
        StringBuilder b = new StringBuilder();
        b.append(".TH ").append(name.toUpperCase(Locale.ROOT)).append(" 1 \"\" \"zlayout ").append(esc(version))
                .append("\" \"zlayout manual\"\n");
        b.append(".SH NAME\n").append(esc(name)).append(" \\- ")
                .append(esc(first(spec.usageMessage().header(), spec.usageMessage().description()))).append('\n');
        b.append(".SH SYNOPSIS\n.nf\n")
                .append(lines(CommandLine.Help.Ansi.OFF.string(help.synopsis(0)).strip())).append(".fi\n");
        String[] description = spec.usageMessage().description();
        if (description.length > 0) {
            b.append(".SH DESCRIPTION\n");
            for (String line : description) {
                b.append(line.isBlank() ? ".PP\n" : esc(help.colorScheme().text(line).plainString()) + "\n");
            }
        }
        List<ArgSpec> args = new ArrayList<>();
        args.addAll(spec.positionalParameters());
        args.addAll(spec.options());
        if (!args.isEmpty()) {
            b.append(".SH OPTIONS\n");
            for (ArgSpec a : args) {
                if (a.hidden()) {
                    continue;
                }
                b.append(".TP\n").append(label(a)).append('\n');
                for (String line : a.renderedDescription()) {
                    b.append(esc(line)).append('\n');
                }
            }
        }
        if (!cl.getSubcommands().isEmpty()) {
            b.append(".SH COMMANDS\n");
            for (Map.Entry<String, CommandLine> e : cl.getSubcommands().entrySet()) {
                String header = first(e.getValue().getCommandSpec().usageMessage().header(),
                        e.getValue().getCommandSpec().usageMessage().description());
                b.append(".TP\n\\fB").append(esc(e.getKey())).append("\\fR\n").append(esc(header)).append('\n');
            }
        }
        Map<String, String> codes = spec.usageMessage().exitCodeList();
        if (!codes.isEmpty()) {
            b.append(".SH EXIT STATUS\n");
            codes.forEach((code, text) -> b.append(".TP\n").append(esc(code.strip())).append('\n')
                    .append(esc(text)).append('\n'));
        }
        b.append(".SH SEE ALSO\n");
        b.append(name.equals("zlayout") ? "zlayout-check(1), zlayout-plan(1), zlayout-report(1)\n" : "zlayout(1)\n");
        return b.toString();
    }

    private static String label(ArgSpec a) {
        if (a instanceof OptionSpec o) {
            List<String> names = new ArrayList<>();
            for (String n : o.names()) {
                names.add("\\fB" + esc(n) + "\\fR");
            }
            String param = o.typeInfo().isBoolean() || o.arity().max() == 0 ? ""
                    : "=\\fI" + esc(o.paramLabel()) + "\\fR";
            return String.join(", ", names) + param;
        }
        PositionalParamSpec p = (PositionalParamSpec) a;
        return "\\fI" + esc(p.paramLabel()) + "\\fR" + (p.arity().max() > 1 ? "..." : "");
    }

    private static String first(String[] header, String[] description) {
        if (header.length > 0) {
            return header[0];
        }
        return description.length > 0 ? description[0] : "";
    }

    private static String lines(String text) {
        StringBuilder b = new StringBuilder();
        for (String line : text.split("\n")) {
            b.append(esc(line)).append('\n');
        }
        return b.toString();
    }

    /**
     * A page compressed as Debian's policy asks ({@code gzip -9n}): the best compression, said in the header (lintian
     * checks the flag), and no file name or time in it, so that two builds give the same bytes (RFC 1952).
     */
    static byte[] gzip(byte[] page) {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        // magic, deflate, no flags, MTIME 0, XFL 2 (slowest, best compression), OS 3 (Unix)
        out.writeBytes(new byte[] {0x1f, (byte) 0x8b, 8, 0, 0, 0, 0, 0, 2, 3});
        Deflater deflater = new Deflater(Deflater.BEST_COMPRESSION, true);
        deflater.setInput(page);
        deflater.finish();
        byte[] buffer = new byte[8192];
        while (!deflater.finished()) {
            out.write(buffer, 0, deflater.deflate(buffer));
        }
        deflater.end();
        CRC32 crc = new CRC32();
        crc.update(page);
        littleEndian(out, crc.getValue());
        littleEndian(out, page.length & 0xffffffffL);
        return out.toByteArray();
    }

    private static void littleEndian(ByteArrayOutputStream out, long value) {
        for (int i = 0; i < 4; i++) {
            out.write((int) (value >>> (8 * i)) & 0xff);
        }
    }

    /** Text safe in roff: backslashes and hyphens escaped, no line starting a request. */
    static String esc(String text) {
        String t = text.replace("\\", "\\e").replace("-", "\\-");
        return t.startsWith(".") || t.startsWith("'") ? "\\&" + t : t;
    }
}
