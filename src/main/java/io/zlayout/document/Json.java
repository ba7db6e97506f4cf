package io.zlayout.document;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.core.util.DefaultIndenter;
import com.fasterxml.jackson.core.util.DefaultPrettyPrinter;
import com.fasterxml.jackson.core.util.Separators;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.ObjectWriter;
import com.fasterxml.jackson.databind.SerializationFeature;
import com.fasterxml.jackson.databind.module.SimpleModule;
import com.fasterxml.jackson.databind.ser.std.ToStringSerializer;
import io.zlayout.model.id.BusId;
import io.zlayout.model.id.DeviceNumber;
import io.zlayout.model.id.FcpLun;
import io.zlayout.model.id.Identity;
import io.zlayout.model.id.StorageImageId;
import io.zlayout.model.id.Wwid;
import io.zlayout.model.id.Wwn;
import io.zlayout.model.ref.ElementRef;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * The one JSON writer of zlayout (reports, baselines, plan files): two-space indent, LF line ends, map keys in insertion order (callers
 * build ordered maps), a final newline. The same value always gives the same bytes.
 */
public final class Json {

    public static final ObjectMapper MAPPER = new ObjectMapper()
            .disable(SerializationFeature.FAIL_ON_EMPTY_BEANS)
            .registerModule(identifiers());

    private static final ObjectWriter WRITER;

    static {
        // "key": value, as JSON is usually written (Jackson's default puts a space before the colon too)
        DefaultPrettyPrinter pp = new DefaultPrettyPrinter(Separators.createDefaultInstance()
                .withObjectFieldValueSpacing(Separators.Spacing.AFTER))
                .withObjectIndenter(new DefaultIndenter("  ", "\n"))
                .withArrayIndenter(new DefaultIndenter("  ", "\n"));
        WRITER = MAPPER.writer(pp);
    }

    private Json() {
    }

    /**
     * An identifier is written as its canonical text ({@code "0x5005076303000c4e"}), as everywhere else it is
     * shown; a record's own serialisation would write its number ({@code {"value":…}}).
     */
    private static SimpleModule identifiers() {
        SimpleModule m = new SimpleModule("zlayout-identifiers");
        for (Class<?> type : List.of(BusId.class, DeviceNumber.class, FcpLun.class, Identity.class,
                StorageImageId.class, Wwid.class, Wwn.class, ElementRef.class)) {
            m.addSerializer(type, ToStringSerializer.instance);
        }
        return m;
    }

    /**
     * The root of a zlayout JSON document: an ordered map whose first key is {@code schema}, as every shape in
     * docs/design.md starts (readers tell a document by it before they read anything else).
     */
    public static Map<String, Object> document(String schema) {
        Map<String, Object> root = new LinkedHashMap<>();
        root.put("schema", schema);
        return root;
    }

    public static String write(Object value) {
        try {
            return WRITER.writeValueAsString(value) + "\n";
        } catch (JsonProcessingException e) {
            throw new IllegalStateException("cannot write JSON", e);
        }
    }
}
