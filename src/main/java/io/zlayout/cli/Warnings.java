package io.zlayout.cli;

import io.zlayout.input.Diagnostic;
import io.zlayout.topology.Site;

import java.io.PrintWriter;

/** Reader and join warnings go to standard error, one per line, so reports on standard output stay clean. */
final class Warnings {

    private Warnings() {
    }

    static void print(PrintWriter err, Site site) {
        for (Diagnostic d : site.diagnostics()) {
            if (d.level() == Diagnostic.Level.WARNING) {
                err.println(d);
            }
        }
        err.flush();
    }
}
