package io.zlayout.testing;

import org.junit.platform.engine.TestExecutionResult;
import org.junit.platform.engine.support.descriptor.ClassSource;
import org.junit.platform.engine.support.descriptor.MethodSource;
import org.junit.platform.launcher.TestExecutionListener;
import org.junit.platform.launcher.TestIdentifier;

/**
 * Says on the console why a test did not run — a missing tool, no root, an absent sample — rather than only in
 * the surefire report files: {@code SKIPPED <test>: <reason>}. Registered for every run through
 * META-INF/services.
 */
public final class SkipReasons implements TestExecutionListener {

    @Override
    public void executionSkipped(TestIdentifier test, String reason) {
        System.out.println("SKIPPED " + name(test) + ": " + reason);
    }

    @Override
    public void executionFinished(TestIdentifier test, TestExecutionResult result) {
        if (result.getStatus() == TestExecutionResult.Status.ABORTED) {
            String why = result.getThrowable().map(Throwable::getMessage).orElse("aborted");
            System.out.println("SKIPPED " + name(test) + ": " + why);
        }
    }

    private static String name(TestIdentifier test) {
        return test.getSource().map(s -> s instanceof MethodSource m
                ? m.getClassName().substring(m.getClassName().lastIndexOf('.') + 1) + "." + m.getMethodName()
                : s instanceof ClassSource c ? c.getClassName() : test.getDisplayName())
                .orElse(test.getDisplayName());
    }
}
