package io.zlayout.model;

/**
 * A fact about one Linux guest, read from a capture taken on it or from one of its configuration files.
 * Bus IDs, SCSI addresses and device names are only unique within one guest, so consumers pair
 * {@link #identity()} with {@link #guest()}.
 */
public interface HostScoped extends Element {

    /** The guest the capture belongs to (upper case), or null when the reader could not tell. */
    String guest();

    /** The capture or configuration file the fact was read from. */
    HostCapture origin();
}
