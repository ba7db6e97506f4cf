package io.zlayout.input.dscli;

import java.util.Collections;
import java.util.HashSet;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;

/**
 * The DSCLI commands whose output zlayout reads, with the columns each prints. The column orders are used
 * where a {@code -fmt delim -hdr off} output has no header; the known names recognise a command from its
 * header when no {@code dscli>} line names it. Orders marked unverified in docs/formats/dscli.md come from
 * DSCLI 7.x-9.x knowledge, not from a captured output; newer releases append columns, which are ignored.
 */
enum Command {
    LSSI("lssi", Kind.IMAGE, Field.ID, List.of(Field.ID), null,
            "Name|ID|Storage Unit|Model|WWNN|State|ESSNet",
            "Name|ID|Storage Unit|Model|WWNN|State|ESSNet|Volume Group|desc",
            ""),
    LSFBVOL("lsfbvol", Kind.FB_VOLUME, Field.ID, List.of(Field.ID, Field.EXTPOOL), "volgrp",
            "Name|ID|accstate|datastate|configstate|deviceMTM|datatype|extpool|cap (2^30B)|cap (10^9B)|cap (blocks)",
            "Name|ID|accstate|datastate|configstate|deviceMTM|datatype|extpool|sam|captype|cap (2^30B)|cap (10^9B)"
                    + "|cap (blocks)|volgrp|reqcap (blocks)|eam|perfgrp|resgrp",
            ""),
    LSCKDVOL("lsckdvol", Kind.CKD_VOLUME, Field.ID, List.of(Field.ID, Field.VOLTYPE, Field.EXTPOOL), null,
            "Name|ID|accstate|datastate|configstate|deviceMTM|voltype|orgbvols|extpool|cap (cyl)",
            "Name|ID|accstate|datastate|configstate|deviceMTM|voltype|orgbvols|addrgrp|extpool|exts|cap (cyl)"
                    + "|cap (10^9B)|cap (Mod1)|sam|repcapalloc|eam|reqcap (cyl)|perfgrp|resgrp",
            ""),
    LSRANK("lsrank", Kind.RANK, Field.ID, List.of(Field.ID, Field.GROUP, Field.EXTPOOL_ID), null,
            "ID|Group|State|datastate|Array|RAIDtype|extpoolID|stgtype",
            "ID|Group|State|datastate|Array|RAIDtype|extpoolID|extpoolnam|stgtype|exts|usedexts|encryptgrp",
            ""),
    LSARRAY("lsarray", Kind.ARRAY, Field.ARRAY, List.of(Field.ARRAY, Field.RANK, Field.DA_PAIR), null,
            "Array|State|Data|RAIDtype|arsite|Rank|DA Pair|DDMcap (10^9B)",
            "Array|State|Data|RAIDtype|arsite|Rank|DA Pair|DDMcap (10^9B)|diskclass|encrypt",
            ""),
    LSARRAYSITE("lsarraysite", Kind.ARRAY_SITE, Field.ARRAY_SITE, List.of(Field.ARRAY_SITE, Field.DA_PAIR), null,
            "arsite|DA Pair|dkcap (10^9B)|State|Array",
            "arsite|DA Pair|dkcap (10^9B)|diskrpm|State|Array|diskclass|encrypt",
            ""),
    LSEXTPOOL("lsextpool", Kind.POOL, Field.ID, List.of(Field.ID, Field.RANK_GROUP), null,
            "Name|ID|stgtype|rankgrp|status|availstor (2^30B)|%allocated|available|reserved|numvols",
            "Name|ID|stgtype|rankgrp|status|availstor (2^30B)|%allocated|available|reserved|numvols|numranks"
                    + "|encryptgrp|numtiers|etmanaged",
            ""),
    LSIOPORT("lsioport", Kind.IO_PORT, Field.ID, List.of(Field.ID, Field.WWPN), null,
            "ID|WWPN|State|Type|topo|portgrp",
            "ID|WWPN|State|Type|topo|portgrp|Speed",
            "Frame|I/O Enclosure|HA Card|physloc"),
    LSHOSTCONNECT("lshostconnect", Kind.HOST_CONNECTION, Field.ID, List.of(Field.ID, Field.WWPN, Field.VOLGRP_ID),
            "ESSIOport",
            "Name|ID|WWPN|HostType|Profile|portgrp|volgrpID|ESSIOport",
            "Name|ID|WWPN|HostType|LBS|addrDiscovery|Profile|portgrp|volgrpID|atchtopo|ESSIOport|speed|desc",
            ""),
    LSVOLGRP("lsvolgrp", Kind.VOLUME_GROUP, Field.ID, List.of(Field.ID), null,
            "Name|ID|Type",
            "Name|ID|Type",
            ""),
    SHOWVOLGRP("showvolgrp", Kind.VOLUME_GROUP, Field.ID, List.of(Field.ID, Field.VOLS), "Vols",
            null, null,
            "Name|ID|Type|Vols"),
    LSLSS("lslss", Kind.LSS, Field.ID, List.of(Field.ID), null,
            "ID|Group|addrgrp|stgtype|confgvols",
            "ID|Group|addrgrp|stgtype|confgvols|subsys|pprcconsistgrp|xtndlbztimout|resgrp",
            ""),
    LSLCU("lslcu", Kind.LCU, Field.ID, List.of(Field.ID), null,
            "ID|Group|addrgrp|confgvols|subsys|conbasetype",
            "ID|Group|addrgrp|confgvols|subsys|conbasetype|pprcconsistgrp|xtndlbztimout|ccsesstimout"
                    + "|xrcsesstimout|crithvmode|thresholdexceeded|resgrp",
            ""),
    SHOWSI("showsi", Kind.IMAGE, Field.ID, List.of(Field.ID), null,
            null, null,
            "Name|Desc|ID|Storage Unit|Model|WWNN|Signature|State|ESSNet|Volume Group|os400Serial|NVS Memory"
                    + "|Cache Memory|Processor Memory|MTS|numegsupported|ETAutoMode|ETMonitor|IOPMmode|ETCCMode"
                    + "|ETHMTMode|ETSRMode|ETTierOrder|ETAutoModeAccel"),
    SHOWFBVOL("showfbvol", Kind.FB_VOLUME, Field.ID, List.of(Field.ID, Field.EXTPOOL), "volgrp",
            null, null,
            "Name|ID|accstate|datastate|configstate|deviceMTM|datatype|addrgrp|extpool|exts|cap (MiB)|captype"
                    + "|cap (2^30B)|cap (10^9B)|cap (blocks)|volgrp|ranks|dbexts|sam|repcapalloc|eam"
                    + "|reqcap (blocks)|realextents|virtualextents|realcap (MiB)|migrating|migratingcap (MiB)"
                    + "|perfgrp|migratingfrom|resgrp|tierassignstatus|tierassignerror|tierassignorder"
                    + "|tierassigntarget|%tierassigned|etmonpauseremain|etmonitorreset|GUID"
                    + "|safeguardedcap (2^30B)|safeguardedloc|usedsafeguardedcap (2^30B)|safeguarded|SGC Recovered"),
    SHOWCKDVOL("showckdvol", Kind.CKD_VOLUME, Field.ID, List.of(Field.ID, Field.VOLTYPE, Field.EXTPOOL), null,
            null, null,
            "Name|ID|accstate|datastate|configstate|deviceMTM|volser|voltype|orgbvols|addrgrp|extpool|exts"
                    + "|cap (cyl)|cap (10^9B)|cap (Mod1)|ranks|sam|repcapalloc|eam|reqcap (cyl)|realextents"
                    + "|virtualextents|migrating|perfgrp|migratingfrom|resgrp|GUID"),
    SHOWRANK("showrank", Kind.RANK, Field.ID, List.of(Field.ID), null,
            null, null,
            "ID|SN|Group|State|datastate|Array|RAIDtype|extpoolID|extpoolnam|volumes|stgtype|exts|usedexts"
                    + "|widearrays|nararrays|trksize|strpsize|strpesize|extsize|encryptgrp"),
    SHOWIOPORT("showioport", Kind.IO_PORT, Field.ID, List.of(Field.ID, Field.WWPN), null,
            null, null,
            "ID|WWPN|State|loc|Speed|Type|topo|portgrp|physloc"),
    /** The {@code Rank extents} table {@code showfbvol -rank} and {@code showckdvol -rank} print after a volume. */
    RANK_EXTENTS("rank extents", Kind.RANK_EXTENT, Field.RANK, List.of(Field.RANK, Field.EXTENTS), null,
            "rank|extents", "rank|extents", "");

    /** What a row of the command becomes. */
    enum Kind {
        IMAGE, FB_VOLUME, CKD_VOLUME, RANK, ARRAY, ARRAY_SITE, POOL, IO_PORT, HOST_CONNECTION, VOLUME_GROUP, LSS, LCU,
        RANK_EXTENT
    }

    private static final Map<String, Command> BY_NAME = new TreeMap<>();
    private static final Set<String> ALL_KEYS = new HashSet<>();
    private static final Set<String> MULTI_WORD = new HashSet<>();

    static {
        for (Command c : values()) {
            if (c != RANK_EXTENTS) {
                BY_NAME.put(c.word, c);
            }
            ALL_KEYS.addAll(c.known);
            for (String n : c.knownNames) {
                if (n.indexOf(' ') > 0 && n.indexOf('(') < 0) {
                    MULTI_WORD.add(n.toLowerCase(Locale.ROOT));
                }
            }
        }
        for (Field f : Field.values()) {
            for (String n : f.names()) {
                ALL_KEYS.add(Field.key(n));
            }
        }
    }

    final String word;
    final Kind kind;
    final Field idField;
    final List<Field> required;
    /** The column whose value is a list that a {@code -delim ,} output splits into extra fields, or null. */
    final String listColumn;
    private final List<String> defaultOrder;
    private final List<String> longOrder;
    private final List<String> knownNames;
    private final Set<String> known;

    Command(String word, Kind kind, Field idField, List<Field> required, String listColumn, String defaultOrder,
            String longOrder, String moreNames) {
        this.word = word;
        this.kind = kind;
        this.idField = idField;
        this.required = required;
        this.listColumn = listColumn;
        this.defaultOrder = defaultOrder == null ? List.of() : List.of(defaultOrder.split("\\|"));
        this.longOrder = longOrder == null ? List.of() : List.of(longOrder.split("\\|"));
        LinkedHashSet<String> names = new LinkedHashSet<>(this.defaultOrder);
        names.addAll(this.longOrder);
        if (!moreNames.isEmpty()) {
            names.addAll(List.of(moreNames.split("\\|")));
        }
        this.knownNames = List.copyOf(names);
        Set<String> keys = new HashSet<>();
        for (String n : knownNames) {
            keys.add(Field.key(n));
        }
        this.known = Collections.unmodifiableSet(keys);
    }

    static Command byWord(String word) {
        return BY_NAME.get(word.toLowerCase(Locale.ROOT));
    }

    static Set<String> words() {
        return BY_NAME.keySet();
    }

    boolean show() {
        return word.startsWith("show");
    }

    /**
     * The columns of a headerless {@code -fmt delim -hdr off} output: the documented order for the default,
     * {@code -l} or {@code -s} form; empty when the command always prints a header.
     */
    List<String> order(boolean longForm, boolean shortForm) {
        if (defaultOrder.isEmpty()) {
            return List.of();
        }
        if (shortForm) {
            return List.of(idField.header());
        }
        return longForm ? longOrder : defaultOrder;
    }

    /** True when the normalised name ({@link Field#key}) is a column or key this command prints. */
    boolean knows(String key) {
        return known.contains(key);
    }

    /** True when any command prints a column or key of this normalised name. */
    static boolean anyKnows(String key) {
        return ALL_KEYS.contains(key);
    }

    /** Known header names of more than one word without a unit in parentheses ("DA Pair", "Storage Unit"). */
    static boolean multiWord(String lowerCaseName) {
        return MULTI_WORD.contains(lowerCaseName);
    }

    /**
     * The command whose output has these columns: every required column present and the most columns
     * known; ties go to the first declared (ls before show). Null when none has two known columns.
     */
    static Command recognise(Columns columns) {
        Command best = null;
        int bestScore = 1;
        for (Command c : values()) {
            if (c == RANK_EXTENTS) {
                continue;
            }
            boolean complete = true;
            for (Field f : c.required) {
                if (columns.index(f) < 0) {
                    complete = false;
                    break;
                }
            }
            if (!complete) {
                continue;
            }
            int score = 0;
            for (String k : columns.keys()) {
                if (c.known.contains(k)) {
                    score++;
                }
            }
            if (score > bestScore) {
                best = c;
                bestScore = score;
            }
        }
        return best;
    }
}
