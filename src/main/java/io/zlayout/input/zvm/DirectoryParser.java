package io.zlayout.input.zvm;

import io.zlayout.input.Ascii;
import io.zlayout.model.id.Wwn;
import io.zlayout.model.id.FcpLun;
import io.zlayout.input.InputException;
import io.zlayout.model.BootPath;
import io.zlayout.model.DirectoryProfile;
import io.zlayout.model.Element;
import io.zlayout.model.Guest;
import io.zlayout.model.Ids;
import io.zlayout.model.Minidisk;
import io.zlayout.model.SourceRef;
import io.zlayout.model.id.DeviceNumber;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * The entries of one directory file, statement by statement, and what they come to once every INCLUDE is
 * resolved against the file's PROFILEs and every IDENTITY's BUILD against its SUBCONFIGs.
 *
 * <p>A statement that cannot be read is skipped with a warning that names what was expected; the rest of
 * its entry is still read. Only what makes the whole file ambiguous (two entries of one name) stops it.
 */
final class DirectoryParser {

    /** Statements that say nothing about disks; they are skipped without a word. */
    static final Set<String> SKIPPED = Set.of(
            "ACCOUNT", "ACIGROUP", "APPCPASS", "AUTOLOG", "CHPIDV", "CLASS", "COMMAND", "CONSOLE", "CPU", "CRYPTO",
            "D8ONECMD", "DATEFORMAT", "DIRECTORY", "GLOBALOPTS", "IOPRIORITY", "IUCV", "LOGONBY", "MACHINE",
            "MAXSTORAGE", "NAMESAVE", "NICDEF", "NOPDATA", "OPTION", "POSIXGLIST", "POSIXGROUP", "POSIXINFO",
            "POSIXOPT", "SCREEN", "SHARE", "SPECIAL", "SPOOL", "STDEVOPT", "STORAGE", "SYSAFFIN", "VMRELOCATE",
            "XAUTOLOG", "XCONFIG", "XSTORE");

    /** Statements this reader reads inside an entry. */
    static final Set<String> READ = Set.of(
            "INCLUDE", "BUILD", "IPL", "LOADDEV", "DEDICATE", "MDISK", "MINIOPT", "DASDOPT", "LINK");

    /** Statements that begin an entry. */
    static final Set<String> ENTRIES = Set.of("USER", "IDENTITY", "PROFILE", "SUBCONFIG", "GLOBALDEFS");

    private static final String MODES = "R, RR, W, WR, M, MR or MW, optionally followed by V or E";

    private enum Scope {
        OUTSIDE, GLOBALDEFS, ENTRY, SKIPPED
    }

    private final Sink sink;
    private final List<Entry> guests = new ArrayList<>();
    private final Map<String, Entry> guestsByName = new HashMap<>();
    private final Map<String, Entry> profiles = new HashMap<>();
    private final Map<String, Entry> subconfigs = new LinkedHashMap<>();
    private Scope scope = Scope.OUTSIDE;
    private Entry current;
    /** The MDISK a MINIOPT or DASDOPT now would extend, or null. */
    private Entry.Mdisk extendable;
    /** The statement before this one in the current entry, or null right after the entry statement. */
    private Statement previous;
    private boolean anyEntry;

    DirectoryParser(Sink sink) {
        this.sink = sink;
    }

    void accept(Statement s) throws InputException {
        String keyword = s.keyword();
        if (ENTRIES.contains(keyword)) {
            startEntry(s);
            previous = null;
            extendable = null;
            return;
        }
        switch (scope) {
            case OUTSIDE -> outside(s);
            case GLOBALDEFS -> globalDefs(s);
            case ENTRY -> inEntry(s);
            case SKIPPED -> {
                // the entry statement was already reported; its statements belong to nothing
            }
            default -> throw new AssertionError(scope);
        }
        previous = s;
    }

    // ---------------------------------------------------------------------------------------------- entries

    private void startEntry(Statement s) throws InputException {
        anyEntry = true;
        String keyword = s.keyword();
        current = null;
        if (keyword.equals("GLOBALDEFS")) {
            scope = Scope.GLOBALDEFS;
            return;
        }
        Entry.Kind kind = Entry.Kind.valueOf(keyword);
        String name;
        try {
            name = name(s, 1, kind == Entry.Kind.PROFILE ? "a profile name" : kind == Entry.Kind.SUBCONFIG
                    ? "a subconfiguration name" : "a user ID");
        } catch (Bad b) {
            sink.warning(sink.ref(s.line(), b.column), b.getMessage() + "; the " + keyword
                    + " entry is skipped up to the next entry");
            scope = Scope.SKIPPED;
            return;
        }
        if ((kind == Entry.Kind.USER || kind == Entry.Kind.IDENTITY)
                && (isStorage(s.text(1)) || isStorage(s.text(2)))) {
            // "USER  pwd 1024M 1G G" (a DirMaint prototype) read as user PWD would make a guest of the password
            int at = isStorage(s.text(1)) ? 1 : 2;
            sink.warning(sink.ref(s.line(), s.columnOf(at)), "expected " + keyword + " userid password storage ...,"
                    + " found the storage size " + InputException.quote(s.text(at)) + " as operand " + (at + 1)
                    + ": the user ID or the password is missing; the " + keyword + " entry is skipped up to the"
                    + " next entry");
            scope = Scope.SKIPPED;
            return;
        }
        SourceRef ref = sink.ref(s.line(), s.column());
        Entry entry = new Entry(kind, name, ref);
        Map<String, Entry> names = switch (kind) {
            case USER, IDENTITY -> guestsByName;
            case PROFILE -> profiles;
            case SUBCONFIG -> subconfigs;
        };
        Entry prior = names.get(name);
        if (prior != null) {
            String what = switch (kind) {
                case USER, IDENTITY -> "each user ID in one USER or IDENTITY entry";
                case PROFILE -> "each profile name in one PROFILE entry";
                case SUBCONFIG -> "each subconfiguration name in one SUBCONFIG entry";
            };
            throw new InputException(ref, what, "a second entry for " + InputException.quote(name) + ": "
                    + keyword + " here and " + prior.describe() + " at line " + prior.source.line());
        }
        names.put(name, entry);
        if (kind == Entry.Kind.USER || kind == Entry.Kind.IDENTITY) {
            // the logon password (operand 2) is deliberately never read
            entry.storage = s.text(3);
            entry.maxStorage = s.text(4);
            entry.privClasses = s.text(5);
            guests.add(entry);
        }
        current = entry;
        scope = Scope.ENTRY;
    }

    private void outside(Statement s) {
        String keyword = s.keyword();
        if (keyword.equals("DIRECTORY")) {
            return;
        }
        if (!known(keyword)) {
            unknown(s);
            return;
        }
        sink.warning(sink.ref(s.line(), s.column()), "expected a USER, IDENTITY, PROFILE or SUBCONFIG statement"
                + " before " + keyword + ", found " + keyword + " outside any entry; it is skipped");
    }

    private void globalDefs(Statement s) {
        String keyword = s.keyword();
        if (READ.contains(keyword)) {
            sink.warning(sink.ref(s.line(), s.column()), "expected " + keyword + " in a USER, IDENTITY, PROFILE or"
                    + " SUBCONFIG entry, found it in the GLOBALDEFS entry; it is skipped");
        } else if (!SKIPPED.contains(keyword)) {
            unknown(s);
        }
    }

    private void inEntry(Statement s) {
        String keyword = s.keyword();
        Entry.Mdisk extending = extendable;
        extendable = null;
        try {
            switch (keyword) {
                case "INCLUDE" -> include(s);
                case "BUILD" -> build(s);
                case "IPL" -> ipl(s);
                case "LOADDEV" -> loaddev(s);
                case "DEDICATE" -> current.items.add(dedicate(s));
                case "LINK" -> current.items.add(link(s));
                case "MDISK" -> {
                    Entry.Mdisk m = mdisk(s);
                    current.items.add(m);
                    extendable = m;
                }
                case "MINIOPT", "DASDOPT" -> {
                    // a skipped MINIOPT does not cut the MDISK off from the extensions after it
                    extendable = extending;
                    extend(s, extending);
                }
                default -> {
                    if (!SKIPPED.contains(keyword)) {
                        unknown(s);
                    }
                }
            }
        } catch (Bad b) {
            sink.warning(sink.ref(s.line(), b.column), b.getMessage() + "; " + keyword + " skipped");
        }
    }

    private void unknown(Statement s) {
        sink.warning(sink.ref(s.line(), s.column()), "expected a directory statement, found "
                + InputException.quote(s.keyword()) + "; the statement is skipped");
    }

    private static boolean known(String keyword) {
        return SKIPPED.contains(keyword) || READ.contains(keyword) || ENTRIES.contains(keyword);
    }

    // ------------------------------------------------------------------------------------------- statements

    private void include(Statement s) throws Bad {
        if (current.kind != Entry.Kind.USER && current.kind != Entry.Kind.IDENTITY) {
            throw new Bad(s.column(), "expected INCLUDE in a USER or IDENTITY entry, found it in "
                    + current.describe());
        }
        String profile = name(s, 1, "a profile name");
        current.items.add(new Entry.Include(profile, sink.ref(s.line(), s.column())));
    }

    private void build(Statement s) throws Bad {
        if (current.kind != Entry.Kind.IDENTITY) {
            throw new Bad(s.column(), "expected BUILD in an IDENTITY entry, found it in " + current.describe());
        }
        word(s, 1, "ON");
        String member = required(s, 2, "an SSI member name or *");
        word(s, 3, "USING");
        word(s, 4, "SUBCONFIG");
        String subconfig = name(s, 5, "a subconfiguration name");
        current.builds.add(new Entry.Build(member, subconfig, sink.ref(s.line(), s.column())));
    }

    private void ipl(Statement s) throws Bad {
        notInSubconfig(s);
        current.ipl = required(s, 1, "a virtual device number or system name to IPL");
    }

    /**
     * The LOADDEV forms: {@code [SCSI|ECKD] [ALTERNATE] [DEVICE vdev] PORTNAME wwpn LUN lun BOOTPROG n BR_LBA lba
     * SCPDATA '...'}, PORTNAME and LUN each as one operand of up to 16 hex digits or as two of 8. A statement
     * with ALTERNATE ({@code LOADDEV SCSI ALTERNATE 1A01 PORT 50050768102491E2}, as Feilong writes it) adds one
     * alternate boot path: it must name a PORTNAME; without its own LUN it reaches the primary LUN. Without
     * ALTERNATE the statement sets the primary path. An ECKD statement names no port and is read for nothing.
     */
    private void loaddev(Statement s) throws Bad {
        notInSubconfig(s);
        if (s.size() < 2) {
            throw new Bad(s.columnOf(1), "expected PORTNAME, LUN, BOOTPROG, BR_LBA or SCPDATA, found nothing");
        }
        boolean alternate = false;
        boolean eckd = false;
        DeviceNumber device = null;
        Wwn portname = null;
        FcpLun lun = null;
        int i = 1;
        while (i < s.size()) {
            String key = s.text(i);
            if (abbreviates(key, "PORTNAME", 4)) {
                portname = Wwn.parse(hex16(s, i + 1, "a port name (WWPN, up to 16 hex digits)"));
                i += operandsOf(s, i + 1) + 1;
            } else if (key.equals("LUN")) {
                lun = FcpLun.parse(hex16(s, i + 1, "a LUN (up to 16 hex digits)"));
                i += operandsOf(s, i + 1) + 1;
            } else if (abbreviates(key, "BOOTPROG", 4) || key.equals("BR_LBA") || key.equals("BR_CHR")) {
                required(s, i + 1, "a value after " + key);
                i += Math.max(1, operandsOf(s, i + 1)) + 1;
            } else if (key.equals("SCSI")) {
                i++;
            } else if (key.equals("ECKD")) {
                eckd = true;
                i++;
            } else if (abbreviates(key, "ALTERNATE", 3)) {
                alternate = true;
                i++;
                // the alternate's FCP device may follow positionally: LOADDEV SCSI ALTERNATE 1A01 PORT ...
                if (s.text(i) != null && isHex(s.text(i), 4)) {
                    device = DeviceNumber.parse(s.text(i));
                    i++;
                }
            } else if (abbreviates(key, "DEVICE", 3)) {
                device = hex4(s, i + 1, "a virtual FCP device number after " + key);
                i += 2;
            } else if (key.equals("SCPDATA") || key.equals("HEX") || key.startsWith("'")) {
                // SCPDATA carries a quoted string that may hold blanks: nothing after it is an operand
                break;
            } else {
                throw new Bad(s.columnOf(i), "expected SCSI, ECKD, ALTERNATE, DEVICE, PORTNAME, LUN, BOOTPROG,"
                        + " BR_LBA or SCPDATA, found " + InputException.quote(key));
            }
        }
        if (eckd) {
            return;
        }
        SourceRef ref = sink.ref(s.line(), s.column());
        if (!alternate) {
            current.portname = portname == null ? current.portname : portname;
            current.lun = lun == null ? current.lun : lun;
            return;
        }
        if (portname == null) {
            throw new Bad(s.columnOf(s.size()), "expected PORTNAME on a LOADDEV ALTERNATE statement, found none");
        }
        if (current.alternates.size() == MAX_ALTERNATES) {
            sink.warning(ref, "expected at most " + MAX_ALTERNATES + " LOADDEV ALTERNATE boot paths in "
                    + current.describe() + " (the most CP keeps), found another; it is still read");
        }
        current.alternates.add(new BootPath(device, portname, lun, ref));
    }

    /** CP's alternate SCSI boot paths per guest. */
    static final int MAX_ALTERNATES = 3;

    /** True when {@code token} is {@code word} or an abbreviation of it of at least {@code min} letters. */
    static boolean abbreviates(String token, String word, int min) {
        return token.length() >= min && word.startsWith(token);
    }

    private Entry.Dedicate dedicate(Statement s) throws Bad {
        DeviceNumber vdev = hex4(s, 1, "a virtual device number");
        String second = s.text(2);
        if (second == null) {
            throw new Bad(s.columnOf(2), "expected a real device number or VOLID volser after the virtual device"
                    + " number, found nothing");
        }
        DeviceNumber rdev = null;
        String volser = null;
        int options = 3;
        if (second.equals("VOLID")) {
            volser = volser(s, 3);
            options = 4;
        } else if (isHex(second, 4)) {
            rdev = DeviceNumber.parse(second);
        } else if (isVolser(second)) {
            volser = second;
        } else {
            throw new Bad(s.columnOf(2), "expected a real device number (1-4 hex digits) or VOLID volser, found "
                    + InputException.quote(second));
        }
        boolean readOnly = false;
        for (int i = options; i < s.size(); i++) {
            String option = s.text(i);
            // NOQIOASSIST, NOASSIGN, MULTIUSER and device types change nothing about the path to the device
            if (option.equals("R/O") || option.equals("RO")) {
                readOnly = true;
            }
        }
        return new Entry.Dedicate(vdev, rdev, volser, readOnly, sink.ref(s.line(), s.column()));
    }

    private Entry.Link link(Statement s) throws Bad {
        String owner = s.text(1);
        if (owner == null || !(owner.equals("*") || isName(owner))) {
            throw new Bad(s.columnOf(1), "expected the user ID that owns the minidisk (or *), found "
                    + found(owner));
        }
        DeviceNumber ownerVdev = hex4(s, 2, "the owner's virtual device number");
        DeviceNumber vdev = hex4(s, 3, "the virtual device number to link it as");
        String mode = mode(s, 4, null);
        return new Entry.Link(owner, ownerVdev, vdev, mode, sink.ref(s.line(), s.column()));
    }

    private Entry.Mdisk mdisk(Statement s) throws Bad {
        DeviceNumber vdev = hex4(s, 1, "a virtual device number");
        String type = s.text(2);
        if (type == null || type.length() > 8 || !type.chars().allMatch(c -> isAlnum(c) || c == '-')) {
            throw new Bad(s.columnOf(2), "expected a device type (3390, FB-512, ...), found " + found(type));
        }
        String how = s.text(3);
        SourceRef ref = sink.ref(s.line(), s.column());
        List<String> none = List.of();
        if (how == null) {
            throw new Bad(s.columnOf(3), "expected a start cylinder or block, DEVNO, V-DISK, T-DISK or a DirMaint"
                    + " AUTOG, AUTOR or AUTOV allocation, found nothing");
        }
        switch (how) {
            case "DEVNO" -> {
                DeviceNumber devno = hex4(s, 4, "a real device number after DEVNO");
                return new Entry.Mdisk(vdev, type, null, null, null, mode(s, 5, "W"), Minidisk.DEVNO, devno, none,
                        none, ref);
            }
            case "V-DISK" -> {
                int blocks = number(s, 4, "a size in blocks after V-DISK");
                return new Entry.Mdisk(vdev, type, null, blocks, null, mode(s, 5, "W"), Minidisk.VDISK, null, none,
                        none, ref);
            }
            case "T-DISK" -> {
                int size = number(s, 4, "a size in cylinders or blocks after T-DISK");
                return new Entry.Mdisk(vdev, type, null, size, null, mode(s, 5, "W"), Minidisk.TDISK, null, none,
                        none, ref);
            }
            case "AUTOG", "AUTOR", "AUTOV" -> {
                int size = number(s, 4, "a size in cylinders or blocks after " + how);
                String where = how.equals("AUTOV") ? volser(s, 5)
                        : name(s, 5, how.equals("AUTOG") ? "a DirMaint group name" : "a DirMaint region name");
                String mode = mode(s, 6, "W");
                sink.note(ref, "MDISK " + vdev + " is a DirMaint " + how + " allocation in "
                        + (how.equals("AUTOV") ? "volume " : how.equals("AUTOG") ? "group " : "region ") + where
                        + ": " + (how.equals("AUTOV") ? "its start is" : "its start and volume are")
                        + " known only once DirMaint has allocated it");
                return new Entry.Mdisk(vdev, type, null, size, how.equals("AUTOV") ? where : null, mode,
                        Minidisk.EXTENT, null, none, none, ref);
            }
            default -> {
                if (!Ascii.digits(how)) {
                    throw new Bad(s.columnOf(3), "expected a start cylinder or block, DEVNO, V-DISK, T-DISK or a"
                            + " DirMaint AUTOG, AUTOR or AUTOV allocation, found " + InputException.quote(how));
                }
                int start = number(s, 3, "a start cylinder or block");
                Integer size = "END".equals(s.text(4)) ? null
                        : number(s, 4, "a size in cylinders or blocks, or END");
                String volser = volser(s, 5);
                return new Entry.Mdisk(vdev, type, start, size, volser, mode(s, 6, "W"), Minidisk.EXTENT, null, none,
                        none, ref);
            }
        }
    }

    /** MINIOPT and DASDOPT belong to the MDISK right before them (or before the other of the two). */
    private void extend(Statement s, Entry.Mdisk target) throws Bad {
        String keyword = s.keyword();
        if (target == null) {
            String after;
            if (previous == null) {
                after = "before any MDISK of " + current.describe();
            } else if (previous.keyword().equals("MDISK")) {
                after = "after an MDISK that was skipped (line " + previous.line() + ")";
            } else {
                after = "after " + previous.keyword() + " (line " + previous.line() + ")";
            }
            throw new Bad(s.column(), "expected " + keyword + " directly after the MDISK it extends, found it "
                    + after);
        }
        if (s.size() < 2) {
            throw new Bad(s.columnOf(1), "expected at least one " + keyword + " option, found nothing");
        }
        List<String> into = keyword.equals("MINIOPT") ? target.miniopt() : target.dasdopt();
        for (int i = 1; i < s.size(); i++) {
            into.add(s.text(i));
        }
    }

    private void notInSubconfig(Statement s) throws Bad {
        if (current.kind == Entry.Kind.SUBCONFIG) {
            throw new Bad(s.column(), "expected " + s.keyword() + " in a USER, IDENTITY or PROFILE entry, found it"
                    + " in " + current.describe());
        }
    }

    // --------------------------------------------------------------------------------------------- operands

    private static String required(Statement s, int i, String what) throws Bad {
        String t = s.text(i);
        if (t == null) {
            throw new Bad(s.columnOf(i), "expected " + what + ", found nothing");
        }
        return t;
    }

    private static void word(Statement s, int i, String word) throws Bad {
        if (!word.equals(s.text(i))) {
            throw new Bad(s.columnOf(i), "expected " + word + ", found " + found(s.text(i)));
        }
    }

    private static String name(Statement s, int i, String what) throws Bad {
        String t = s.text(i);
        if (t == null || !isName(t)) {
            throw new Bad(s.columnOf(i), "expected " + what + " (1-8 characters), found " + found(t));
        }
        return t;
    }

    private static DeviceNumber hex4(Statement s, int i, String what) throws Bad {
        String t = s.text(i);
        if (t == null || !isHex(t, 4)) {
            throw new Bad(s.columnOf(i), "expected " + what + " (1-4 hex digits), found " + found(t));
        }
        return DeviceNumber.parse(t);
    }

    private static int number(Statement s, int i, String what) throws Bad {
        String t = s.text(i);
        if (t == null || !Ascii.digits(t) || t.length() > 10 || Long.parseLong(t) > Integer.MAX_VALUE) {
            throw new Bad(s.columnOf(i), "expected " + what + " (a decimal number), found " + found(t));
        }
        return Integer.parseInt(t);
    }

    private static String volser(Statement s, int i) throws Bad {
        String t = s.text(i);
        if (t == null || !(isVolser(t) || t.equals("&SYSRES"))) {
            throw new Bad(s.columnOf(i), "expected a volume label (1-6 characters) or &SYSRES, found " + found(t));
        }
        return t;
    }

    /** An access mode, or {@code absent} when the statement ends before it. */
    private static String mode(Statement s, int i, String absent) throws Bad {
        String t = s.text(i);
        if (t == null) {
            return absent;
        }
        if (!isMode(t)) {
            throw new Bad(s.columnOf(i), "expected an access mode (" + MODES + "), found " + found(t));
        }
        return t;
    }

    /** The hex digits of a port name or LUN: one operand, or CP's split form of 8 + up to 8 digits. */
    private static String hex16(Statement s, int i, String what) throws Bad {
        String t = s.text(i);
        if (t == null || !isHex(t, 16)) {
            throw new Bad(s.columnOf(i), "expected " + what + ", found " + found(t));
        }
        String next = s.text(i + 1);
        if (t.length() == 8 && next != null && isHex(next, 8)) {
            return t + "0".repeat(8 - next.length()) + next;
        }
        return t;
    }

    /** How many operands a port name or LUN took: two for the split form of 8 + 8 hex digits. */
    private static int operandsOf(Statement s, int i) {
        String t = s.text(i);
        if (t == null) {
            return 0;
        }
        String next = s.text(i + 1);
        return t.length() == 8 && isHex(t, 8) && next != null && isHex(next, 8) ? 2 : 1;
    }

    private static String found(String t) {
        return t == null ? "nothing" : InputException.quote(t);
    }

    // ----------------------------------------------------------------------------------------- lexical forms

    static boolean isHex(String t, int maxDigits) {
        if (t.isEmpty() || t.length() > maxDigits) {
            return false;
        }
        for (int i = 0; i < t.length(); i++) {
            char c = t.charAt(i);
            if (!((c >= '0' && c <= '9') || (c >= 'A' && c <= 'F'))) {
                return false;
            }
        }
        return true;
    }

    private static boolean isAlnum(int c) {
        return (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9');
    }

    /** A user ID, profile or subconfiguration name: 1-8 of A-Z 0-9 @ # $ _ - + :. */
    static boolean isName(String t) {
        if (t.isEmpty() || t.length() > 8) {
            return false;
        }
        return t.chars().allMatch(c -> isAlnum(c) || "@#$_-+:".indexOf(c) >= 0);
    }

    /** A storage size as USER codes it: digits with a unit ({@code 1024M}, {@code 4G}). */
    private static boolean isStorage(String t) {
        return t != null && t.matches("\\d{1,9}[KMGTPE]");
    }

    private static boolean isVolser(String t) {
        if (t.isEmpty() || t.length() > 6) {
            return false;
        }
        return t.chars().allMatch(c -> isAlnum(c) || "@#$_-".indexOf(c) >= 0);
    }

    private static boolean isMode(String t) {
        String base = t;
        if (t.length() > 1 && (t.endsWith("V") || t.endsWith("E"))) {
            base = t.substring(0, t.length() - 1);
        }
        return switch (base) {
            case "R", "RR", "W", "WR", "M", "MR", "MW" -> true;
            default -> false;
        };
    }

    // ------------------------------------------------------------------------------------------- resolution

    /**
     * Every guest with its devices: an INCLUDE's profile statements in its place (with the profile's source
     * lines), then the SUBCONFIGs the IDENTITY builds. A second device on one virtual device number is
     * skipped with a warning.
     */
    List<Element> finish() throws InputException {
        if (!anyEntry) {
            throw new InputException(sink.file(), "a z/VM user directory (USER, IDENTITY or PROFILE entries)",
                    "no USER, IDENTITY or PROFILE statement");
        }
        List<Element> out = new ArrayList<>();
        Map<String, Entry> builtBy = new HashMap<>();
        for (Entry guest : guests) {
            List<Element> devices = new ArrayList<>();
            Map<DeviceNumber, Entry.Device> seen = new HashMap<>();
            List<String> includes = new ArrayList<>();
            List<Entry> included = new ArrayList<>();
            Map<DeviceNumber, String> fromProfile = new HashMap<>();
            Map<SourceRef, Guest.Subconfig> inSubconfig = new HashMap<>();
            for (Entry.Item item : guest.items) {
                if (item instanceof Entry.Include inc) {
                    includes.add(inc.profile());
                    Entry profile = profiles.get(inc.profile());
                    if (profile == null) {
                        // another file may define it (DirMaint keeps one file per entry): DirectoryIncludes decides
                        continue;
                    }
                    included.add(profile);
                    for (Entry.Item p : profile.items) {
                        if (p instanceof Entry.Device d) {
                            add(guest, d, seen, devices);
                            if (seen.get(d.vdev()) == d) {
                                fromProfile.put(d.vdev(), profile.name);
                            }
                        }
                    }
                } else if (item instanceof Entry.Device d) {
                    add(guest, d, seen, devices);
                }
            }
            for (Entry.Build b : guest.builds) {
                Entry sub = subconfigs.get(b.subconfig());
                if (sub == null) {
                    sink.note(b.source(), "BUILD names SUBCONFIG " + b.subconfig() + ", which this file does not"
                            + " define: its statements are not read for " + guest.name);
                    continue;
                }
                Entry other = builtBy.putIfAbsent(b.subconfig(), guest);
                if (other != null && other != guest) {
                    sink.warning(b.source(), "expected SUBCONFIG " + b.subconfig() + " to be built by one IDENTITY,"
                            + " found it built by " + other.name + " already; it is not read again for " + guest.name,
                            other.source);
                    continue;
                }
                // each member builds its own subconfiguration: they may reuse device numbers among themselves
                Map<DeviceNumber, Entry.Device> memberSeen = new HashMap<>(seen);
                for (Entry.Item p : sub.items) {
                    if (p instanceof Entry.Device d) {
                        add(guest, d, memberSeen, devices);
                        if (memberSeen.get(d.vdev()) == d) {
                            inSubconfig.put(d.source(), new Guest.Subconfig(sub.name, b.member()));
                        }
                    }
                }
            }
            FcpLun lun = inherit(guest.lun, included, e -> e.lun);
            out.add(new Guest(guest.name, guest.storage, guest.maxStorage, guest.privClasses, includes,
                    inherit(guest.ipl, included, e -> e.ipl), inherit(guest.portname, included, e -> e.portname),
                    lun, guest.kind == Entry.Kind.IDENTITY, guest.source, alternates(guest, included, lun),
                    fromProfile, inSubconfig));
            out.addAll(devices);
        }
        for (Entry sub : subconfigs.values()) {
            if (!builtBy.containsKey(sub.name)) {
                sink.warning(sub.source, "expected an IDENTITY whose BUILD statement names SUBCONFIG " + sub.name
                        + ", found none; its statements are not read");
            }
        }
        for (Entry p : profiles.values()) {
            // every profile is passed on: DirectoryIncludes gives it to the guests of other files and drops it
            List<Element> devices = new ArrayList<>();
            for (Entry.Item item : p.items) {
                if (item instanceof Entry.Device d) {
                    devices.add(d.bind(p.name));
                }
            }
            out.add(new DirectoryProfile(p.name, p.ipl, p.portname, p.lun, p.alternates, devices, p.source));
        }
        if (guests.isEmpty() && profiles.isEmpty()) {
            sink.warning(sink.file(), "nothing read: no USER or IDENTITY entry, so the file holds no guest, and no"
                    + " PROFILE another file's guests could include");
        }
        return out;
    }

    private void add(Entry guest, Entry.Device d, Map<DeviceNumber, Entry.Device> seen, List<Element> devices) {
        Entry.Device first = seen.putIfAbsent(d.vdev(), d);
        if (first == null) {
            devices.add(d.bind(guest.name));
            return;
        }
        sink.warning(d.source(), "expected each virtual device number once in " + guest.describe() + ", found "
                + d.vdev() + " again on " + d.statement() + " (first on " + first.statement() + " at line "
                + first.source().line() + "); this " + d.statement() + " is skipped", first.source());
    }

    /**
     * The guest's own alternate boot paths, or else those of the first profile that has any; an alternate without
     * a LUN of its own reaches the guest's primary LOADDEV LUN.
     */
    private List<BootPath> alternates(Entry guest, List<Entry> profiles, FcpLun primaryLun) {
        List<BootPath> own = guest.alternates;
        for (Entry p : profiles) {
            if (own.isEmpty()) {
                own = p.alternates;
            }
        }
        List<BootPath> out = new ArrayList<>();
        for (BootPath b : own) {
            if (b.lun() != null) {
                out.add(b);
            } else if (primaryLun != null) {
                out.add(new BootPath(b.device(), b.portname(), primaryLun, b.source()));
            } else {
                sink.warning(b.source(), "expected a LUN on LOADDEV ALTERNATE or a LOADDEV LUN of " + guest.describe()
                        + " for it to reach, found neither; the alternate boot path is skipped");
            }
        }
        return out;
    }

    private static <T> T inherit(T own, List<Entry> profiles, java.util.function.Function<Entry, T> field) {
        if (own != null) {
            return own;
        }
        for (Entry p : profiles) {
            T v = field.apply(p);
            if (v != null) {
                return v;
            }
        }
        return null;
    }

    /** A statement that cannot be read; the message says what was expected and found. */
    private static final class Bad extends Exception {

        final int column;

        Bad(int column, String message) {
            super(message, null, false, false);
            this.column = column;
        }
    }

    static Set<String> knownStatements() {
        Set<String> all = new HashSet<>(SKIPPED);
        all.addAll(READ);
        all.addAll(ENTRIES);
        return all;
    }
}
