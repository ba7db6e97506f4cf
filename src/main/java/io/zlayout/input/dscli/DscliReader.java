package io.zlayout.input.dscli;

import io.zlayout.input.InputException;
import io.zlayout.input.InputReader;
import io.zlayout.input.ParseResult;
import io.zlayout.input.ReadContext;
import io.zlayout.input.SourceFile;
import io.zlayout.model.SourceRef;

import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.regex.Pattern;

/**
 * Reads DS8000 DSCLI output (format {@code dscli}): lssi, lsfbvol, lsckdvol, lsrank, lsarray, lsarraysite,
 * lsextpool, lsioport, lshostconnect, lsvolgrp, showvolgrp, lslss, lslcu, showfbvol/showckdvol (with
 * {@code -rank}), showsi, showrank and showioport, in the default, delim, stanza and xml output formats,
 * several commands to a file. See docs/formats/dscli.md.
 */
public final class DscliReader implements InputReader {

    /** How much of a file sniffing looks at. */
    private static final int SNIFF_CHARS = 64 * 1024;

    @Override
    public String format() {
        return "dscli";
    }

    @Override
    public int sniff(SourceFile file) {
        if (file.bytes().length == 0 || file.binary()) {
            return 0;
        }
        try {
            return sniff(stripBom(file.head(SNIFF_CHARS)));
        } catch (InputException | RuntimeException e) {
            // sniffing is a guess: what cannot be looked at is not claimed
            return 0;
        }
    }

    private static int sniff(String head) throws InputException {
        List<String> lines = SourceFile.lines(head);
        int score = 0;
        for (int k = 0; k < lines.size(); k++) {
            String line = lines.get(k);
            int first = firstNonBlank(line);
            if (first < 0) {
                continue;
            }
            if (Echo.isEcho(line)) {
                return 95;
            }
            if (LineKind.isBanner(line, first) && line.contains("DSCLI")) {
                return 95;
            }
            if (LineKind.isMessage(line, first)) {
                score = Math.max(score, 80);
            } else if (line.charAt(first) == '<') {
                return score > 0 ? score : xmlScore(head);
            } else if (k + 1 < lines.size() && LineKind.isRule(lines.get(k + 1)) && recognised(line)) {
                score = Math.max(score, 85);
            }
        }
        return score > 0 ? score : stanzaScore(lines);
    }

    /** A header whose columns name a command this reader knows. */
    private static boolean recognised(String header) throws InputException {
        for (char d : new char[] {'|', ',', ':', ';', '\t', '!', '#', '@', '$', '&', '*', '~', '+', '='}) {
            if (header.indexOf(d) >= 0) {
                List<String> names = List.of(header.split(Pattern.quote(String.valueOf(d)), -1));
                if (names.size() > 1 && Command.recognise(Columns.of(strip(names), SourceRef.file("-"))) != null) {
                    return true;
                }
            }
        }
        return Command.recognise(Columns.of(AlignedTable.header(header).names(), SourceRef.file("-"))) != null;
    }

    private static List<String> strip(List<String> names) {
        return names.stream().map(String::strip).toList();
    }

    /** Key/value lines whose keys name a command, with at least four of its keys. */
    private static int stanzaScore(List<String> lines) throws InputException {
        List<String> block = new ArrayList<>();
        for (String l : lines) {
            if (l.isBlank()) {
                if (!block.isEmpty()) {
                    break;
                }
                continue;
            }
            block.add(l);
            if (block.size() > 200) {
                break;
            }
        }
        if (block.size() < 4) {
            return 0;
        }
        int[] numbers = new int[block.size()];
        Stanza.Split split = Stanza.split(block, numbers);
        LinkedHashSet<String> unique = new LinkedHashSet<>(split.keys());
        if (unique.size() != split.keys().size()) {
            return 0;
        }
        Columns cols = Columns.of(split.keys(), SourceRef.file("-"));
        Command c = Command.recognise(cols);
        if (c == null) {
            return 0;
        }
        int known = 0;
        for (String k : cols.keys()) {
            if (c.knows(k)) {
                known++;
            }
        }
        return known >= 4 && known * 2 >= cols.size() ? 75 : 0;
    }

    private static int xmlScore(String head) {
        String h = head.toUpperCase(Locale.ROOT);
        if (h.contains("<IRETURN") || h.contains("DSCLI")) {
            return 80;
        }
        for (String w : Command.words()) {
            if (h.contains("NAME=\"" + w.toUpperCase(Locale.ROOT))) {
                return 80;
            }
        }
        return h.contains("<PROPERTY") && h.contains("NAME=\"ID\"") ? 60 : 0;
    }

    @Override
    public ParseResult read(SourceFile file, ReadContext context) throws InputException {
        if (file.bytes().length == 0) {
            throw new InputException(SourceRef.file(file.display()), "DSCLI output", "an empty file");
        }
        if (file.binary()) {
            throw new InputException(SourceRef.file(file.display()), "DSCLI text output", "binary data (NUL bytes)");
        }
        try {
            return new Session(file, context, stripBom(file.text())).run();
        } catch (RuntimeException e) {
            // the reader contract: a clear input error, never a stack trace, even for a case not foreseen here
            throw new InputException(SourceRef.file(file.display()), "DSCLI output zlayout can read",
                    "a case it does not handle (" + e.getClass().getSimpleName() + "); please report it");
        }
    }

    private static String stripBom(String s) {
        return !s.isEmpty() && s.charAt(0) == '\ufeff' ? s.substring(1) : s;
    }

    private static int firstNonBlank(String line) {
        for (int i = 0; i < line.length(); i++) {
            if (line.charAt(i) != ' ' && line.charAt(i) != '\t') {
                return i;
            }
        }
        return -1;
    }
}
