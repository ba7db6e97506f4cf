package io.zlayout.model.ref;

import io.zlayout.model.id.BusId;

import java.util.Objects;

/**
 * An FCP device (subchannel) as Linux names it: {@code fcp:<busid>}, shown as its bus ID ({@code 0.0.fc00}). It
 * stands for its channel path where no input tells the CHPID the device is on.
 */
public record FcpDeviceRef(BusId busId) implements ElementRef {

    public FcpDeviceRef {
        Objects.requireNonNull(busId, "busId");
    }

    @Override
    public String identity() {
        return identityOf(busId);
    }

    @Override
    public String display() {
        return busId.toString();
    }

    @Override
    public String toString() {
        return identity();
    }

    /** The identity of the FCP device {@code busId}: {@code fcp:<busid>}. */
    public static String identityOf(BusId busId) {
        return "fcp:" + busId;
    }
}
