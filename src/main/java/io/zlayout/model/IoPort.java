package io.zlayout.model;

import io.zlayout.model.id.Wwn;
import io.zlayout.model.ref.HostAdapterRef;
import io.zlayout.model.ref.IoPortRef;

import java.util.Locale;

/**
 * A storage host port {@code I<EE><S><P>}: enclosure EE, slot S, port P (DS8000); on an ESS 2105, bay EE
 * (0-3), card S (0-3).
 *
 * @param topology SCSI-FCP, FICON, FC-AL, ... or null
 * @param speed    as exported ("8 Gb/s", "1Gb") or null
 */
public record IoPort(String image, String id, Wwn wwpn, String state, String type, String topology,
                     String speed, String location, SourceRef source) implements Mergeable, ImageScoped {

    public int enclosure() {
        return IoPortRef.enclosureOf(id);
    }

    public int slot() {
        return IoPortRef.slotOf(id);
    }

    public int port() {
        return Character.digit(id.charAt(4), 16);
    }

    public String hostAdapterIdentity() {
        return HostAdapterRef.identityOf(image, enclosure(), slot());
    }

    /** Canonical form of a port id: upper case. */
    public static String canonicalId(String id) {
        return id.toUpperCase(Locale.ROOT);
    }

    @Override
    public String identity() {
        return Ids.ioPort(image, id);
    }

    @Override
    public IoPort withImage(String image) {
        return new IoPort(image, id, wwpn, state, type, topology, speed, location, source);
    }
}
