package io.zlayout.model;

import io.zlayout.model.id.VolumeId;
import io.zlayout.model.ref.VolumeRef;
import org.junit.jupiter.api.Test;

import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;

/** A volume's key, its reference, stands in for its identity string: equal exactly when the identities are. */
class VolumeKeyTest {

    private static Volume volume(String image, int id) {
        return new Volume(image, new VolumeId(id), null, VolumeKind.CKD, "3390-9", "CKD Base", null, null, null, null,
                List.of(), null, SourceRef.at("x", 1));
    }

    @Test
    void keysAreEqualExactlyWhenIdentitiesAre() {
        List<Volume> volumes = List.of(volume("IBM.2107-75AAAA1", 0x1000), volume("IBM.2107-75AAAA1", 0x1000),
                volume("IBM.2107-75AAAA1", 0x1001), volume("IBM.2107-75AAAA11", 0x1000), volume("IBM.2107-75AAAA", 0x1000),
                volume("?", 0x0010));
        for (Volume a : volumes) {
            for (Volume b : volumes) {
                assertThat(a.key().equals(b.key())).as(a.identity() + " vs " + b.identity())
                        .isEqualTo(a.identity().equals(b.identity()));
                if (a.key().equals(b.key())) {
                    assertThat(a.key().hashCode()).isEqualTo(b.key().hashCode());
                }
            }
            assertThat(a.key().toString()).isEqualTo(a.identity());
            assertThat(VolumeRef.parse(a.identity())).contains(a.key());
        }
    }

    @Test
    void onlyCanonicalVolumeIdentitiesHaveAKey() {
        assertThat(VolumeRef.parse("volume:IBM.2107-75AAAA1/10FF"))
                .contains(new VolumeRef("IBM.2107-75AAAA1", new VolumeId(0x10ff)));
        assertThat(VolumeRef.parse("volume:a/b/0001")).contains(new VolumeRef("a/b", new VolumeId(1)));
        assertThat(VolumeRef.parse("volume:IBM.2107-75AAAA1/10ff")).isEmpty();
        assertThat(VolumeRef.parse("volume:IBM.2107-75AAAA1/0x10FF")).isEmpty();
        assertThat(VolumeRef.parse("volume:IBM.2107-75AAAA1/ 10FF")).isEmpty();
        assertThat(VolumeRef.parse("volume:IBM.2107-75AAAA1/100")).isEmpty();
        assertThat(VolumeRef.parse("volume:IBM.2107-75AAAA1/")).isEmpty();
        assertThat(VolumeRef.parse("volume:/1000")).isEmpty();
        assertThat(VolumeRef.parse("volume:1000")).isEmpty();
        assertThat(VolumeRef.parse("device:1000")).isEmpty();
        assertThat(VolumeRef.parse(null)).isEmpty();
    }
}
