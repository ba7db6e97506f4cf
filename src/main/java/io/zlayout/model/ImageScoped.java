package io.zlayout.model;

/**
 * A storage-side fact that belongs to one storage image. A reader that cannot tell the image (DSCLI
 * output without {@code -fullid}, banner or {@code lssi}) leaves it {@link Ids#UNKNOWN_IMAGE}; the
 * assembler then puts it on the site's only image, or on the one zlayout.yaml names.
 */
public interface ImageScoped extends Element {

    String image();

    /** A copy of this record on another image. */
    ImageScoped withImage(String image);
}
