package io.zlayout.input.zvm;

import io.zlayout.model.Diagnostic;
import io.zlayout.model.SourceRef;

import java.util.ArrayList;
import java.util.List;

/**
 * Collects what one file has to tell. A file of junk must not produce millions of diagnostics, so after
 * {@link #LIMIT} the rest are only counted and summed up in one last warning.
 */
public final class Sink {

    static final int LIMIT = 200;

    private final String path;
    private final List<Diagnostic> diagnostics = new ArrayList<>();
    private int suppressed;
    private SourceRef firstSuppressed;

    public Sink(String path) {
        this.path = path;
    }

    public SourceRef ref(int line, int column) {
        return SourceRef.at(path, line, column);
    }

    public SourceRef file() {
        return SourceRef.file(path);
    }

    public void warning(SourceRef where, String message) {
        add(Diagnostic.warning(where, message));
    }

    void warning(SourceRef where, String message, SourceRef also) {
        add(new Diagnostic(Diagnostic.Level.WARNING, where, message, also));
    }

    public void note(SourceRef where, String message) {
        add(Diagnostic.note(where, message));
    }

    private void add(Diagnostic d) {
        if (diagnostics.size() < LIMIT) {
            diagnostics.add(d);
        } else {
            if (suppressed == 0) {
                firstSuppressed = d.source();
            }
            suppressed++;
        }
    }

    /** Everything told, sorted by place, with the count of what was left out. */
    public List<Diagnostic> all() {
        List<Diagnostic> out = new ArrayList<>(diagnostics);
        out.sort(null);
        if (suppressed > 0) {
            out.add(Diagnostic.warning(firstSuppressed, suppressed + " more diagnostics from here on are not shown"
                    + " (at most " + LIMIT + " per file)"));
        }
        return out;
    }
}
