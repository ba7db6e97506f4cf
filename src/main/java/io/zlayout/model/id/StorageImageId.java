package io.zlayout.model.id;

import java.util.Locale;
import java.util.Optional;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * A storage image as DSCLI names it: manufacturer, machine type and serial, {@code IBM.2107-75DWA61} (an ESS
 * 2105 without a DSCLI id: {@code IBM.2105-<serial>}). Parsed case-insensitively; formatted with the
 * manufacturer and serial upper case.
 */
public record StorageImageId(String manufacturer, String machineType, String serial) {

    private static final Pattern FORM = Pattern.compile("([A-Za-z]{2,8})\\.(\\d{4})-([A-Za-z0-9]{3,14})");

    public StorageImageId {
        if (manufacturer == null || machineType == null || serial == null
                || !FORM.matcher(manufacturer + "." + machineType + "-" + serial).matches()) {
            throw new IdFormatException("a storage image such as IBM.2107-75DWA61",
                    manufacturer + "." + machineType + "-" + serial);
        }
        manufacturer = manufacturer.toUpperCase(Locale.ROOT);
        serial = serial.toUpperCase(Locale.ROOT);
    }

    public static Optional<StorageImageId> tryParse(String text) {
        if (text == null) {
            return Optional.empty();
        }
        Matcher m = FORM.matcher(text.strip());
        return m.matches() ? Optional.of(new StorageImageId(m.group(1), m.group(2), m.group(3))) : Optional.empty();
    }

    @Override
    public String toString() {
        return manufacturer + "." + machineType + "-" + serial;
    }
}
