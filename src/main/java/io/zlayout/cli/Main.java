package io.zlayout.cli;

import picocli.CommandLine;

import java.io.PrintStream;
import java.io.PrintWriter;
import java.nio.charset.StandardCharsets;
import java.time.Clock;

/** The entry point. {@link #run} is the seam tests call; {@link #main} only exits with its result. */
public final class Main {

    private Main() {
    }

    public static void main(String[] args) {
        System.exit(run(System.out, System.err, args));
    }

    /** Runs one zlayout command line, writing to {@code out} and {@code err}; returns the exit code. */
    public static int run(PrintStream out, PrintStream err, String... args) {
        return run(Clock.systemDefaultZone(), out, err, args);
    }

    /** As {@link #run(PrintStream, PrintStream, String...)}, with the clock that says what day it is. */
    public static int run(Clock clock, PrintStream out, PrintStream err, String... args) {
        PrintWriter o = new PrintWriter(new java.io.OutputStreamWriter(out, StandardCharsets.UTF_8), true);
        PrintWriter e = new PrintWriter(new java.io.OutputStreamWriter(err, StandardCharsets.UTF_8), true);
        CommandLine cl = commandLine(clock);
        cl.setOut(o);
        cl.setErr(e);
        cl.setExecutionExceptionHandler((ex, cmd, parsed) -> {
            ExitCode code = ExitCode.of(ex);
            if (code == ExitCode.INTERNAL) {
                cmd.getErr().println("zlayout: internal error: " + ex
                        + (System.getenv("ZLAYOUT_DEBUG") != null ? "" : " (set ZLAYOUT_DEBUG=1 for details)"));
                if (System.getenv("ZLAYOUT_DEBUG") != null) {
                    ex.printStackTrace(cmd.getErr());
                }
            } else if (code == ExitCode.ENVIRONMENT) {
                cmd.getErr().println("zlayout: cannot write or read: " + ExitCode.describe(ex));
            } else if (code == ExitCode.FINDINGS) {
                cmd.getErr().println("zlayout: cannot plan: " + Text.escape(String.valueOf(ex.getMessage())));
            } else if (code == ExitCode.USAGE) {
                cmd.getErr().println("zlayout: " + Text.escape(String.valueOf(ex.getMessage())));
            } else {
                cmd.getErr().println("zlayout: error: " + Text.escape(String.valueOf(ex.getMessage())));
            }
            cmd.getErr().flush();
            return code.code;
        });
        try {
            int rc = cl.execute(args);
            o.flush();
            e.flush();
            return rc;
        } catch (OutOfMemoryError ex) {
            // not a defect: the machine's memory, or the heap given to Java, is too small for these inputs
            e.println("zlayout: cannot write or read: out of memory (a Java heap of "
                    + (Runtime.getRuntime().maxMemory() >> 20) + " MiB): give Java more memory, e.g. "
                    + "ZLAYOUT_JAVA_OPTS=-Xmx4g, or read fewer or smaller inputs");
            e.flush();
            return ExitCode.ENVIRONMENT.code;
        } catch (RuntimeException | Error ex) {
            // picocli reports its own failures through the handlers; anything here is a bug
            e.println("zlayout: internal error: " + ex);
            e.flush();
            return ExitCode.INTERNAL.code;
        }
    }

    /** The command tree with the help sections every command shares. */
    public static CommandLine commandLine() {
        return commandLine(Clock.systemDefaultZone());
    }

    private static CommandLine commandLine(Clock clock) {
        CommandLine cl = new CommandLine(new ZlayoutCommand(clock));
        cl.setCaseInsensitiveEnumValuesAllowed(true);
        cl.setUsageHelpWidth(100);
        cl.setParameterExceptionHandler(Main::badUsage);
        applySharedHelp(cl);
        return cl;
    }

    /**
     * A command line that cannot be parsed: one line saying what is wrong and where help is, not the whole
     * help (which hides the message on a small terminal).
     */
    private static int badUsage(CommandLine.ParameterException ex, String[] args) {
        CommandLine cmd = ex.getCommandLine();
        java.io.PrintWriter err = cmd.getErr();
        err.println("zlayout: " + Text.escape(String.valueOf(ex.getMessage())));
        // picocli's "Did you mean: zlayout check?" for a mistyped command or option
        CommandLine.UnmatchedArgumentException.printSuggestions(ex, err);
        err.println("Try '" + cmd.getCommandSpec().qualifiedName() + " --help' for more information.");
        err.flush();
        return ExitCode.USAGE.code;
    }

    /**
     * What every command's help shares: the exit codes (the commands that can exit 1 for findings, an intent that
     * cannot be met or --strict say so; the others never do) and, on each subcommand but picocli's own help,
     * {@code -h}/{@code -V} and a blank line before its header and its description.
     */
    private static void applySharedHelp(CommandLine cl) {
        cl.getCommandSpec().usageMessage()
                .exitCodeListHeading("%nExit codes:%n")
                .exitCodeList(ExitCode.helpList(ExitCode.findingsMeaning(cl.getCommandName())));
        cl.setExitCodeExceptionMapper(t -> ExitCode.of(t).code);
        for (CommandLine sub : cl.getSubcommands().values()) {
            if (!sub.getCommandSpec().helpCommand()) {
                sub.getCommandSpec().mixinStandardHelpOptions(true);
                sub.getCommandSpec().usageMessage().headerHeading("%n").descriptionHeading("%n");
            }
            applySharedHelp(sub);
        }
    }
}
