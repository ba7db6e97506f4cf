package io.zlayout.cli;

import picocli.CommandLine.Command;

import java.time.Clock;

/** The top-level command: only help, version and the subcommands. */
@Command(name = "zlayout",
        mixinStandardHelpOptions = true,
        versionProvider = VersionProvider.class,
        description = {
            "Plans and checks IBM Z storage connectivity: reads the IOCP deck, DS8000/ESS exports, z/VM",
            "directory entries and Linux host captures, joins them into one topology (CHPID -> host adapter",
            "-> rank), and judges paths and disk placement."},
        subcommands = {
            InventoryCommand.class,
            CheckCommand.class,
            PlanCommand.class,
            ModelCommand.class,
            ReportCommand.class,
            RulesCommand.class,
            ExplainCommand.class,
            DiffCommand.class,
            CollectCommand.class,
            CompletionCommand.Completion.class,
            CompletionCommand.Man.class,
            picocli.CommandLine.HelpCommand.class,
        })
public final class ZlayoutCommand implements Runnable {

    @picocli.CommandLine.Spec
    picocli.CommandLine.Model.CommandSpec spec;

    private final Clock clock;

    public ZlayoutCommand() {
        this(Clock.systemDefaultZone());
    }

    /** With the clock subcommands read today's date from (suppressions expire); tests pass a fixed one. */
    public ZlayoutCommand(Clock clock) {
        this.clock = clock;
    }

    Clock clock() {
        return clock;
    }

    @Override
    public void run() {
        throw new picocli.CommandLine.ParameterException(spec.commandLine(), "a command is required");
    }
}
