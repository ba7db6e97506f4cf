package io.zlayout.cli;

import io.zlayout.model.Diagnostic;
import io.zlayout.topology.Site;

import java.io.PrintWriter;

/**
 * Reader and join warnings go to standard error, one per line, so reports on standard output stay clean;
 * then how many files of the input folders were skipped. Control characters (in file names, in values
 * quoted from inputs) are escaped, so a warning is one line that cannot drive the terminal.
 */
final class Warnings {

    private Warnings() {
    }

    static void print(PrintWriter err, Site site) {
        for (Diagnostic d : site.diagnostics()) {
            if (d.level() == Diagnostic.Level.WARNING) {
                err.println(Text.escape(d.toString()));
            }
        }
        int skipped = site.inputs().skipped().size();
        if (skipped > 0) {
            int read = site.inputs().inputs().size();
            err.println("zlayout: read " + read + (read == 1 ? " input, " : " inputs, ") + "skipped " + skipped
                    + (skipped == 1 ? " file" : " files") + " of the input folders (--strict makes that an error)");
        }
        err.flush();
    }
}
