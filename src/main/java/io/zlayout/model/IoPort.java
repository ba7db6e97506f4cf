package io.zlayout.model;

import io.zlayout.model.id.Wwn;

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
        return enclosureOf(id);
    }

    public int slot() {
        return slotOf(id);
    }

    /** The enclosure (ESS: bay) EE of a well-formed port id {@code I<EE><S><P>} (see {@link #validId}). */
    public static int enclosureOf(String id) {
        return Integer.parseInt(id.substring(1, 3), 16);
    }

    /** The slot (ESS: card) S of a well-formed port id {@code I<EE><S><P>}. */
    public static int slotOf(String id) {
        return Character.digit(id.charAt(3), 16);
    }

    public int port() {
        return Character.digit(id.charAt(4), 16);
    }

    public String hostAdapterIdentity() {
        return Ids.hostAdapter(image, enclosure(), slot());
    }

    /** True for a well-formed id {@code I} + 4 hex digits. */
    public static boolean validId(String id) {
        if (id == null || id.length() != 5 || (id.charAt(0) != 'I' && id.charAt(0) != 'i')) {
            return false;
        }
        for (int i = 1; i < 5; i++) {
            if (Character.digit(id.charAt(i), 16) < 0) {
                return false;
            }
        }
        return true;
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
