package io.zlayout.input.rest;

import io.zlayout.model.Diagnostic;
import io.zlayout.input.InputException;
import io.zlayout.input.InputReader;
import io.zlayout.input.ParseResult;
import io.zlayout.input.ReadContext;
import io.zlayout.input.SourceFile;
import io.zlayout.model.Element;
import io.zlayout.model.Ids;
import io.zlayout.model.ImageScoped;
import io.zlayout.model.SourceRef;
import io.zlayout.model.StorageImage;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeSet;

/**
 * Reads DS8000 REST API responses ({@code GET https://<hmc>:8088/api/v1/<collection>}): the envelope
 * {@code {"server":…,"counts":…,"data":{"<collection>":[…]}}} with one or more of the collections systems,
 * nodes, volumes, pools, lss, ioports, io_enclosures, hosts, host_ports, mappings and marrays. Other
 * collections are skipped with a warning. The storage image is the file's own {@code systems} record,
 * else zlayout.yaml {@code storage:}, else left for the assembler.
 */
public final class RestReader implements InputReader {

    public static final String FORMAT = "ds8k-rest";

    @Override
    public String format() {
        return FORMAT;
    }

    /**
     * A JSON object with {@code data} and a known collection key: 95 with {@code server} or {@code counts}
     * beside them, 75 without; 60 for the same shape in single quotes (the Python-literal mock style, which
     * {@link #read} then refuses with a clear message).
     */
    @Override
    public int sniff(SourceFile file) {
        String head = file.head(65_536);
        int i = 0;
        while (i < head.length() && (Character.isWhitespace(head.charAt(i)) || head.charAt(i) == '\uFEFF'
                || head.startsWith("\u00EF\u00BB\u00BF", i))) {
            i += head.startsWith("\u00EF\u00BB\u00BF", i) ? 3 : 1;
        }
        if (i >= head.length() || head.charAt(i) != '{') {
            return 0;
        }
        if (head.contains("\"data\"") && mentionsCollection(head, '"')) {
            return head.contains("\"server\"") || head.contains("\"counts\"") ? 95 : 75;
        }
        if (head.contains("'data'") && mentionsCollection(head, '\'')) {
            return 60;
        }
        // the REST API's envelope around a collection zlayout does not read (events, users, ...): claimed, so that
        // the file is reported as read to nothing rather than passed over as an unknown format
        return head.contains("\"data\"") && head.contains("\"server\"") && head.contains("\"counts\"") ? 70 : 0;
    }

    private static boolean mentionsCollection(String head, char quote) {
        for (String c : ResponseParser.COLLECTIONS) {
            if (head.contains(quote + c + quote)) {
                return true;
            }
        }
        return false;
    }

    @Override
    public boolean readsText() {
        return false;
    }

    @Override
    public ParseResult read(SourceFile file, ReadContext context) throws InputException {
        SourceRef whole = SourceRef.file(file.display());
        if (file.bytes().length == 0) {
            throw new InputException(whole, "a DS8000 REST response (a JSON object)", "an empty file");
        }
        if (file.binary() && !utf16(file.bytes())) {
            throw new InputException(whole, "a DS8000 REST response (JSON text)", "binary data (NUL bytes)");
        }
        List<Diagnostic> diagnostics = new ArrayList<>();
        List<Element> elements = new ArrayList<>();
        List<StorageImage> images = new ArrayList<>();
        CollectionMapper mapper = new CollectionMapper(diagnostics);
        ResponseParser.Envelope envelope = ResponseParser.parse(file, (collection, object) -> {
            for (Element e : mapper.map(collection, object)) {
                elements.add(e);
                if (e instanceof StorageImage s) {
                    images.add(s);
                }
            }
        });
        report(envelope, diagnostics);
        String image = images.size() == 1 ? images.get(0).id() : context.storageImage();
        if (images.size() > 1 && elements.size() > images.size()) {
            diagnostics.add(Diagnostic.note(images.get(1).source(), "this response lists " + images.size()
                    + " storage images; its other records are placed by zlayout.yaml 'storage:' or by the site"));
        }
        if (image == null) {
            return new ParseResult(FORMAT, elements, diagnostics);
        }
        List<Element> placed = new ArrayList<>(elements.size());
        for (Element e : elements) {
            placed.add(e instanceof ImageScoped s && Ids.UNKNOWN_IMAGE.equals(s.image()) ? s.withImage(image) : e);
        }
        return new ParseResult(FORMAT, placed, diagnostics);
    }

    private static void report(ResponseParser.Envelope envelope, List<Diagnostic> diagnostics) {
        for (Map.Entry<String, Integer> c : envelope.collections().entrySet()) {
            if (c.getValue() < 0) {
                diagnostics.add(Diagnostic.warning(envelope.places().get(c.getKey()),
                        "skipped data." + shown(c.getKey()) + ": zlayout does not read this collection (it reads "
                        + String.join(", ", new TreeSet<>(ResponseParser.COLLECTIONS)) + ")"));
            }
        }
        if (envelope.collections().size() == 1 && envelope.totalCounts() != null) {
            Map.Entry<String, Integer> only = envelope.collections().entrySet().iterator().next();
            if (only.getValue() >= 0 && envelope.totalCounts() > only.getValue()) {
                diagnostics.add(Diagnostic.note(envelope.countsAt(), "counts.total_counts is "
                        + envelope.totalCounts() + " but data." + only.getKey() + " holds " + only.getValue()
                        + (only.getValue() == 1 ? " object" : " objects")
                        + ": a paged or partial response; only those are read"));
            }
        }
    }

    /** A collection name as a message shows it: as is when it is a plain word, else quoted and cut short. */
    private static String shown(String name) {
        boolean plain = !name.isEmpty() && name.length() <= 40;
        for (int i = 0; plain && i < name.length(); i++) {
            char c = name.charAt(i);
            plain = (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9') || c == '_' || c == '/';
        }
        return plain ? name : InputException.quote(name);
    }

    /** UTF-16 text holds NUL bytes too; its byte-order mark tells it from binary data. */
    private static boolean utf16(byte[] b) {
        return b.length >= 2 && ((b[0] == (byte) 0xFF && b[1] == (byte) 0xFE)
                || (b[0] == (byte) 0xFE && b[1] == (byte) 0xFF));
    }
}
