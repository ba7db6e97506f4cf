package io.zlayout.input.linux;

import io.zlayout.model.Diagnostic;
import io.zlayout.input.ParseResult;

import java.lang.reflect.RecordComponent;
import java.util.ArrayList;
import java.util.Collection;
import java.util.List;
import java.util.Map;

/**
 * A complete, readable text form of what a reader made of a file: every record with every component that
 * has a value (nested records and lists of records on indented lines), then every diagnostic. Golden files
 * compare it whole.
 */
final class Dump {

    private Dump() {
    }

    static String of(ParseResult result) {
        StringBuilder b = new StringBuilder();
        result.elements().forEach(e -> render((Record) e, 0, b));
        for (Diagnostic d : result.diagnostics()) {
            b.append(d).append('\n');
        }
        return b.toString();
    }

    private static void render(Record r, int depth, StringBuilder b) {
        b.append("  ".repeat(depth)).append(r.getClass().getSimpleName());
        List<Object[]> nested = new ArrayList<>();
        for (RecordComponent c : r.getClass().getRecordComponents()) {
            Object v;
            try {
                v = c.getAccessor().invoke(r);
            } catch (ReflectiveOperationException e) {
                throw new IllegalStateException(e);
            }
            if (v == null || (v instanceof Collection<?> col && col.isEmpty()) || (v instanceof Map<?, ?> m
                    && m.isEmpty())) {
                continue;
            }
            if (v instanceof List<?> list && list.get(0) instanceof Record) {
                nested.add(new Object[] {c.getName(), list});
            } else if (v instanceof Record rec && !(v instanceof io.zlayout.model.SourceRef)
                    && !(v instanceof io.zlayout.model.Hctl)
                    && !rec.getClass().getPackageName().equals("io.zlayout.model.id")) {
                nested.add(new Object[] {c.getName(), List.of(rec)});
            } else {
                b.append(' ').append(c.getName()).append('=').append(v);
            }
        }
        b.append('\n');
        for (Object[] n : nested) {
            b.append("  ".repeat(depth + 1)).append(n[0]).append(":\n");
            for (Object o : (List<?>) n[1]) {
                render((Record) o, depth + 2, b);
            }
        }
    }
}
