package io.zlayout.plan;

import java.util.List;

/**
 * The corrected layout: one entry per guest of the intent, in intent order, and the balance per component
 * kind. {@code notes} say what the planner decided that a person should know.
 */
public record Plan(List<GuestPlan> guests, List<Balance> balance, List<String> notes) {

    public Plan {
        guests = List.copyOf(guests);
        balance = List.copyOf(balance);
        notes = List.copyOf(notes);
    }
}
