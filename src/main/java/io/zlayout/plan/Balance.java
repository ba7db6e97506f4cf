package io.zlayout.plan;

/**
 * Load on one kind of component over the whole plan: the highest and lowest number of planned disks (or
 * paths) on one component, and the lower bound the highest is measured against. Only known components count.
 *
 * @param kind       rank, pool (disks striped over a multi-rank pool), host-adapter or chpid
 * @param components how many known components of the kind could carry load
 * @param lowerBound the least possible highest load (ceil(total / components), or more where availability forces it)
 * @param total      the planned disks (or paths) on known components
 * @param unknown    planned disks whose component is not known (a volume whose rank the export does not tell)
 */
public record Balance(String kind, int highest, int lowest, int lowerBound, int components, int total, int unknown) {

    /** Every planned disk on a known component. */
    public Balance(String kind, int highest, int lowest, int lowerBound, int components, int total) {
        this(kind, highest, lowest, lowerBound, components, total, 0);
    }

    public boolean optimal() {
        return highest <= lowerBound;
    }
}
