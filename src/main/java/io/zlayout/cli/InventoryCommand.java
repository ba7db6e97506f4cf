package io.zlayout.cli;

import io.zlayout.report.InventoryReport;
import io.zlayout.topology.Inventory;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;

import java.util.concurrent.Callable;

/** {@code zlayout inventory}: what was read and the size of the joined site. */
@Command(name = "inventory", header = "Show what was read and the size of the joined site.",
        description = {"Lists each input with its detected format and element count, then the counts of the",
            "joined site: CHPIDs (one per CSS of a spanned CHPID), control units, devices (after expanding",
            "ADDRESS ranges), storage images, host adapters, I/O ports, ranks, extent pools, LSS, volumes",
            "and guests. Reader notes and warnings (skipped files, unknown keywords, conflicts between",
            "inputs) are listed too."})
final class InventoryCommand implements Callable<Integer> {

    @Mixin
    InputOptions inputs;

    @Mixin
    Output output;

    @Mixin
    TextOrJson format;

    @Override
    public Integer call() throws Exception {
        output.refuseOverInputs(inputs.named());
        // the text report on standard output shows the warnings itself
        Inventory inv = Inventory.of(inputs.site(null, format.json() || output.file != null));
        output.write(format.json() ? InventoryReport.json(inv) : InventoryReport.text(inv));
        return ExitCode.OK.code;
    }
}
