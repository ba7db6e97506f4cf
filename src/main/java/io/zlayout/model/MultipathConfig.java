package io.zlayout.model;

import java.util.List;

/**
 * A guest's {@code multipath.conf} (or a {@code conf.d} drop-in, or {@code multipath -t} output) as
 * multipath-tools reads it: sections {@code defaults}, {@code blacklist}, {@code blacklist_exceptions},
 * {@code devices}, {@code multipaths} and {@code overrides}. Entries multipath-tools would drop (a device
 * without vendor or product, a multipath without wwid) are not here; the reader reports them.
 *
 * @param defaults            the {@code defaults} section, null when absent (several are joined in order)
 * @param blacklist           {@code blacklist} entries in file order
 * @param blacklistExceptions {@code blacklist_exceptions} entries in file order
 * @param devices             {@code devices { device { ... } }} stanzas in file order (later entries win)
 * @param multipaths          {@code multipaths { multipath { ... } }} stanzas in file order
 * @param overrides           the {@code overrides} section, null when absent
 */
public record MultipathConfig(String guest, Stanza defaults, List<BlacklistEntry> blacklist,
                              List<BlacklistEntry> blacklistExceptions, List<Stanza> devices, List<Stanza> multipaths,
                              Stanza overrides, HostCapture origin, SourceRef source) implements HostScoped {

    public MultipathConfig {
        blacklist = List.copyOf(blacklist);
        blacklistExceptions = List.copyOf(blacklistExceptions);
        devices = List.copyOf(devices);
        multipaths = List.copyOf(multipaths);
    }

    /** One {@code keyword value} line; quoted values are unquoted ({@code ""} read as {@code "}). */
    public record Setting(String name, String value, SourceRef source) {
    }

    /** A section or subsection: its settings in file order. */
    public record Stanza(List<Setting> settings, SourceRef source) {

        public Stanza {
            settings = List.copyOf(settings);
        }

        /** The setting that counts for a keyword (the last one, as multipath-tools reads it), or null. */
        public Setting setting(String name) {
            Setting found = null;
            for (Setting s : settings) {
                if (s.name().equals(name)) {
                    found = s;
                }
            }
            return found;
        }

        /** The value that counts for a keyword, or null. */
        public String value(String name) {
            Setting s = setting(name);
            return s == null ? null : s.value();
        }

        /** {@code device} stanzas: the vendor regex. */
        public String vendor() {
            return value("vendor");
        }

        /** {@code device} stanzas: the product regex. */
        public String product() {
            return value("product");
        }

        /** {@code multipath} stanzas: the exact WWID. */
        public String wwid() {
            return value("wwid");
        }

        /** {@code multipath} stanzas: the alias or null. */
        public String alias() {
            return value("alias");
        }
    }

    /**
     * One blacklist or exception entry.
     *
     * @param keyword {@code devnode}, {@code wwid}, {@code property}, {@code protocol} or {@code device}
     * @param value   the regex (a leading {@code !} inverts it); null for {@code device}
     * @param vendor  for {@code device}: the vendor regex, else null
     * @param product for {@code device}: the product regex, else null
     */
    public record BlacklistEntry(String keyword, String value, String vendor, String product, SourceRef source) {
    }

    @Override
    public String identity() {
        return Ids.multipathConfig(guest);
    }
}
