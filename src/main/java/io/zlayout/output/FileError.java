package io.zlayout.output;

/** An I/O failure in words, for the one line a user reads. */
public final class FileError {

    private FileError() {
    }

    /** Why a file could not be written or read, in words ("permission denied"), without the file. */
    public static String reason(Throwable t) {
        String reason;
        if (t instanceof java.nio.file.FileSystemException f) {
            reason = f.getReason();
            if (reason == null) {
                reason = f instanceof java.nio.file.AccessDeniedException ? "permission denied"
                        : f instanceof java.nio.file.NoSuchFileException ? "no such file or directory"
                        : f instanceof java.nio.file.FileAlreadyExistsException ? "already exists"
                        : f instanceof java.nio.file.DirectoryNotEmptyException ? "folder not empty"
                        : f instanceof java.nio.file.NotDirectoryException ? "not a folder"
                        : "cannot be read or written";
            }
        } else {
            reason = t.getMessage() == null ? "an I/O error" : t.getMessage();
        }
        return reason.lines().findFirst().orElse("");
    }
}
