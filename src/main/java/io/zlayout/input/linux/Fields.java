package io.zlayout.input.linux;

import io.zlayout.input.Ascii;
import io.zlayout.model.id.BusId;
import io.zlayout.model.id.FcpLun;
import io.zlayout.model.id.Wwn;


/** Field checks and conversions the capture parsers share; each returns null instead of throwing. */
final class Fields {

    private Fields() {
    }

    /** {@code 0x} + exactly 16 hex digits, as s390-tools print WWPNs and LUNs, in lower case; else null. */
    static String hex16(String s) {
        if (s == null || s.length() != 18 || !s.regionMatches(true, 0, "0x", 0, 2)) {
            return null;
        }
        return FcpLun.tryParse(s).map(FcpLun::toString).orElse(null);
    }

    /** {@code 0x} + 1 to 16 hex digits (configuration files), as {@code 0x} + 16 lower-case digits; else null. */
    static String hexUpTo16(String s) {
        if (s == null || s.length() < 3 || !s.regionMatches(true, 0, "0x", 0, 2)) {
            return null;
        }
        return FcpLun.tryParse(s).map(FcpLun::toString).orElse(null);
    }

    /** A bus ID as tools print it, {@code c.s.dddd}, in lower case; else null. */
    static String fullBusId(String s) {
        if (s == null || s.length() != 8) {
            return null;
        }
        return BusId.tryParse(s).map(BusId::toString).orElse(null);
    }

    /** A bus ID in any form chzdev and the RHEL scripts accept ({@code fc00}, {@code 0.0.FC00}); else null. */
    static String anyBusId(String s) {
        return BusId.tryParse(s).map(BusId::toString).orElse(null);
    }

    /** {@link #hex16} as a WWPN. */
    static Wwn wwpn16(String s) {
        return hex16(s) == null ? null : Wwn.parse(s);
    }

    /** {@link #hexUpTo16} as a WWPN. */
    static Wwn wwpnUpTo16(String s) {
        return hexUpTo16(s) == null ? null : Wwn.parse(s);
    }

    /** {@link #hex16} as an FCP LUN. */
    static FcpLun lun16(String s) {
        return hex16(s) == null ? null : FcpLun.parse(s);
    }

    /** {@link #hexUpTo16} as an FCP LUN. */
    static FcpLun lunUpTo16(String s) {
        return hexUpTo16(s) == null ? null : FcpLun.parse(s);
    }

    /** {@link #fullBusId} as a value. */
    static BusId fullBus(String s) {
        return fullBusId(s) == null ? null : BusId.parse(s);
    }

    /** {@link #anyBusId} as a value. */
    static BusId anyBus(String s) {
        return BusId.tryParse(s).orElse(null);
    }

    /** The number of leading spaces and control characters (what {@link String#trim()} removes in front). */
    static int indent(String s) {
        int i = 0;
        while (i < s.length() && s.charAt(i) <= ' ') {
            i++;
        }
        return i;
    }

    /** A decimal int, optionally negative; null when not one or out of range. */
    static Integer toInt(String s) {
        if (s == null) {
            return null;
        }
        String d = s.startsWith("-") ? s.substring(1) : s;
        if (!Ascii.digits(d) || d.length() > 9) {
            return null;
        }
        return Integer.parseInt(s);
    }

    /** A non-negative decimal long; null when not one or out of range. */
    static Long toLong(String s) {
        if (!Ascii.digits(s) || s.length() > 18) {
            return null;
        }
        return Long.parseLong(s);
    }

    /** A value with its surrounding double or single quotes removed. */
    static String unquote(String s) {
        if (s.length() >= 2 && ((s.startsWith("\"") && s.endsWith("\"")) || (s.startsWith("'") && s.endsWith("'")))) {
            return s.substring(1, s.length() - 1);
        }
        return s;
    }

    /** Tabs expanded to 8-column stops, so column positions match what a terminal showed. */
    static String expandTabs(String s) {
        if (s.indexOf('\t') < 0) {
            return s;
        }
        StringBuilder b = new StringBuilder(s.length() + 16);
        for (int i = 0; i < s.length(); i++) {
            char c = s.charAt(i);
            if (c == '\t') {
                int pad = 8 - (b.length() % 8);
                b.append(" ".repeat(pad));
            } else {
                b.append(c);
            }
        }
        return b.toString();
    }

    /**
     * A size as LVM prints it ({@code 64.00k}, {@code <1.00g}, {@code 65536B}, {@code 0 }) in bytes: lower-case
     * units are powers of 1024, upper-case of 1000, {@code s} is a 512-byte sector, no unit means bytes.
     */
    static Long lvmBytes(String text) {
        if (text == null) {
            return null;
        }
        String s = text.trim();
        if (s.startsWith("<") || s.startsWith(">")) {
            s = s.substring(1);
        }
        if (s.isEmpty() || s.length() > 40) {
            return null;
        }
        char unit = s.charAt(s.length() - 1);
        double mult;
        String num = s.substring(0, s.length() - 1);
        switch (unit) {
            case 'b', 'B' -> mult = 1;
            case 's', 'S' -> mult = 512;
            case 'k' -> mult = 1024d;
            case 'm' -> mult = Math.pow(1024, 2);
            case 'g' -> mult = Math.pow(1024, 3);
            case 't' -> mult = Math.pow(1024, 4);
            case 'p' -> mult = Math.pow(1024, 5);
            case 'e' -> mult = Math.pow(1024, 6);
            case 'K' -> mult = 1e3;
            case 'M' -> mult = 1e6;
            case 'G' -> mult = 1e9;
            case 'T' -> mult = 1e12;
            case 'P' -> mult = 1e15;
            case 'E' -> mult = 1e18;
            default -> {
                mult = 1;
                num = s;
            }
        }
        if (!decimal(num)) {
            return null;
        }
        double v = Double.parseDouble(num) * mult;
        if (v > Long.MAX_VALUE) {
            return null;
        }
        return Math.round(v);
    }

    private static boolean decimal(String s) {
        int dot = s.indexOf('.');
        if (dot < 0) {
            return Ascii.digits(s) && s.length() <= 19;
        }
        String a = s.substring(0, dot);
        String b = s.substring(dot + 1);
        return Ascii.digits(a) && Ascii.digits(b) && a.length() <= 19 && b.length() <= 19;
    }
}
