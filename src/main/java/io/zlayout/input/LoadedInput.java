package io.zlayout.input;

/** One input file that was read: its display path, the format it was read as, and what came of it. */
public record LoadedInput(String path, String format, String guest, ParseResult result) {
}
