package io.zlayout.cli;

import picocli.CommandLine;

import java.io.IOException;
import java.io.InputStream;
import java.util.Properties;

/**
 * {@code --version}: the version Maven built and the commit it was built from (git-commit-id-maven-plugin fills
 * them into version.properties at build time; a build outside a git checkout says "commit unknown").
 */
final class VersionProvider implements CommandLine.IVersionProvider {

    private static Properties properties() {
        Properties p = new Properties();
        try (InputStream in = VersionProvider.class.getResourceAsStream("/io/zlayout/version.properties")) {
            if (in != null) {
                p.load(in);
            }
        } catch (IOException e) {
            // an unreadable resource is a build without version facts: every value reads "unknown"
        }
        return p;
    }

    /** A value that the build filled in, or "unknown" where it could not (no git, no Maven filtering). */
    private static String value(Properties p, String key) {
        String v = p.getProperty(key, "").strip();
        return v.isEmpty() || v.contains("${") ? "unknown" : v;
    }

    /** The version alone, as reports and manual pages carry it. */
    static String version() {
        return value(properties(), "version");
    }

    /** The {@code --version} line: version, commit, the commit's day. */
    static String describe() {
        Properties p = properties();
        String commit = value(p, "commit");
        String time = value(p, "commitTime");
        StringBuilder b = new StringBuilder("zlayout ").append(value(p, "version")).append(" (commit ").append(commit);
        if (!time.equals("unknown")) {
            b.append(", ").append(time, 0, Math.min(10, time.length()));
        }
        return b.append(')').toString();
    }

    @Override
    public String[] getVersion() {
        return new String[] {describe()};
    }
}
