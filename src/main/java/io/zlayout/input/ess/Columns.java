package io.zlayout.input.ess;

import io.zlayout.input.InputException;
import io.zlayout.model.SourceRef;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/**
 * Where the allocation table's columns are, found by header name: case, blanks and punctuation do not
 * matter ({@code Volume Type}, {@code VOLUME<br>TYPE}, {@code volume_type}), column order does not matter,
 * extra columns are ignored. An absent optional column is -1.
 *
 * @param header the index of the header row in the table's rows
 */
record Columns(int header, int volume, int location, int lss, int volumeType, int size, int storageType,
               int hostPort, int nicknames) {

    /** The columns a table must have, as named in messages. */
    static final List<String> REQUIRED = List.of("Volume", "Location", "LSS", "Volume Type", "Size");

    /** The index of the first row that names both a Volume and a Location column, or -1. */
    static int headerRow(List<Row> rows) {
        for (int i = 0; i < rows.size(); i++) {
            boolean volume = false;
            boolean location = false;
            for (Row.Cell c : rows.get(i).cells()) {
                String k = key(c.text());
                volume |= k.equals("volume");
                location |= k.equals("location");
            }
            if (volume && location) {
                return i;
            }
        }
        return -1;
    }

    static Columns of(String display, List<Row> rows, int header) throws InputException {
        Row h = rows.get(header);
        int[] at = {-1, -1, -1, -1, -1, -1, -1, -1};
        for (int i = 0; i < h.cells().size(); i++) {
            int which = which(key(h.cells().get(i).text()));
            if (which >= 0 && at[which] < 0) {
                at[which] = i;
            }
        }
        for (int r = 0; r < REQUIRED.size(); r++) {
            if (at[r] < 0) {
                List<String> found = new ArrayList<>();
                h.cells().forEach(c -> found.add(c.text()));
                SourceRef where = h.line() <= 0 ? SourceRef.file(display)
                        : SourceRef.at(display, h.line(), h.column());
                throw new InputException(where, "a column '" + REQUIRED.get(r)
                        + "' in the table header (" + String.join(", ", REQUIRED) + " are needed)",
                        "the columns " + String.join(", ", found));
            }
        }
        return new Columns(header, at[0], at[1], at[2], at[3], at[4], at[5], at[6], at[7]);
    }

    /** True for a row that repeats the header (a printed table repeats it on every page). */
    boolean repeatsHeader(Row row) {
        return volume < row.cells().size() && location < row.cells().size()
                && key(row.cells().get(volume).text()).equals("volume")
                && key(row.cells().get(location).text()).equals("location");
    }

    /** The number of cells a data row needs to reach every column found. */
    int width() {
        int w = 0;
        for (int i : new int[] {volume, location, lss, volumeType, size, storageType, hostPort, nicknames}) {
            w = Math.max(w, i + 1);
        }
        return w;
    }

    private static int which(String key) {
        return switch (key) {
            case "volume" -> 0;
            case "location" -> 1;
            case "lss", "lsslcu", "lcu" -> 2;
            case "volumetype" -> 3;
            case "size", "sizegb", "capacity" -> 4;
            case "storagetype" -> 5;
            case "hostport", "hostports" -> 6;
            case "hostnicknames", "hostnickname", "nicknames" -> 7;
            default -> -1;
        };
    }

    /** A header name as a key: lower case letters and digits only. */
    static String key(String name) {
        StringBuilder b = new StringBuilder(Math.min(name.length(), 64));
        for (int i = 0; i < name.length() && b.length() < 64; i++) {
            char c = Character.toLowerCase(name.charAt(i));
            if ((c >= 'a' && c <= 'z') || (c >= '0' && c <= '9')) {
                b.append(c);
            }
        }
        return b.toString();
    }
}
