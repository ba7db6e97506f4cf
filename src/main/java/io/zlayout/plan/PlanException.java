package io.zlayout.plan;

/**
 * An intent that cannot be met (more disks than free volumes, fewer paths than asked). It names what is
 * missing; the CLI exits 1 and writes nothing — never a partial plan.
 */
public class PlanException extends Exception {

    public PlanException(String message) {
        super(message);
    }
}
