package io.zlayout.model;

/** A UNITADD range of a control unit: {@code count} unit addresses from {@code start}. */
public record UnitAddRange(int start, int count) {

    /** A unit address as IOCP codes it: 2 upper-case hex digits. */
    public static String format(int unitAddress) {
        return io.zlayout.model.id.LssId.of(unitAddress & 0xFF).toString();
    }

    public boolean contains(int unitAddress) {
        return unitAddress >= start && unitAddress < start + count;
    }
}
