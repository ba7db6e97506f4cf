package io.zlayout.plan;

import io.zlayout.model.id.DeviceNumber;
import io.zlayout.model.ref.LssRef;

/**
 * A HyperPAV alias device a dedicated-ECKD guest gets (or keeps) on an LCU of its planned disks: "the alias devices
 * are not exclusively referenced to a certain base device but are eligible for all base devices in the same logical
 * control unit (LCU)" (IBM, Using HyperPAV for ECKD DASD), so aliases are planned per LCU.
 *
 * @param lcu    the LCU (its LSS)
 * @param device the real alias device number (an IOCDS {@code UNIT=3390A} device of that LCU)
 * @param vdev   the guest's virtual device number for it: its vdev today for a kept alias, else one its entry
 *               leaves free ({@code vdev = rdev} where it can)
 * @param kept   true when the guest's entry dedicates it today (no statement needed)
 */
public record PlannedAlias(LssRef lcu, DeviceNumber device, DeviceNumber vdev, boolean kept) {
}
