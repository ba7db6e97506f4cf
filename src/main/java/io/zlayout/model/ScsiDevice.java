package io.zlayout.model;

import io.zlayout.model.id.Wwn;

/**
 * A SCSI device as {@code lsscsi} lists it: plain ({@code [H:C:T:L] type vendor model rev /dev/sdX}) or with
 * {@code --transport} ({@code [H:C:T:L] type fc:<wwpn>,<port id> /dev/sdX}).
 *
 * @param type         lsscsi's short type ({@code disk}, {@code cd/dvd}, ...)
 * @param vendor       INQUIRY vendor or null ({@code --transport} does not print it)
 * @param model        INQUIRY product or null
 * @param revision     INQUIRY revision or null
 * @param device       the block or char device node ({@code /dev/sdb}) or null when lsscsi printed {@code -}
 * @param sgDevice     the SCSI generic node ({@code lsscsi -g}) or null
 * @param wwid         {@code lsscsi -i}: the device's udev ID ({@code 36005076...}), else null
 * @param transport    {@code --transport}: the transport as printed ({@code fc:0x...,0x...}), else null
 * @param targetWwpn   for FC transport: the target port WWPN, else null
 * @param targetPortId for FC transport: the target port ID ({@code 0x650501}), else null
 */
public record ScsiDevice(String guest, Hctl hctl, String type, String vendor, String model, String revision,
                         String device, String sgDevice, String wwid, String transport, Wwn targetWwpn,
                         String targetPortId, HostCapture origin, SourceRef source) implements HostScoped {

    /** The FCP LUN behind the device's SCSI LUN number. */
    public String fcpLun() {
        return hctl.fcpLun();
    }

    @Override
    public String identity() {
        return Ids.scsiDevice(hctl);
    }
}
