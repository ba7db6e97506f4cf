package io.zlayout.input;

import com.fasterxml.jackson.core.JsonLocation;
import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.DeserializationFeature;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.exc.UnrecognizedPropertyException;
import com.fasterxml.jackson.dataformat.yaml.YAMLFactory;
import io.zlayout.model.SourceRef;

import java.io.IOException;

/** Reads {@code zlayout.yaml}; errors name the line and column and what was expected. */
public final class ManifestReader {

    private static final ObjectMapper YAML = new ObjectMapper(new YAMLFactory())
            .enable(DeserializationFeature.FAIL_ON_UNKNOWN_PROPERTIES)
            .enable(DeserializationFeature.FAIL_ON_NULL_FOR_PRIMITIVES)
            .enable(DeserializationFeature.ACCEPT_SINGLE_VALUE_AS_ARRAY);

    private ManifestReader() {
    }

    public static Manifest read(SourceFile file) throws InputException {
        if (file.binary()) {
            throw new InputException(SourceRef.file(file.display()), "a YAML document", "binary data");
        }
        String text = file.text();
        if (text.isBlank()) {
            return Manifest.EMPTY;
        }
        try {
            Manifest m = YAML.readValue(text, Manifest.class);
            return m == null ? Manifest.EMPTY : m;
        } catch (UnrecognizedPropertyException e) {
            throw new InputException(at(file, e.getLocation()),
                    "one of the keys " + e.getKnownPropertyIds(), "unknown key " + InputException.quote(e.getPropertyName()));
        } catch (JsonProcessingException e) {
            throw new InputException(at(file, e.getLocation()), "valid zlayout.yaml: " + e.getOriginalMessage());
        } catch (IOException e) {
            throw new InputException(SourceRef.file(file.display()), "cannot read: " + e.getMessage());
        }
    }

    private static SourceRef at(SourceFile file, JsonLocation loc) {
        return loc == null ? SourceRef.file(file.display())
                : SourceRef.at(file.display(), Math.max(0, loc.getLineNr()), Math.max(0, loc.getColumnNr()));
    }
}
