package io.zlayout.report.diff;

import io.zlayout.diff.PlanFolder;
import io.zlayout.document.Json;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/** Two plan folders compared, as text and as {@code zlayout.plan-folder-diff/1} JSON. */
public final class PlanFolderReport {

    public static final String SCHEMA = "zlayout.plan-folder-diff/1";

    private PlanFolderReport() {
    }

    public static String text(PlanFolder.Comparison c) {
        StringBuilder b = new StringBuilder();
        for (PlanFolder side : List.of(c.before(), c.after())) {
            PlanFolder.Tampering t = side.tampering();
            if (t.any()) {
                b.append(side.path()).append(" no longer matches the record the plan wrote:\n");
                list(b, "edited since", t.edited());
                list(b, "added since", t.added());
                list(b, "missing", t.missing());
            }
        }
        if (c.changed().isEmpty() && c.added().isEmpty() && c.removed().isEmpty()) {
            b.append("No change in the files.\n");
        } else {
            b.append("Files, " + c.before().path() + " -> " + c.after().path() + ":\n");
            list(b, "changed", c.changed());
            list(b, "added", c.added());
            list(b, "removed", c.removed());
        }
        return b.toString();
    }

    private static void list(StringBuilder b, String what, List<String> files) {
        for (String f : files) {
            b.append("  ").append(what).append(": ").append(f).append('\n');
        }
    }

    public static String json(PlanFolder.Comparison c) {
        Map<String, Object> root = Json.document(SCHEMA);
        root.put("old", side(c.before()));
        root.put("new", side(c.after()));
        Map<String, Object> files = new LinkedHashMap<>();
        files.put("changed", c.changed());
        files.put("added", c.added());
        files.put("removed", c.removed());
        root.put("files", files);
        return Json.write(root);
    }

    private static Map<String, Object> side(PlanFolder f) {
        PlanFolder.Tampering t = f.tampering();
        Map<String, Object> m = new LinkedHashMap<>();
        m.put("path", f.path());
        m.put("matchesRecord", !t.any());
        m.put("edited", t.edited());
        m.put("added", t.added());
        m.put("missing", t.missing());
        return m;
    }
}
