package io.zlayout.document;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.core.util.DefaultIndenter;
import com.fasterxml.jackson.core.util.DefaultPrettyPrinter;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.ObjectWriter;
import com.fasterxml.jackson.databind.SerializationFeature;

/**
 * The one JSON writer of zlayout (reports, baselines, plan files): two-space indent, LF line ends, map keys in insertion order (callers
 * build ordered maps), a final newline. The same value always gives the same bytes.
 */
public final class Json {

    public static final ObjectMapper MAPPER = new ObjectMapper()
            .disable(SerializationFeature.FAIL_ON_EMPTY_BEANS);

    private static final ObjectWriter WRITER;

    static {
        DefaultPrettyPrinter pp = new DefaultPrettyPrinter()
                .withObjectIndenter(new DefaultIndenter("  ", "\n"))
                .withArrayIndenter(new DefaultIndenter("  ", "\n"));
        WRITER = MAPPER.writer(pp);
    }

    private Json() {
    }

    public static String write(Object value) {
        try {
            return WRITER.writeValueAsString(value).replace("\" : ", "\": ") + "\n";
        } catch (JsonProcessingException e) {
            throw new IllegalStateException("cannot write JSON", e);
        }
    }
}
