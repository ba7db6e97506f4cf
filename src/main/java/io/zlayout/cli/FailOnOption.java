package io.zlayout.cli;

import io.zlayout.rules.FailOn;
import picocli.CommandLine;

import java.util.Arrays;
import java.util.Iterator;
import java.util.Locale;

/**
 * {@code --fail-on} takes the settings' own {@link FailOn} in the words zlayout.yaml uses ({@code error},
 * {@code warning}, {@code info}, {@code never}): one enum for the option and the settings, no second one to
 * convert by name.
 */
final class FailOnOption {

    private FailOnOption() {
    }

    /** The words, for the help's candidates and shell completion. */
    static final class Labels implements Iterable<String> {
        @Override
        public Iterator<String> iterator() {
            return Arrays.stream(FailOn.values()).map(FailOn::label).iterator();
        }
    }

    /** A word to its value; anything else is a usage error naming the words. */
    static final class Converter implements CommandLine.ITypeConverter<FailOn> {
        @Override
        public FailOn convert(String value) {
            for (FailOn f : FailOn.values()) {
                if (f.label().equals(value.toLowerCase(Locale.ROOT))) {
                    return f;
                }
            }
            throw new CommandLine.TypeConversionException("expected one of " + String.join(", ", new Labels())
                    + " but was '" + value + "'");
        }
    }
}
