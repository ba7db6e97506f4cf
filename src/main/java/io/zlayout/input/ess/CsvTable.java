package io.zlayout.input.ess;

import io.zlayout.input.InputException;
import io.zlayout.model.SourceRef;

import java.util.ArrayList;
import java.util.List;

/**
 * A CSV file as rows (RFC 4180: quoted fields may hold the delimiter, doubled quotes and line breaks).
 * The delimiter is the one of comma, semicolon and tab that the header line (else the first non-blank
 * line) uses most outside quotes (a spreadsheet in a comma-decimal locale saves with semicolons). One pass, linear.
 */
final class CsvTable {

    private CsvTable() {
    }

    static List<Row> read(String display, String text) throws InputException {
        char delimiter = delimiter(text);
        List<Row> rows = new ArrayList<>();
        List<Row.Cell> cells = new ArrayList<>();
        StringBuilder field = new StringBuilder();
        int line = 1;
        int col = 1;
        int rowLine = 1;
        int fieldLine = 1;
        int fieldCol = 1;
        int quoteLine = 0;
        int quoteCol = 0;
        boolean quoted = false;
        boolean started = false; // the field has a non-blank character outside quotes
        int n = text.length();
        for (int i = 0; i < n; i++) {
            char c = text.charAt(i);
            if (quoted) {
                if (c == '"') {
                    if (i + 1 < n && text.charAt(i + 1) == '"') {
                        field.append('"');
                        i++;
                        col++;
                    } else {
                        quoted = false;
                    }
                } else {
                    field.append(c);
                }
                if (c == '\n' || (c == '\r' && !(i + 1 < n && text.charAt(i + 1) == '\n'))) {
                    line++;
                    col = 0;
                }
            } else if (c == '"' && !started) {
                field.setLength(0);
                started = true;
                quoted = true;
                quoteLine = line;
                quoteCol = col;
            } else if (c == delimiter) {
                cells.add(new Row.Cell(Row.collapse(field), fieldLine, fieldCol));
                field.setLength(0);
                started = false;
                fieldLine = line;
                fieldCol = col + 1;
            } else if (c == '\n' || c == '\r') {
                if (c == '\r' && i + 1 < n && text.charAt(i + 1) == '\n') {
                    i++;
                }
                cells.add(new Row.Cell(Row.collapse(field), fieldLine, fieldCol));
                rows.add(new Row(rowLine, 1, cells));
                cells = new ArrayList<>();
                field.setLength(0);
                started = false;
                line++;
                col = 0;
                rowLine = line;
                fieldLine = line;
                fieldCol = 1;
            } else {
                field.append(c);
                started |= !Character.isWhitespace(c);
            }
            col++;
        }
        if (quoted) {
            throw new InputException(SourceRef.at(display, quoteLine, quoteCol),
                    "a closing quote (\") for the field that starts here", "the end of the file");
        }
        if (!cells.isEmpty() || field.length() > 0) {
            cells.add(new Row.Cell(Row.collapse(field), fieldLine, fieldCol));
            rows.add(new Row(rowLine, 1, cells));
        }
        return rows;
    }

    /** From the header line (the first that names a Location column), else the first non-blank line. */
    private static char delimiter(String text) {
        int start = 0;
        int n = text.length();
        int firstStart = -1;
        int firstEnd = -1;
        for (int lines = 0; start < n && lines < 200; lines++) {
            int end = start;
            while (end < n && text.charAt(end) != '\n' && text.charAt(end) != '\r') {
                end++;
            }
            String line = text.substring(start, end);
            if (line.toLowerCase(java.util.Locale.ROOT).contains("location")) {
                return mostUsed(text, start, end);
            }
            if (firstStart < 0 && !line.isBlank()) {
                firstStart = start;
                firstEnd = end;
            }
            start = end + 1;
        }
        return firstStart < 0 ? ',' : mostUsed(text, firstStart, firstEnd);
    }

    private static char mostUsed(String text, int start, int end) {
        int comma = 0;
        int semicolon = 0;
        int tab = 0;
        boolean quoted = false;
        for (int i = start; i < end; i++) {
            char c = text.charAt(i);
            if (c == '"') {
                quoted = !quoted;
            } else if (!quoted) {
                if (c == ',') {
                    comma++;
                } else if (c == ';') {
                    semicolon++;
                } else if (c == '\t') {
                    tab++;
                }
            }
        }
        if (tab > comma && tab >= semicolon) {
            return '\t';
        }
        return semicolon > comma ? ';' : ',';
    }
}
