package io.zlayout.input.dscli;

import io.zlayout.input.InputException;
import io.zlayout.input.ReadContext;
import io.zlayout.input.SourceFile;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

/** XML is read with DTDs and external entities off: hostile documents are refused, never expanded or fetched. */
class DscliXmlSafetyTest {

    private static final String REFUSED = "f.xml:2: expected DSCLI XML without a DTD, found a DOCTYPE declaration"
            + " (zlayout reads no DTDs or entities)";

    private static void read(String xml) throws InputException {
        new DscliReader().read(SourceFile.of("f.xml", xml), ReadContext.NONE);
    }

    @Test
    void billionLaughsIsRefusedBeforeAnyExpansion() {
        StringBuilder b = new StringBuilder("<?xml version=\"1.0\"?>\n<!DOCTYPE IRETURN [<!ENTITY lol \"lol\">");
        for (int i = 1; i <= 9; i++) {
            b.append("<!ENTITY lol").append(i).append(" \"");
            String prior = i == 1 ? "&lol;" : "&lol" + (i - 1) + ";";
            b.append(prior.repeat(10)).append("\">");
        }
        b.append("]>\n<IRETURN NAME=\"lsvolgrp\"><INSTANCE><PROPERTY NAME=\"ID\"><VALUE>&lol9;</VALUE></PROPERTY>"
                + "</INSTANCE></IRETURN>\n");
        long start = System.nanoTime();
        assertThatThrownBy(() -> read(b.toString())).isInstanceOf(InputException.class).hasMessage(REFUSED);
        assertThat(System.nanoTime() - start).as("refused at once, not after expanding").isLessThan(5_000_000_000L);
    }

    @Test
    void anExternalEntityIsRefusedAndItsFileNeverRead(@TempDir Path dir) throws IOException {
        Path secret = Files.writeString(dir.resolve("secret.txt"), "TOP-SECRET-4711");
        String xml = "<?xml version=\"1.0\"?>\n<!DOCTYPE IRETURN [<!ENTITY x SYSTEM \"" + secret.toUri() + "\">]>\n"
                + "<IRETURN NAME=\"lsvolgrp\"><INSTANCE><PROPERTY NAME=\"ID\"><VALUE>&x;</VALUE></PROPERTY>"
                + "<PROPERTY NAME=\"Name\"><VALUE>&x;</VALUE></PROPERTY></INSTANCE></IRETURN>\n";
        assertThatThrownBy(() -> read(xml)).isInstanceOf(InputException.class).hasMessage(REFUSED)
                .message().doesNotContain("TOP-SECRET");
    }

    @Test
    void anExternalParameterEntityIsRefusedAndItsFileNeverRead(@TempDir Path dir) throws IOException {
        Path dtd = Files.writeString(dir.resolve("evil.dtd"), "<!ENTITY leak \"TOP-SECRET-4711\">");
        String xml = "<?xml version=\"1.0\"?>\n<!DOCTYPE IRETURN [<!ENTITY % p SYSTEM \"" + dtd.toUri() + "\"> %p;]>\n"
                + "<IRETURN><INSTANCE><PROPERTY NAME=\"ID\"><VALUE>&leak;</VALUE></PROPERTY></INSTANCE></IRETURN>\n";
        assertThatThrownBy(() -> read(xml)).isInstanceOf(InputException.class).hasMessage(REFUSED)
                .message().doesNotContain("TOP-SECRET");
    }

    @Test
    void anEntityReferenceWithoutADtdIsNotWellFormed() {
        String xml = "<?xml version=\"1.0\"?>\n<IRETURN NAME=\"lsvolgrp\"><INSTANCE><PROPERTY NAME=\"ID\">"
                + "<VALUE>&x;</VALUE></PROPERTY></INSTANCE></IRETURN>\n";
        assertThatThrownBy(() -> read(xml)).isInstanceOf(InputException.class)
                .hasMessageStartingWith("f.xml:2:").hasMessageContaining("expected well-formed XML, found");
    }
}
