package io.zlayout.input.dscli;

import io.zlayout.input.InputException;
import io.zlayout.input.SourceFile;
import io.zlayout.model.Element;
import io.zlayout.model.Ids;
import io.zlayout.model.ImageScoped;
import io.zlayout.model.RankExtent;
import io.zlayout.model.StorageImage;
import io.zlayout.model.Volume;

import java.util.ArrayList;
import java.util.List;
import java.util.TreeSet;

/**
 * What the rows of a file become: each row mapped to its record ({@link Mapper}), a {@code showfbvol -rank}
 * volume held until its Rank extents are read, the images the file names, and the bound on how many records
 * one export may make.
 */
final class Records {

    private final SourceFile file;
    private final Mapper mapper;
    private final List<Element> elements = new ArrayList<>();
    private final int maxRecords = SourceFile.maxRecords();
    private int records;
    /** Every image the file names (-dev, banners, -fullid ids, lssi), and those lssi/showsi list. */
    private final TreeSet<String> named = new TreeSet<>();
    private final TreeSet<String> listed = new TreeSet<>();
    private String lastNamed;
    /** Records whose image is not known yet. */
    private int unscoped;
    /** A show command's volume waiting for the Rank extents below it, and those read so far. */
    private Volume pending;
    private List<RankExtent> pendingExtents;

    Records(SourceFile file) {
        this.file = file;
        this.mapper = new Mapper(file);
    }

    boolean isEmpty() {
        return elements.isEmpty();
    }

    /** Maps one row of a command's output; {@code image} is the section's (its -dev or banner), or null. */
    void emit(Command c, Columns cols, Row row, String image) throws InputException {
        if (c == Command.RANK_EXTENTS) {
            if (pending == null) {
                throw new InputException(file.ref(row.line), "a showfbvol or showckdvol volume above its Rank extents",
                        "Rank extents without a volume");
            }
            count(row.line);
            pendingExtents.add(mapper.rankExtent(cols, row));
            return;
        }
        Element e = mapper.map(c, cols, row, image);
        if (e instanceof Volume v && c.show()) {
            flushPending();
            pending = v;
            pendingExtents = new ArrayList<>();
            return;
        }
        add(e);
    }

    /** Refuses an export that makes more records than any real one (see {@link SourceFile#maxRecords()}). */
    private void count(int line) throws InputException {
        if (++records > maxRecords) {
            throw new InputException(file.ref(line), "at most " + maxRecords + " records in one DSCLI export (a"
                    + " maximal DS8000 image has 65,280 volumes)", "more, at this row");
        }
    }

    void flushPending() throws InputException {
        if (pending == null) {
            return;
        }
        Volume v = pending;
        if (!pendingExtents.isEmpty()) {
            v = v.withRankExtents(pendingExtents);
        }
        pending = null;
        pendingExtents = null;
        add(v);
    }

    private void add(Element e) throws InputException {
        count(e.source() != null ? e.source().line() : 0);
        elements.add(e);
        if (e instanceof StorageImage si) {
            listed.add(si.id());
            name(si.id());
        } else if (e instanceof ImageScoped is) {
            if (Ids.UNKNOWN_IMAGE.equals(is.image())) {
                unscoped++;
            } else {
                name(is.image());
            }
        }
    }

    /** Notes an image the file names; returns it. */
    String name(String image) {
        if (!image.equals(lastNamed)) {
            named.add(image);
            lastNamed = image;
        }
        return image;
    }

    /**
     * Records whose image neither their id, the command's -dev nor a banner told get the image the file
     * lists in lssi, else the one image the file names anywhere, else zlayout.yaml's ({@code fallback}); else
     * they stay {@link Ids#UNKNOWN_IMAGE} for the assembler.
     */
    List<Element> resolved(String fallback) {
        String image = listed.size() == 1 ? listed.first()
                : named.size() == 1 ? named.first()
                : fallback;
        if (image == null || unscoped == 0) {
            return elements;
        }
        List<Element> out = new ArrayList<>(elements.size());
        for (Element e : elements) {
            out.add(e instanceof ImageScoped is && Ids.UNKNOWN_IMAGE.equals(is.image()) ? is.withImage(image) : e);
        }
        return out;
    }
}
