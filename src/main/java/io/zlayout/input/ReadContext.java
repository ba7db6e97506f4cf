package io.zlayout.input;

/**
 * What a reader may know beyond its file: the guest a host capture belongs to (from its folder
 * {@code hosts/<GUEST>/} or zlayout.yaml {@code hosts:}), and the storage image zlayout.yaml names.
 *
 * @param guest        the guest name, upper case, or null
 * @param storageImage zlayout.yaml {@code storage:} or null
 */
public record ReadContext(String guest, String storageImage) {

    public static final ReadContext NONE = new ReadContext(null, null);
}
