package io.zlayout.plan;

/**
 * Load on one kind of component over the whole plan: the highest and lowest number of planned disks (or
 * paths) on one component, and the lower bound the highest is measured against.
 *
 * @param kind       rank, host-adapter or chpid
 * @param components how many components of the kind could carry load
 * @param lowerBound the least possible highest load (ceil(total / components), or more where availability forces it)
 */
public record Balance(String kind, int highest, int lowest, int lowerBound, int components, int total) {

    public boolean optimal() {
        return highest <= lowerBound;
    }
}
