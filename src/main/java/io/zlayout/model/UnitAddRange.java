package io.zlayout.model;

/** A UNITADD range of a control unit: {@code count} unit addresses from {@code start}. */
public record UnitAddRange(int start, int count) {

    public boolean contains(int unitAddress) {
        return unitAddress >= start && unitAddress < start + count;
    }
}
