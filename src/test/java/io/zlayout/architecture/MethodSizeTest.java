package io.zlayout.architecture;

import com.sun.source.tree.CompilationUnitTree;
import com.sun.source.tree.MethodTree;
import com.sun.source.util.JavacTask;
import com.sun.source.util.SourcePositions;
import com.sun.source.util.TreeScanner;
import com.sun.source.util.Trees;
import org.junit.jupiter.api.Test;

import javax.tools.JavaCompiler;
import javax.tools.StandardJavaFileManager;
import javax.tools.ToolProvider;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.stream.Stream;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * No method of src/main is longer than {@value #MOST} lines (from its modifiers to its closing brace, as the Java
 * compiler's own parser places them): a method that long does several jobs, and its parts want names.
 */
class MethodSizeTest {

    static final int MOST = 100;

    /** Every method with a body in {@code root}, as {@code path#method}, with its length in lines. */
    static Map<String, Long> lengths(Path root) throws IOException {
        JavaCompiler compiler = ToolProvider.getSystemJavaCompiler();
        assertThat(compiler).as("the tests run on a JDK").isNotNull();
        List<Path> files;
        try (Stream<Path> s = Files.walk(root)) {
            files = s.filter(p -> p.toString().endsWith(".java")).sorted().toList();
        }
        Map<String, Long> out = new TreeMap<>();
        try (StandardJavaFileManager fm = compiler.getStandardFileManager(null, null, null)) {
            JavacTask task = (JavacTask) compiler.getTask(null, fm, null, List.of("-proc:none"), null,
                    fm.getJavaFileObjectsFromPaths(files));
            SourcePositions positions = Trees.instance(task).getSourcePositions();
            for (CompilationUnitTree unit : task.parse()) {
                String file = root.toAbsolutePath().relativize(Path.of(unit.getSourceFile().toUri())).toString().replace('\\', '/');
                new TreeScanner<Void, Void>() {
                    @Override
                    public Void visitMethod(MethodTree m, Void v) {
                        if (m.getBody() != null) {
                            long first = unit.getLineMap().getLineNumber(positions.getStartPosition(unit, m));
                            long last = unit.getLineMap().getLineNumber(positions.getEndPosition(unit, m));
                            out.merge(file + "#" + m.getName(), last - first + 1, Math::max);
                        }
                        return super.visitMethod(m, v);
                    }
                }.scan(unit, null);
            }
        }
        return out;
    }

    @Test
    void noMethodIsLongerThanTheBound() throws IOException {
        Map<String, Long> lengths = lengths(Path.of("src/main/java"));
        assertThat(lengths).as("the scan sees the methods").hasSizeGreaterThan(1000);
        List<String> tooLong = new ArrayList<>();
        lengths.forEach((method, n) -> {
            if (n > MOST) {
                tooLong.add(method);
            }
        });
        assertThat(tooLong).as("methods over %d lines (split them)", MOST).isEmpty();
    }

    @Test
    void theScanMeasuresAMethodFromItsModifiersToItsBrace() throws IOException {
        Path dir = Files.createTempDirectory("method-size");
        try {
            Files.writeString(dir.resolve("A.java"), String.join("\n",
                    "class A {",
                    "    /** javadoc is not counted */",
                    "    @Deprecated",
                    "    static int two(int x) {",
                    "        String s = \"{ not a brace }\";",
                    "        return x + s.length();",
                    "    }",
                    "",
                    "    abstract static class B { abstract void none(); void one() { } }",
                    "}", ""));
            assertThat(lengths(dir)).containsExactly(Map.entry("A.java#one", 1L), Map.entry("A.java#two", 5L));
        } finally {
            try (Stream<Path> s = Files.walk(dir)) {
                s.sorted(java.util.Comparator.reverseOrder()).forEach(p -> p.toFile().delete());
            }
        }
    }
}
