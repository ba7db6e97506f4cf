package io.zlayout.input;

import java.util.List;
import java.util.Optional;

/**
 * The one list of input readers. Sniffing ties are broken by this order, so more specific formats come
 * first.
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
}
