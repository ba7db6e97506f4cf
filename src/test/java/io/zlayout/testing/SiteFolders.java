package io.zlayout.testing;

import io.zlayout.input.catalog.ReaderCatalog;
import io.zlayout.topology.Site;
import io.zlayout.topology.SiteAssembler;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.LinkOption;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.security.MessageDigest;
import java.util.HexFormat;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.stream.Stream;

/**
 * Site folders in tests: read and joined as the commands read them, copied whole to a scratch folder to change, and
 * a folder's state taken before and after a run to show the run changed nothing.
 */
public final class SiteFolders {

    private SiteFolders() {
    }

    /** The site a folder (or file) holds, read with every reader and no settings, then joined. */
    public static Site load(Path site) throws Exception {
        return SiteAssembler.assemble(ReaderCatalog.loader(Map.of()).load(List.of(site)));
    }

    /** Copies the tree {@code from} into {@code to} (which may exist) and returns {@code to}. */
    public static Path copy(Path from, Path to) throws IOException {
        try (Stream<Path> files = Files.walk(from)) {
            for (Path f : files.toList()) {
                Path t = to.resolve(from.relativize(f).toString());
                if (Files.isDirectory(f)) {
                    Files.createDirectories(t);
                } else {
                    Files.copy(f, t);
                }
            }
        }
        return to;
    }

    /**
     * Every file and folder under {@code root} but those under {@code except}, by relative path: its mode and the hash
     * of its content (or what it is when it is not a file).
     */
    public static Map<String, String> state(Path root, Path... except) throws Exception {
        Map<String, String> out = new TreeMap<>();
        try (Stream<Path> s = Files.walk(root)) {
            for (Path p : (Iterable<Path>) s::iterator) {
                boolean skip = false;
                for (Path e : except) {
                    skip |= p.startsWith(e);
                }
                if (skip) {
                    continue;
                }
                String mode = PosixFilePermissions.toString(Files.getPosixFilePermissions(p, LinkOption.NOFOLLOW_LINKS));
                String content = Files.isRegularFile(p, LinkOption.NOFOLLOW_LINKS)
                        ? HexFormat.of().formatHex(MessageDigest.getInstance("SHA-256").digest(Files.readAllBytes(p)))
                        : Files.isSymbolicLink(p) ? "link" : Files.isDirectory(p) ? "dir" : "special";
                out.put(root.relativize(p).toString(), mode + " " + content);
            }
        }
        return out;
    }
}
