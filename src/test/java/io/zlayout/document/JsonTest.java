package io.zlayout.document;

import io.zlayout.model.id.BusId;
import io.zlayout.model.id.DeviceNumber;
import io.zlayout.model.id.FcpLun;
import io.zlayout.model.id.Wwid;
import io.zlayout.model.id.Wwn;
import org.junit.jupiter.api.Test;

import java.util.LinkedHashMap;
import java.util.Map;

import static org.assertj.core.api.Assertions.assertThat;

class JsonTest {

    @Test
    void identifiersAreWrittenAsTheirCanonicalText() {
        Map<String, Object> m = new LinkedHashMap<>();
        m.put("wwpn", Wwn.parse("50:05:07:63:03:00:0C:4E"));
        m.put("lun", FcpLun.parse("0x4010401100000000"));
        m.put("bus", BusId.parse("FC00"));
        m.put("device", DeviceNumber.parse("fc0"));
        m.put("wwid", Wwid.parse("36005076303ffc48e0000000000000101"));
        assertThat(Json.write(m)).isEqualTo("""
                {
                  "wwpn": "0x5005076303000c4e",
                  "lun": "0x4010401100000000",
                  "bus": "0.0.fc00",
                  "device": "0FC0",
                  "wwid": "36005076303ffc48e0000000000000101"
                }
                """);
    }

    @Test
    void keysKeepTheirOrderAndTheTextEndsWithANewline() {
        Map<String, Object> m = new LinkedHashMap<>();
        m.put("b", 1);
        m.put("a", null);
        assertThat(Json.write(m)).isEqualTo("{\n  \"b\": 1,\n  \"a\": null\n}\n");
    }

    @Test
    void aValueThatHoldsQuoteSpaceColonIsWrittenAsItIs() throws Exception {
        // a note quoting a key ("path" : ...) must come back as it was: only the separators are written "key": value
        Map<String, Object> m = new LinkedHashMap<>();
        m.put("note", "it said \"path\" : none");
        m.put("empty", Map.of());
        m.put("list", java.util.List.of());
        String json = Json.write(m);
        assertThat(json).isEqualTo("{\n  \"note\": \"it said \\\"path\\\" : none\",\n  \"empty\": { },\n"
                + "  \"list\": [ ]\n}\n");
        assertThat(Json.MAPPER.readTree(json).get("note").asText()).isEqualTo("it said \"path\" : none");
    }
}
