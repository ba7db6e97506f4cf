package io.zlayout.input.linux;

import java.util.List;

/**
 * One capture of a file: the output after one command echo line (or the whole file when there is none).
 *
 * @param command     the command as echoed ({@code lszfcp -P -H -D}) or null when there was no echo line
 * @param commandLine the echo line's number, 0 when none
 * @param parser      the parser the command names, or null (unknown command, or no echo line)
 * @param lines       the output lines
 * @param indent      how many blanks of indentation every output line had and lost (a pasted, indented session),
 *                    to be said in a note; 0 for none
 */
record Capture(String command, int commandLine, CaptureParser parser, List<Line> lines, int indent) {

    Capture {
        lines = List.copyOf(lines);
    }

    Capture(String command, int commandLine, CaptureParser parser, List<Line> lines) {
        this(command, commandLine, parser, lines, 0);
    }

    boolean blank() {
        return lines.stream().allMatch(Line::blank);
    }

    /** The first line that is not blank, or null. */
    Line firstText() {
        return lines.stream().filter(l -> !l.blank()).findFirst().orElse(null);
    }

    /** The command's words after the command name (without prompt and {@code sudo}); empty without a command. */
    List<String> arguments() {
        if (command == null) {
            return List.of();
        }
        List<String> w = Word.texts(command);
        return w.size() <= 1 ? List.of() : w.subList(1, w.size());
    }
}
