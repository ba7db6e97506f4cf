package io.zlayout.model;

import org.junit.jupiter.api.Test;

import java.util.OptionalLong;

import static org.assertj.core.api.Assertions.assertThat;

class ByteSizeTest {

    @Test
    void binaryMultiplesWithOrWithoutTheByteSuffix() {
        assertThat(ByteSize.bytes("64k")).isEqualTo(65536);
        assertThat(ByteSize.bytes("64 KiB")).isEqualTo(65536);
        assertThat(ByteSize.bytes("32KB")).isEqualTo(32768);
        assertThat(ByteSize.bytes("1.5T")).isEqualTo(3L << 39);
        assertThat(ByteSize.bytes("400GiB")).isEqualTo(400L << 30);
        assertThat(ByteSize.bytes("512")).isEqualTo(512);
        assertThat(ByteSize.bytes(" 4m ")).isEqualTo(4L << 20);
    }

    @Test
    void whatIsNotASizeIsEmpty() {
        assertThat(ByteSize.parse("big")).isEqualTo(OptionalLong.empty());
        assertThat(ByteSize.parse("")).isEmpty();
        assertThat(ByteSize.parse(null)).isEmpty();
        assertThat(ByteSize.parse("-4k")).isEmpty();
        assertThat(ByteSize.parse("4x")).isEmpty();
        assertThat(ByteSize.parse("k")).isEmpty();
        assertThat(ByteSize.bytes("64kk")).isEqualTo(-1);
    }

    @Test
    void tooLargeIsEmptyNotAnOverflow() {
        assertThat(ByteSize.parse("9999999T")).isEmpty();
        assertThat(ByteSize.parse("9".repeat(30))).isEmpty();
    }
}
