package io.zlayout.plan;

import java.util.List;

/**
 * The corrected layout: one entry per guest of the intent, in intent order, and the balance per component
 * kind. {@code notes} say what the planner decided that a person should know. {@code storage} is what the storage
 * and SAN teams change for it: volume groups, host connections and zones (see {@link StorageChanges}).
 */
public record Plan(List<GuestPlan> guests, List<Balance> balance, List<String> notes, StorageChanges storage) {

    public Plan {
        guests = List.copyOf(guests);
        balance = List.copyOf(balance);
        notes = List.copyOf(notes);
        storage = storage == null ? StorageChanges.NONE : storage;
    }

    /** A plan that changes nothing on the storage or the fabric. */
    public Plan(List<GuestPlan> guests, List<Balance> balance, List<String> notes) {
        this(guests, balance, notes, StorageChanges.NONE);
    }
}
