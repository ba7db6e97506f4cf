package io.zlayout.input;

import io.zlayout.model.id.VolumeId;
import io.zlayout.model.Element;
import io.zlayout.model.Ids;
import io.zlayout.model.Volume;
import io.zlayout.model.VolumeKind;

import java.util.ArrayList;
import java.util.List;

/**
 * A reader for tests: files starting with {@code FAKE <score>} (or just {@code FAKE}, score 90); each
 * further line {@code vol <image> <id> <pool>} is a volume, {@code bad} is an error.
 */
public final class FakeReader implements InputReader {

    private final String format;

    public FakeReader(String format) {
        this.format = format;
    }

    @Override
    public String format() {
        return format;
    }

    @Override
    public int sniff(SourceFile file) {
        String head = file.head(64);
        if (!head.startsWith("FAKE")) {
            return 0;
        }
        String[] first = SourceFile.lines(head).get(0).split(" ");
        return first.length > 1 ? Integer.parseInt(first[1]) : 90;
    }

    @Override
    public ParseResult read(SourceFile file, ReadContext context) throws InputException {
        List<Element> out = new ArrayList<>();
        List<String> lines = SourceFile.lines(file.text());
        for (int i = 1; i < lines.size(); i++) {
            String[] t = lines.get(i).split(" ");
            if (t[0].equals("bad")) {
                throw new InputException(file.ref(i + 1, 1), "a vol line", InputException.quote(lines.get(i)));
            }
            if (t[0].equals("vol")) {
                String image = t[1].equals("?") ? Ids.UNKNOWN_IMAGE : t[1];
                out.add(new Volume(image, VolumeId.parse(t[2]), null, VolumeKind.FB, null, null, t.length > 3 ? t[3] : null, null,
                        null, null, List.of(), null, file.ref(i + 1)));
            }
        }
        return new ParseResult(format, out, List.of());
    }
}
