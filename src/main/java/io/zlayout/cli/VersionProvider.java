package io.zlayout.cli;

import picocli.CommandLine;

import java.io.IOException;
import java.io.InputStream;
import java.util.Properties;

/** {@code --version}: the version Maven built. */
final class VersionProvider implements CommandLine.IVersionProvider {

    static String version() {
        try (InputStream in = VersionProvider.class.getResourceAsStream("/io/zlayout/version.properties")) {
            Properties p = new Properties();
            if (in != null) {
                p.load(in);
            }
            return p.getProperty("version", "unknown");
        } catch (IOException e) {
            return "unknown";
        }
    }

    @Override
    public String[] getVersion() {
        return new String[] {"zlayout " + version()};
    }
}
