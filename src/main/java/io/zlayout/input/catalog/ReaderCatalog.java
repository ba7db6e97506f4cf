package io.zlayout.input.catalog;

import io.zlayout.input.InputLoader;
import io.zlayout.input.InputReader;

import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * The one list of input readers, and the loader that uses them. Sniffing ties are broken by this order, so
 * more specific formats come first. It sits above the readers (it names each one) so that the reading
 * contract in {@code io.zlayout.input} depends on no reader.
 */
public final class ReaderCatalog {

    private static final List<InputReader> READERS = List.of(
            new io.zlayout.input.linux.LinuxReader(),
            new io.zlayout.input.dscli.DscliReader(),
            new io.zlayout.input.iocp.IocpReader(),
            new io.zlayout.input.rest.RestReader(),
            new io.zlayout.input.ess.EssAllocationReader(),
            new io.zlayout.input.zvm.ZvmDirectoryReader(),
            new io.zlayout.input.zvmcp.ZvmCpReader(),
            new io.zlayout.input.zoning.ZoningReader(),
            new io.zlayout.input.intent.IntentReader()
    );

    private ReaderCatalog() {
    }

    public static List<InputReader> all() {
        return READERS;
    }

    public static Optional<InputReader> byFormat(String format) {
        return READERS.stream().filter(r -> r.format().equals(format)).findFirst();
    }

    public static List<String> formats() {
        return READERS.stream().map(InputReader::format).toList();
    }

    /**
     * A loader with every reader.
     *
     * @param overrides format per path, from {@code --input-format PATH=FORMAT} (see {@link InputLoader})
     */
    public static InputLoader loader(Map<Path, String> overrides) {
        return new InputLoader(READERS, overrides);
    }
}
