package io.zlayout.cli;

import picocli.CommandLine;
import picocli.CommandLine.Model.ArgSpec;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Model.OptionSpec;
import picocli.CommandLine.Model.PositionalParamSpec;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;

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

    /** Text safe in roff: backslashes and hyphens escaped, no line starting a request. */
    static String esc(String text) {
        String t = text.replace("\\", "\\e").replace("-", "\\-");
        return t.startsWith(".") || t.startsWith("'") ? "\\&" + t : t;
    }
}
