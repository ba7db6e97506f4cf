package io.zlayout.cli;

import java.io.IOException;
import java.nio.file.AtomicMoveNotSupportedException;
import java.nio.file.DirectoryStream;
import java.nio.file.FileVisitResult;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.SimpleFileVisitor;
import java.nio.file.StandardCopyOption;
import java.nio.file.attribute.BasicFileAttributes;
import java.nio.file.attribute.PosixFilePermission;
import java.util.EnumSet;
import java.util.List;
import java.util.Set;

/**
 * Writes a set of files as one folder, all or nothing: everything goes to a temporary folder beside the
 * target, which then replaces it with renames. A run that fails leaves the target as it was and no
 * temporary files. A non-empty target is replaced only when forced.
 */
final class OutputDirectory {

    /** One file: a relative path with '/' separators, its bytes, and whether it is a script. */
    record FileContent(String path, byte[] content, boolean executable) {
    }

    private OutputDirectory() {
    }

    static void write(Path target, List<FileContent> files, boolean force) throws IOException {
        Path dir = target.toAbsolutePath().normalize();
        if (Files.exists(dir) && !Files.isDirectory(dir)) {
            throw new ExitCode.UsageException("--out " + target + " is a file, not a folder");
        }
        if (Files.isDirectory(dir) && !empty(dir) && !force) {
            throw new ExitCode.UsageException("--out " + target + " is not empty; add --force to replace it");
        }
        Path parent = dir.getParent();
        Files.createDirectories(parent);
        Path tmp = Files.createTempDirectory(parent, "." + dir.getFileName() + ".new-");
        Path old = null;
        try {
            // thousands of files share a few folders per guest: create each folder once
            java.util.Set<Path> made = new java.util.HashSet<>();
            for (FileContent f : files) {
                Path p = tmp.resolve(f.path()).normalize();
                if (f.path().startsWith("/") || f.path().contains("\\") || !p.startsWith(tmp) || p.equals(tmp)) {
                    throw new IllegalStateException("refusing to write outside --out: " + f.path());
                }
                if (made.add(p.getParent())) {
                    Files.createDirectories(p.getParent());
                }
                Files.write(p, f.content());
                if (f.executable()) {
                    try {
                        Set<PosixFilePermission> perms = EnumSet.copyOf(Files.getPosixFilePermissions(p));
                        perms.addAll(List.of(PosixFilePermission.OWNER_EXECUTE, PosixFilePermission.GROUP_EXECUTE,
                                PosixFilePermission.OTHERS_EXECUTE));
                        Files.setPosixFilePermissions(p, perms);
                    } catch (UnsupportedOperationException e) {
                        // not a POSIX file system: the script can still be run with bash
                    }
                }
            }
            if (Files.exists(dir)) {
                old = parent.resolve("." + dir.getFileName() + ".old-" + tmp.getFileName().toString()
                        .substring(tmp.getFileName().toString().lastIndexOf('-') + 1));
                move(dir, old);
            }
            move(tmp, dir);
            tmp = null;
        } catch (IOException | RuntimeException e) {
            if (old != null && !Files.exists(dir)) {
                move(old, dir);
                old = null;
            }
            throw e;
        } finally {
            if (tmp != null) {
                deleteTree(tmp);
            }
            if (old != null) {
                deleteTree(old);
            }
        }
    }

    private static void move(Path from, Path to) throws IOException {
        try {
            Files.move(from, to, StandardCopyOption.ATOMIC_MOVE);
        } catch (AtomicMoveNotSupportedException e) {
            Files.move(from, to);
        }
    }

    private static boolean empty(Path dir) throws IOException {
        try (DirectoryStream<Path> s = Files.newDirectoryStream(dir)) {
            return !s.iterator().hasNext();
        }
    }

    static void deleteTree(Path root) throws IOException {
        if (!Files.exists(root)) {
            return;
        }
        Files.walkFileTree(root, new SimpleFileVisitor<>() {
            @Override
            public FileVisitResult visitFile(Path file, BasicFileAttributes attrs) throws IOException {
                Files.delete(file);
                return FileVisitResult.CONTINUE;
            }

            @Override
            public FileVisitResult postVisitDirectory(Path d, IOException exc) throws IOException {
                Files.delete(d);
                return FileVisitResult.CONTINUE;
            }
        });
    }
}
