package io.zlayout.input.dscli;

import io.zlayout.input.InputException;

import java.util.Locale;

/**
 * Where one command's output ends and the next begins, and what each is: a {@code dscli>} echo line names
 * the command, its {@code -dev} and output options ({@code setoutput} changes those of every command after
 * it); a banner opens each output and may name the image.
 */
final class Boundaries {

    private final Reading r;
    /** The output settings {@code setoutput} left for the commands after it. */
    private Echo.Settings settings = Echo.Settings.NONE;

    Boundaries(Reading r) {
        this.r = r;
    }

    /** A section with no echo line: the file's start, or an output a banner or prompt begins. */
    Section unnamed() {
        return new Section(null, null, settings, false, null);
    }

    /** The section an echo line at line {@code no} begins. */
    Section echo(String line, int no) throws InputException {
        Echo e = Echo.parse(line, no);
        if (e.word.equals("setoutput")) {
            settings = e.applyTo(settings);
            return new Section(e, null, settings, false, null);
        }
        Command c = Command.byWord(e.word);
        if (e.word.isEmpty() || c == null) {
            return new Section(e, null, settings, !e.word.isEmpty(), e.word);
        }
        Section s = new Section(e, c, e.applyTo(settings), false, null);
        String dev = e.option("dev");
        if (dev != null && !dev.isEmpty()) {
            if (Mapper.validImage(dev)) {
                s.image = r.records.name(dev.toUpperCase(Locale.ROOT));
            } else {
                r.account.warning(no, "-dev " + InputException.quote(dev)
                        + " is not a storage image id like IBM.2107-75DWA61; the image is taken from elsewhere");
            }
        }
        for (String a : e.args) {
            int slash = a.lastIndexOf('/');
            if (s.image == null && slash > 0 && Mapper.validImage(a.substring(0, slash))) {
                s.image = r.records.name(a.substring(0, slash).toUpperCase(Locale.ROOT));
            }
        }
        return s;
    }

    /** The image a banner names, for the section it opens; a DS: that is no image id is a warning. */
    void banner(Section s, String line, int no) {
        int at = line.lastIndexOf("DS:");
        if (at < 0) {
            return;
        }
        String ds = line.substring(at + 3).strip();
        int blank = ds.indexOf(' ');
        if (blank > 0) {
            ds = ds.substring(0, blank);
        }
        if (Mapper.validImage(ds)) {
            String image = r.records.name(ds.toUpperCase(Locale.ROOT));
            if (s.image == null) {
                s.image = image;
            }
        } else if (!ds.equals("-") && !ds.isEmpty()) {
            r.account.warning(no, "the banner's DS: " + InputException.quote(ds)
                    + " is not a storage image id like IBM.2107-75DWA61; the image is taken from elsewhere");
        }
    }
}
