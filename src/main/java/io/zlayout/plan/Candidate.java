package io.zlayout.plan;

import io.zlayout.model.Volume;
import io.zlayout.model.id.CuNumber;
import io.zlayout.model.id.DeviceNumber;
import io.zlayout.model.ref.VolumeRef;
import io.zlayout.topology.StorageTopology;

/**
 * A volume the planner may give, with where it lives. {@code rank} (its placement's unit of spreading),
 * {@code lss}, {@code server} and {@code daPairs} are the small dense numbers of {@link CandidatePool}, so that the loads a disk slot compares
 * are array reads rather than map look-ups.
 *
 * @param device      CKD: the base device number a guest is given; FB: null
 * @param controlUnit CKD: the control unit of {@code device}; FB: null
 * @param id          the volume's reference
 * @param order       the position of {@code id} among the pool's candidates of its kind in identity order (equal
 *                    volumes, equal positions), so that ties and the free index compare two ints
 */
record Candidate(Volume volume, StorageTopology.Placement placement, DeviceNumber device,
                 CuNumber controlUnit, VolumeRef id, int rank, int lss, int server, int[] daPairs, int order) {

    Candidate withOrder(int n) {
        return new Candidate(volume, placement, device, controlUnit, id, rank, lss, server, daPairs, n);
    }
}
