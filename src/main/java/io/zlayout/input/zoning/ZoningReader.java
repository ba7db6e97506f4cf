package io.zlayout.input.zoning;

import io.zlayout.input.InputException;
import io.zlayout.input.InputReader;
import io.zlayout.input.ParseResult;
import io.zlayout.input.ReadContext;
import io.zlayout.input.SourceFile;
import io.zlayout.input.zvm.Sink;
import io.zlayout.model.Element;

import java.util.List;

/**
 * The active zoning of a switch fabric: Brocade Fabric OS {@code cfgshow} / {@code zoneshow} / {@code cfgactvshow}
 * and Cisco {@code show zoneset active}, as pasted (prompts and command echoes, elisions). Each zone of the
 * effective configuration (Brocade) or of the active zone set (Cisco) becomes a {@code SanZone} with its members'
 * port WWPNs, aliases resolved where the capture defines them; a member that is no WWPN (a domain,port pair, an
 * fcid, an interface, an alias the capture does not define) is kept as unresolved and said.
 */
public final class ZoningReader implements InputReader {

    public static final String FORMAT = "zoning";

    static final String WHAT = "a switch's zoning (Brocade cfgshow, zoneshow or cfgactvshow; Cisco show zoneset"
            + " active)";

    @Override
    public String format() {
        return FORMAT;
    }

    /**
     * Sure when a Brocade configuration header ({@code Effective configuration:}, {@code Defined configuration:})
     * or a Cisco {@code zoneset name X vsan N} line is followed by zone lines; nothing else zlayout reads has them.
     */
    @Override
    public int sniff(SourceFile file) {
        boolean header = false;
        int zones = 0;
        for (String raw : file.sniffLines()) {
            String t = ZoningParser.unprompt(raw).strip();
            if (t.equals("Effective configuration:") || t.equals("Defined configuration:")
                    || ZoningParser.CISCO_ZONESET.matcher(t).matches()) {
                header = true;
            } else if (t.startsWith("zone:") || ZoningParser.CISCO_ZONE.matcher(t).matches()) {
                zones++;
            }
        }
        return header && zones > 0 ? 90 : header ? 60 : 0;
    }

    @Override
    public ParseResult read(SourceFile file, ReadContext context) throws InputException {
        String text = file.readableText(WHAT);
        Sink sink = new Sink(file.display());
        List<Element> zones = new ZoningParser(sink).parse(SourceFile.lines(text));
        if (zones.isEmpty()) {
            sink.warning(sink.file(), "nothing read: no zone of an effective configuration or active zone set"
                    + " (" + WHAT + ")");
        }
        return new ParseResult(FORMAT, zones, sink.all());
    }
}
