package io.zlayout.architecture;

import org.junit.jupiter.api.Test;

import javax.tools.Diagnostic;
import javax.tools.DiagnosticCollector;
import javax.tools.JavaCompiler;
import javax.tools.JavaFileObject;
import javax.tools.SimpleJavaFileObject;
import javax.tools.StandardJavaFileManager;
import javax.tools.ToolProvider;
import java.io.IOException;
import java.net.URI;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * The build's guard against a lookup that compiles and can never match: javac with the Error Prone options of
 * pom.xml (read from it, so the test proves what the build runs) refuses a {@code Map<String, ...>} asked with a
 * DeviceNumber, a set of strings asked whether it contains a value, and a value compared with text by equals —
 * and accepts the same code with matching types.
 */
class GuardTest {

    @Test
    void stringKeyedMapAskedWithADeviceNumberFailsTheBuild() throws IOException {
        List<String> errors = compile("""
                import io.zlayout.model.id.DeviceNumber;
                import java.util.Map;
                class Trial {
                    Integer f(Map<String, Integer> byNumber) {
                        return byNumber.get(DeviceNumber.parse("5000"));
                    }
                }
                """);
        assertThat(errors).singleElement().asString().contains("[CollectionIncompatibleType]");
    }

    @Test
    void containsAndEqualsAcrossTextAndValueFailTheBuild() throws IOException {
        List<String> errors = compile("""
                import io.zlayout.model.id.DeviceNumber;
                import java.util.Set;
                class Trial {
                    boolean f(Set<String> numbers, String text) {
                        DeviceNumber n = DeviceNumber.parse("5000");
                        return numbers.contains(n) || n.equals(text) || java.util.Objects.equals(text, n);
                    }
                }
                """);
        assertThat(errors).hasSize(3);
        assertThat(errors.get(0)).contains("[CollectionIncompatibleType]");
        assertThat(errors.get(1)).contains("[EqualsIncompatibleType]");
        assertThat(errors.get(2)).contains("[EqualsIncompatibleType]");
    }

    @Test
    void matchingTypesPass() throws IOException {
        List<String> errors = compile("""
                import io.zlayout.model.id.DeviceNumber;
                import java.util.Map;
                import java.util.Set;
                class Trial {
                    boolean f(Map<DeviceNumber, Integer> byNumber, Set<String> texts) {
                        DeviceNumber n = DeviceNumber.parse("5000");
                        return byNumber.get(n) != null || texts.contains(n.toString())
                                || n.equals(DeviceNumber.parse("5001"));
                    }
                }
                """);
        assertThat(errors).isEmpty();
    }

    /** The errors javac with the pom's Error Prone argument reports on {@code source}, each as one line. */
    private static List<String> compile(String source) throws IOException {
        JavaCompiler javac = ToolProvider.getSystemJavaCompiler();
        DiagnosticCollector<JavaFileObject> diagnostics = new DiagnosticCollector<>();
        JavaFileObject file = new SimpleJavaFileObject(URI.create("string:///Trial.java"), JavaFileObject.Kind.SOURCE) {
            @Override
            public CharSequence getCharContent(boolean ignoreEncodingErrors) {
                return source;
            }
        };
        Path out = Files.createTempDirectory("guard");
        try (StandardJavaFileManager files = javac.getStandardFileManager(diagnostics, null, StandardCharsets.UTF_8)) {
            List<String> options = new ArrayList<>(List.of("-d", out.toString(), "-proc:none",
                    "-classpath", System.getProperty("java.class.path")));
            options.addAll(compilerArguments());
            javac.getTask(null, files, diagnostics, options, null, List.of(file)).call();
        } finally {
            try (var walk = Files.walk(out)) {
                walk.sorted(java.util.Comparator.reverseOrder()).forEach(p -> p.toFile().delete());
            }
        }
        List<String> errors = new ArrayList<>();
        for (Diagnostic<? extends JavaFileObject> d : diagnostics.getDiagnostics()) {
            if (d.getKind() == Diagnostic.Kind.ERROR) {
                errors.add(d.getLineNumber() + ": " + d.getMessage(null).lines().findFirst().orElse(""));
            }
        }
        return errors;
    }

    /** The compiler arguments of pom.xml, which must include Error Prone's. */
    private static List<String> compilerArguments() throws IOException {
        String pom = Files.readString(Path.of("pom.xml"));
        Matcher m = Pattern.compile("<arg>([^<]*)</arg>").matcher(pom);
        List<String> args = new ArrayList<>();
        while (m.find()) {
            args.add(m.group(1));
        }
        assertThat(args).as("pom.xml compiles with Error Prone").anyMatch(a -> a.startsWith("-Xplugin:ErrorProne "));
        return args;
    }
}
