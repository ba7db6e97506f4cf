package io.zlayout.model;

/**
 * One row of {@code /proc/scsi/sg/devices}: a SCSI device with its queue figures at the moment of the
 * capture. {@code busy} close to {@code queueDepth} means the queue is saturated.
 *
 * @param type       SCSI peripheral type (0 disk, 5 cd-rom, ...)
 * @param opens      number of opens ({@code opens} column)
 * @param queueDepth the device's queue depth ({@code qdepth})
 * @param busy       commands in flight ({@code busy})
 * @param online     the {@code online} column is 1
 */
public record SgDevice(String guest, Hctl hctl, int type, int opens, int queueDepth, int busy, boolean online,
                       HostCapture origin, SourceRef source) implements HostScoped {

    @Override
    public String identity() {
        return Ids.sgDevice(hctl);
    }
}
