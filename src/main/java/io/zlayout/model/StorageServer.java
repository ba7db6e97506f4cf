package io.zlayout.model;

/** One of the two servers (CEC, node, cluster) of a storage image: 0 owns even LSS, 1 odd. */
public record StorageServer(String image, int id, String state, SourceRef source) implements Mergeable, ImageScoped {

    @Override
    public String identity() {
        return Ids.server(image, id);
    }

    @Override
    public StorageServer withImage(String image) {
        return new StorageServer(image, id, state, source);
    }
}
