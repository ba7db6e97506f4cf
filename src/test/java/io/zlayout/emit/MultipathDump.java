package io.zlayout.emit;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * The configuration {@code multipath -t} prints, read back as nested sections so a test can look at the
 * device stanza and the multipaths entries it meant to write. Values lose their quotes.
 */
record MultipathDump(String name, Map<String, String> values, List<MultipathDump> children) {

    static MultipathDump parse(String text) {
        MultipathDump root = new MultipathDump("", new LinkedHashMap<>(), new ArrayList<>());
        List<MultipathDump> stack = new ArrayList<>(List.of(root));
        for (String raw : text.split("\n")) {
            String line = raw.strip();
            if (line.isEmpty() || line.startsWith("#")) {
                continue;
            }
            MultipathDump top = stack.get(stack.size() - 1);
            if (line.endsWith("{")) {
                MultipathDump child = new MultipathDump(line.substring(0, line.length() - 1).strip(),
                        new LinkedHashMap<>(), new ArrayList<>());
                top.children().add(child);
                stack.add(child);
            } else if (line.equals("}")) {
                stack.remove(stack.size() - 1);
            } else {
                int space = line.indexOf(' ');
                String key = space < 0 ? line : line.substring(0, space);
                String value = space < 0 ? "" : line.substring(space + 1).strip();
                if (value.length() >= 2 && value.startsWith("\"") && value.endsWith("\"")) {
                    value = value.substring(1, value.length() - 1);
                }
                top.values().put(key, value);
            }
        }
        return root;
    }

    MultipathDump section(String section) {
        return children.stream().filter(c -> c.name().equals(section)).findFirst()
                .orElseThrow(() -> new AssertionError("no section " + section + " in the dump"));
    }

    List<MultipathDump> all(String section) {
        return children.stream().filter(c -> c.name().equals(section)).toList();
    }
}
