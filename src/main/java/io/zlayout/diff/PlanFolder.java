package io.zlayout.diff;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.TreeSet;

/**
 * A folder {@code zlayout plan --out-dir} wrote, as a diff side: each file's SHA-256 as the plan's record has it,
 * and as the file on disk has it now. What no longer matches the record was changed by hand after the plan wrote
 * it (a LUN edited in a zfcp.conf): a diff says so, and compares the two folders by what is on disk.
 *
 * @param path     the folder, as shown
 * @param recorded relative path -> SHA-256, from the record
 * @param onDisk   relative path -> SHA-256, every regular file in the folder but zlayout's own (record, lock)
 */
public record PlanFolder(String path, Map<String, String> recorded, Map<String, String> onDisk) {

    /** The record of what a plan wrote, inside its folder (each file's path and SHA-256). */
    public static final String RECORD = ".zlayout-plan.json";
    /** The lock a plan run holds on its folder. */
    public static final String LOCK = ".zlayout.lock";

    public PlanFolder {
        recorded = new TreeMap<>(recorded);
        onDisk = new TreeMap<>(onDisk);
    }

    /** What no longer matches the record: files edited since, added since, and missing. */
    public record Tampering(List<String> edited, List<String> added, List<String> missing) {

        public boolean any() {
            return !edited.isEmpty() || !added.isEmpty() || !missing.isEmpty();
        }
    }

    /** The files of this folder that no longer match its record. */
    public Tampering tampering() {
        List<String> edited = new ArrayList<>();
        List<String> added = new ArrayList<>();
        List<String> missing = new ArrayList<>();
        recorded.forEach((p, sum) -> {
            String now = onDisk.get(p);
            if (now == null) {
                missing.add(p);
            } else if (!now.equals(sum)) {
                edited.add(p);
            }
        });
        onDisk.keySet().stream().filter(p -> !recorded.containsKey(p)).forEach(added::add);
        return new Tampering(edited, added, missing);
    }

    /**
     * Two plan folders compared by the files on disk.
     *
     * @param changed files both hold with different content
     * @param added   files only NEW holds
     * @param removed files only OLD holds
     */
    public record Comparison(PlanFolder before, PlanFolder after, List<String> changed, List<String> added,
                             List<String> removed) {

        /** True when either folder no longer matches its own record. */
        public boolean tampered() {
            return before.tampering().any() || after.tampering().any();
        }
    }

    /** Compares {@code before} and {@code after} by the content of their files on disk. */
    public static Comparison compare(PlanFolder before, PlanFolder after) {
        TreeSet<String> all = new TreeSet<>(before.onDisk.keySet());
        all.addAll(after.onDisk.keySet());
        List<String> changed = new ArrayList<>();
        List<String> added = new ArrayList<>();
        List<String> removed = new ArrayList<>();
        for (String p : all) {
            String a = before.onDisk.get(p);
            String b = after.onDisk.get(p);
            if (a == null) {
                added.add(p);
            } else if (b == null) {
                removed.add(p);
            } else if (!a.equals(b)) {
                changed.add(p);
            }
        }
        return new Comparison(before, after, changed, added, removed);
    }
}
