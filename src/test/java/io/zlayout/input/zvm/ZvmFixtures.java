package io.zlayout.input.zvm;

import io.zlayout.input.InputException;
import io.zlayout.input.LoadedInput;
import io.zlayout.input.ParseResult;
import io.zlayout.input.ReadContext;
import io.zlayout.input.SourceFile;
import io.zlayout.model.SourceRef;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/** Reading directory text and fixtures in the zvm-directory tests. */
final class ZvmFixtures {

    static final String PATH = "user.direct";

    private ZvmFixtures() {
    }

    /** The file as the loader gives it: read, then its INCLUDEs resolved as if it were the only input. */
    static ParseResult read(String text) throws InputException {
        return alone(readRaw(text));
    }

    /** The reader's own result, with the {@code DirectoryProfile} records it passes on. */
    static ParseResult readRaw(String text) throws InputException {
        return new ZvmDirectoryReader().read(SourceFile.of(PATH, text), ReadContext.NONE);
    }

    static ParseResult alone(ParseResult r) {
        List<LoadedInput> in = List.of(new LoadedInput(PATH, ZvmDirectoryReader.FORMAT, null, r));
        return DirectoryIncludes.resolve(in, new ArrayList<>()).get(0).result();
    }

    static ParseResult readBytes(byte[] bytes) throws InputException {
        return alone(new ZvmDirectoryReader().read(new SourceFile(Path.of(PATH), PATH, bytes), ReadContext.NONE));
    }

    static SourceFile fixture(String name) {
        String resource = "/io/zlayout/input/zvm-directory/" + name;
        try (InputStream in = ZvmFixtures.class.getResourceAsStream(resource)) {
            if (in == null) {
                throw new IllegalStateException("no fixture " + resource);
            }
            return new SourceFile(Path.of(name), name, in.readAllBytes());
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    static ParseResult readFixture(String name) throws InputException {
        return alone(new ZvmDirectoryReader().read(fixture(name), ReadContext.NONE));
    }

    static SourceFile text(String text) {
        return new SourceFile(Path.of(PATH), PATH, text.getBytes(StandardCharsets.UTF_8));
    }

    static SourceRef at(int line, int column) {
        return SourceRef.at(PATH, line, column);
    }
}
