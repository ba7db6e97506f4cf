package io.zlayout.model;

/** An I/O enclosure (DS8000) or host adapter bay (ESS), numbered as in the I/O port ids. */
public record IoEnclosure(String image, int id, String name, String state, SourceRef source)
        implements Mergeable, ImageScoped {

    @Override
    public String identity() {
        return Ids.ioEnclosure(image, id);
    }

    @Override
    public IoEnclosure withImage(String image) {
        return new IoEnclosure(image, id, name, state, source);
    }
}
