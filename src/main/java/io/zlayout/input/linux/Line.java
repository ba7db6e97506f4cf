package io.zlayout.input.linux;

/** One line of a capture with its 1-based line number in the file. */
record Line(int number, String text) {

    /** True when the line holds no word: only spaces and control characters (see {@link Word#split}). */
    boolean blank() {
        for (int i = 0; i < text.length(); i++) {
            if (text.charAt(i) > ' ') {
                return false;
            }
        }
        return true;
    }
}
