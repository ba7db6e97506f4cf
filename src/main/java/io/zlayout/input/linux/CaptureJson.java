package io.zlayout.input.linux;

import com.fasterxml.jackson.core.JsonLocation;
import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.databind.ObjectMapper;

import java.io.IOException;
import java.util.List;

/**
 * The JSON text of one capture (lschp --format json, lvs --reportformat json) for Jackson's streaming parser, with
 * Jackson's places mapped back to the lines of the input file: a capture may start anywhere in a pasted session.
 */
final class CaptureJson {

    static final ObjectMapper MAPPER = new ObjectMapper();

    private final int offset;
    private final String text;

    CaptureJson(Capture capture) {
        List<Line> lines = capture.lines();
        this.offset = lines.get(0).number() - 1;
        StringBuilder b = new StringBuilder();
        for (Line l : lines) {
            b.append(l.text()).append('\n');
        }
        this.text = b.toString();
    }

    JsonParser parser() throws IOException {
        return MAPPER.getFactory().createParser(text);
    }

    /** The file's line of a place Jackson reports (the capture's first line when Jackson gives none). */
    int line(JsonLocation loc) {
        return loc == null ? offset + 1 : Math.max(1, loc.getLineNr()) + offset;
    }

    /** The rest of the capture skipped at {@code loc}: one warning with file line and column. */
    void partial(Sink sink, String reader, JsonLocation loc, String expected, String found, String rest) {
        int col = loc == null ? 0 : Math.max(0, loc.getColumnNr());
        sink.partial(line(loc), col, reader, expected, found, rest);
    }
}
