package io.zlayout.input;

import com.code_intelligence.jazzer.junit.FuzzTest;
import org.junit.platform.launcher.Launcher;
import org.junit.platform.launcher.LauncherDiscoveryRequest;
import org.junit.platform.launcher.core.LauncherFactory;
import org.junit.platform.launcher.listeners.SummaryGeneratingListener;
import org.junit.platform.launcher.listeners.TestExecutionSummary;

import java.io.PrintWriter;
import java.lang.reflect.Method;
import java.util.Arrays;
import java.util.List;

import static org.junit.platform.engine.discovery.DiscoverySelectors.selectMethod;
import static org.junit.platform.launcher.core.LauncherDiscoveryRequestBuilder.request;

/**
 * Runs one fuzz test of {@link ReadersFuzzTest} through JUnit without Maven, for {@code bench/fuzz.sh}: Jazzer
 * fuzzes one test per JVM, and a JVM starts in a fraction of the time Maven takes. Arguments: {@code list}
 * prints the fuzz tests; a test's name runs it (set {@code JAZZER_FUZZ=1} and {@code -Djazzer.max_duration} to
 * fuzz; without them it replays the seeds). JUnit's own timeout is off here: it would stop the whole fuzzing
 * run, while Jazzer takes {@code @Timeout} as the limit for one input.
 */
public final class FuzzRunner {

    private FuzzRunner() {
    }

    public static List<String> tests() {
        return Arrays.stream(ReadersFuzzTest.class.getDeclaredMethods())
                .filter(m -> m.isAnnotationPresent(FuzzTest.class))
                .map(Method::getName)
                .sorted()
                .toList();
    }

    public static void main(String[] args) {
        if (args.length != 1) {
            System.err.println("usage: FuzzRunner list | TEST");
            System.exit(2);
        }
        if (args[0].equals("list")) {
            tests().forEach(System.out::println);
            return;
        }
        if (!tests().contains(args[0])) {
            System.err.println("no fuzz test '" + args[0] + "'; FuzzRunner list shows them");
            System.exit(2);
        }
        LauncherDiscoveryRequest request = request()
                .selectors(selectMethod(ReadersFuzzTest.class, args[0], "byte[]"))
                .configurationParameter("junit.jupiter.execution.timeout.mode", "disabled")
                .build();
        Launcher launcher = LauncherFactory.create();
        SummaryGeneratingListener listener = new SummaryGeneratingListener();
        launcher.execute(request, listener);
        TestExecutionSummary summary = listener.getSummary();
        PrintWriter err = new PrintWriter(System.err, true);
        summary.printTo(err);
        summary.printFailuresTo(err, 40);
        System.exit(summary.getTotalFailureCount() > 0 || summary.getTestsSucceededCount() == 0 ? 1 : 0);
    }
}
