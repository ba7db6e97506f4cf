package io.zlayout.report.xlsx;

/**
 * Sheet names and links to cells that Excel and LibreOffice accept: at most 31 characters, none of
 * {@code [ ] : * ? / \}, no apostrophe at either end, never blank; a link quotes the name.
 */
public final class SheetNames {

    private SheetNames() {
    }

    /** A valid sheet name made from {@code name}: forbidden characters become '_', cut to 31. */
    public static String safe(String name) {
        StringBuilder b = new StringBuilder();
        for (int i = 0; i < name.length() && b.length() < 31; i++) {
            char c = name.charAt(i);
            boolean forbidden = c == '[' || c == ']' || c == ':' || c == '*' || c == '?' || c == '/' || c == '\\'
                    || c < 0x20 || Character.isSurrogate(c);
            b.append(forbidden ? '_' : c);
        }
        while (b.length() > 0 && b.charAt(0) == '\'') {
            b.setCharAt(0, '_');
        }
        while (b.length() > 0 && b.charAt(b.length() - 1) == '\'') {
            b.setCharAt(b.length() - 1, '_');
        }
        String s = b.toString();
        return s.isBlank() ? "Sheet" : s;
    }

    /** An in-workbook link to a cell: {@code 'Sheet name'!A5}, the name quoted with apostrophes doubled. */
    public static String link(String sheet, String cell) {
        if (!cell.matches("[A-Z]{1,3}[0-9]{1,7}")) {
            throw new IllegalArgumentException("not a cell reference: " + cell);
        }
        return "'" + safe(sheet).replace("'", "''") + "'!" + cell;
    }
}
