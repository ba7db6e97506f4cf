package io.zlayout.plan;

import io.zlayout.model.id.DeviceNumber;
import io.zlayout.model.ref.VolumeRef;

/**
 * A volume a guest has today and does not keep in the plan: a proposal to release it once its data has moved.
 *
 * @param volume   the volume
 * @param holder   the guest that holds it today
 * @param vdev     the holder's virtual device number for it (DEDICATE or MDISK), or null for a LUN seen in its
 *                 Linux captures
 * @param how      {@code dedicate}, {@code mdisk} or {@code lun}
 * @param device   the real device number (dedicated ECKD base, DEVNO minidisk), or null
 * @param reusedBy the guest the plan gives it to (only where the intent allows reusing released volumes), or null
 */
public record ReleasedVolume(VolumeRef volume, String holder, DeviceNumber vdev, String how, DeviceNumber device,
                             String reusedBy) {
}
