package io.zlayout.report.xlsx;

import org.junit.jupiter.api.Test;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.OutputStream;
import java.util.Random;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

/** The workbook's hand-over to the deflating thread: every byte in order, and a failure below reaches the caller. */
class HandedOffTest {

    @Test
    void everyByteArrivesInOrderOnceClosed() throws IOException {
        Random r = new Random(7);
        byte[] data = new byte[3_000_000];
        r.nextBytes(data);
        ByteArrayOutputStream below = new ByteArrayOutputStream();
        try (HandedOff out = new HandedOff(below, "test-writer")) {
            int i = 0;
            while (i < data.length) {
                int n = Math.min(data.length - i, r.nextInt(3) == 0 ? 1 : r.nextInt(70_000));
                if (n == 1) {
                    out.write(data[i]);
                } else {
                    out.write(data, i, n);
                }
                i += n;
            }
        }

        assertThat(below.toByteArray()).isEqualTo(data);
    }

    /** Fails on its third write. */
    private static final class Failing extends OutputStream {
        int writes;

        @Override
        public void write(int b) throws IOException {
            write(new byte[] {(byte) b}, 0, 1);
        }

        @Override
        public void write(byte[] b, int off, int len) throws IOException {
            if (++writes == 3) {
                throw new IOException("disk full");
            }
        }
    }

    @Test
    void aFailureBelowIsThrownToTheWriterNeverSwallowedOrWaitedOnForever() {
        HandedOff out = new HandedOff(new Failing(), "test-writer");
        assertThatThrownBy(() -> {
            try (out) {
                byte[] chunk = new byte[65_536];
                for (int i = 0; i < 1_000; i++) {
                    out.write(chunk, 0, chunk.length);
                }
            }
        }).isInstanceOf(IOException.class).hasMessageContaining("disk full");
    }

    @Test
    void closingTwiceIsHarmlessAndWritingAfterIsRefused() throws IOException {
        ByteArrayOutputStream below = new ByteArrayOutputStream();
        HandedOff out = new HandedOff(below, "test-writer");
        out.write(new byte[] {1, 2, 3}, 0, 3);
        out.close();
        out.close();

        assertThat(below.toByteArray()).containsExactly(1, 2, 3);
        assertThatThrownBy(() -> out.write(4)).isInstanceOf(IOException.class);
    }
}
