package io.zlayout.input.iocp;

import io.zlayout.bench.IocpDeckGenerator;
import io.zlayout.model.Diagnostic;
import io.zlayout.input.InputException;
import io.zlayout.input.ParseResult;
import io.zlayout.input.ReadContext;
import io.zlayout.input.SourceFile;
import io.zlayout.model.SourceRef;

import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.catchThrowableOfType;

/** Builds card images for tests, where every column counts, and reads them. */
final class Cards {

    static final String FILE = "deck.iocp";

    private Cards() {
    }

    /** Columns 1-71 as given (at most 71 characters), padded, then {@code mark} in column 72. */
    static String card(String text, char mark) {
        if (text.length() > 71) {
            throw new IllegalArgumentException("more than 71 columns: " + text);
        }
        return text + " ".repeat(71 - text.length()) + mark;
    }

    /** A continuation card: columns 1-15 blank, text from column 16, not continued. */
    static String cont(String text) {
        return " ".repeat(15) + text;
    }

    /** A continuation card that is itself continued. */
    static String cont(String text, char mark) {
        return card(" ".repeat(15) + text, mark);
    }

    /** A statement in HCD's layout: operation in column 10, filled to column 71, '*' in column 72. */
    static String statement(String operation, String operand) {
        return String.join("\n", IocpDeckGenerator.cards(null, operation, operand, false));
    }

    /** The same, with a name in column 1. */
    static String labelled(String label, String operation, String operand) {
        return String.join("\n", IocpDeckGenerator.cards(label, operation, operand, false));
    }

    static String deck(String... cards) {
        return String.join("\n", cards) + "\n";
    }

    static ParseResult read(String deck) throws InputException {
        return read(deck.getBytes(StandardCharsets.UTF_8));
    }

    static ParseResult read(byte[] bytes) throws InputException {
        return new IocpReader().read(new SourceFile(Path.of(FILE), FILE, bytes), ReadContext.NONE);
    }

    /** The message of the error reading the deck gives; fails when it reads. */
    static String error(String deck) {
        return error(deck.getBytes(StandardCharsets.UTF_8));
    }

    static String error(byte[] bytes) {
        InputException e = catchThrowableOfType(() -> read(bytes), InputException.class);
        assertThat(e).as("reading the deck fails with an InputException").isNotNull();
        return e.getMessage();
    }

    static List<String> diagnostics(ParseResult r) {
        return r.diagnostics().stream().map(Diagnostic::toString).toList();
    }

    static <T> List<T> all(ParseResult r, Class<T> type) {
        return r.elements().stream().filter(type::isInstance).map(type::cast).toList();
    }

    static SourceRef at(int line, int column) {
        return SourceRef.at(FILE, line, column);
    }
}
