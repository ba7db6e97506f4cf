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
            java.util.TreeSet<String> known = new java.util.TreeSet<>();
            e.getKnownPropertyIds().forEach(k -> known.add(String.valueOf(k)));
            throw new InputException(keyLine(file, text, e.getPropertyName(), e.getLocation()),
                    "one of the keys " + String.join(", ", known), "unknown key " + InputException.quote(e.getPropertyName()));
        } catch (JsonProcessingException e) {
            throw new InputException(at(file, e.getLocation()), "valid zlayout.yaml: " + e.getOriginalMessage());
        } catch (IOException e) {
            throw new InputException(SourceRef.file(file.display()), "cannot read: " + e.getMessage());
        }
    }

    /** The parser reports where the value ended; the user wants the line of the key itself. */
    private static SourceRef keyLine(SourceFile file, String text, String key, JsonLocation fallback) {
        java.util.regex.Pattern p = java.util.regex.Pattern.compile(
                "^(\\s*(?:-\\s+)?)" + java.util.regex.Pattern.quote(key) + "\\s*:");
        java.util.List<String> lines = SourceFile.lines(text);
        int before = fallback == null ? lines.size() : Math.min(lines.size(), Math.max(1, fallback.getLineNr()));
        for (int i = before - 1; i >= 0; i--) {
            java.util.regex.Matcher m = p.matcher(lines.get(i));
            if (m.find()) {
                return SourceRef.at(file.display(), i + 1, m.group(1).length() + 1);
            }
        }
        return at(file, fallback);
    }

    private static SourceRef at(SourceFile file, JsonLocation loc) {
        return loc == null ? SourceRef.file(file.display())
                : SourceRef.at(file.display(), Math.max(0, loc.getLineNr()), Math.max(0, loc.getColumnNr()));
    }
}
