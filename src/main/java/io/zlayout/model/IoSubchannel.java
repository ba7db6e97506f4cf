package io.zlayout.model;

import io.zlayout.model.id.BusId;
import io.zlayout.model.id.ChpidId;

import java.util.ArrayList;
import java.util.List;

/**
 * A CCW device and the I/O subchannel it sits on, as a Linux guest sees it: one row of {@code lscss}
 * ({@code 0.0.f500 0.0.0000  1732/03 1731/03 yes  80  80  ff   76000000 00000000}). It tells which channel
 * paths reach the device and which of them the guest may use, where no IOCDS is at hand.
 *
 * <p>The path masks are bit masks over the eight path positions: bit {@code 0x80} is position 0, the first
 * entry of {@link #chpids()}. A path the machine has installed ({@link #pim()}) but not made available to this
 * partition ({@link #pam()}) carries no I/O; a path not operational ({@link #pom()}) failed when last tried.
 *
 * @param busId        the device's bus ID ({@code 0.0.f500}), or null when lscss printed {@code none} (the device
 *                     is not accessible to the subchannel right now, or the subchannel is bound to vfio_ccw)
 * @param subchannel   the subchannel ID ({@code 0.0.0000}), or null for a defunct device ({@code n/a})
 * @param deviceType   {@code 1732/03} (device type / model, as lscss prints it, lower case), or null when blank
 * @param cuType       {@code 1731/03} (control unit type / model), or null when blank
 * @param online       lscss {@code Use} column: {@code yes} when the device is online in Linux
 * @param pim          path installed mask (0-255), or null when blank
 * @param pam          path available mask, or null when blank
 * @param pom          path operational mask, or null when blank
 * @param vpm          valid path mask ({@code lscss --vpm}: the paths the Linux common I/O layer uses), or null
 *                     when not printed
 * @param chpids       the CHPID of each of the eight path positions, in position
 *                     order; empty when the row has none (defunct devices)
 * @param availability {@code lscss --avail}: {@code good}, {@code boxed}, {@code no path}, {@code no device}; null
 *                     when not printed
 */
public record IoSubchannel(String guest, BusId busId, BusId subchannel, String deviceType, String cuType,
                           boolean online, Integer pim, Integer pam, Integer pom, Integer vpm, List<ChpidId> chpids,
                           String availability, HostCapture origin, SourceRef source) implements HostScoped {

    public IoSubchannel {
        chpids = List.copyOf(chpids);
    }

    /** The channel subsystem (the first digit of the subchannel or else device bus ID); 0 when neither is known. */
    public int css() {
        BusId id = subchannel != null ? subchannel : busId;
        return id == null ? 0 : id.css();
    }

    /**
     * The CHPIDs at the positions whose bit is set in {@code mask} (bit {@code 0x80} = position 0), in position
     * order, each once; empty when {@code mask} is null.
     */
    public List<ChpidId> chpids(Integer mask) {
        List<ChpidId> out = new ArrayList<>();
        if (mask == null) {
            return out;
        }
        for (int i = 0; i < chpids.size() && i < 8; i++) {
            if ((mask & (0x80 >> i)) != 0 && !out.contains(chpids.get(i))) {
                out.add(chpids.get(i));
            }
        }
        return out;
    }

    /** The CHPIDs of the paths installed and available to this partition (PIM and PAM). */
    public List<ChpidId> availableChpids() {
        return chpids(pim == null || pam == null ? null : pim & pam);
    }

    /** The CHPIDs of paths installed but not available to this partition (PIM without PAM): configured off. */
    public List<ChpidId> unavailableChpids() {
        return chpids(pim == null || pam == null ? null : pim & ~pam);
    }

    @Override
    public String identity() {
        return busId != null ? Ids.ccwDevice(busId) : Ids.subchannel(subchannel);
    }
}
