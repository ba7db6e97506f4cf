package io.zlayout.input.rest;

import io.zlayout.input.InputException;
import io.zlayout.input.ReadContext;
import io.zlayout.input.SourceFile;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.stream.Stream;

import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.junit.jupiter.params.provider.Arguments.arguments;

/** Bad input of every kind ends in one InputException naming bad.json:line:column, never another exception. */
class RestReaderMalformedTest {

    private static final String CUT_SHORT =
            "expected the rest of the JSON document (a closing '}' or ']'), found the end of the file;"
                    + " the response is cut short";
    private static final String PYTHON_QUOTE = "expected strict JSON with double-quoted strings, found a single"
            + " quote ('): this looks like a Python literal (the pyds8k mock style); convert it with json.dumps or"
            + " save the API's own response";

    static Stream<Arguments> malformed() {
        return Stream.of(
                arguments("empty file", bytes(""),
                        "bad.json: expected a DS8000 REST response (a JSON object), found an empty file"),
                arguments("only blanks", bytes("  \n\n "), "bad.json: expected a DS8000 REST response"
                        + " (a JSON object), found no JSON value (the file holds only blanks)"),
                arguments("binary junk with NUL bytes", new byte[] {'{', 0, 1, 2, (byte) 0xFF},
                        "bad.json: expected a DS8000 REST response (JSON text), found binary data (NUL bytes)"),
                arguments("binary junk without NUL bytes", new byte[] {(byte) 0x80, (byte) 0x81, (byte) 0xFE, 'x'},
                        "bad.json:1:1: expected strict JSON, found unexpected character ((CTRL-CHAR, code 128)):"
                                + " expected a valid value (JSON String, Number, Array, Object or token 'null',"
                                + " 'true' or 'false')"),
                arguments("truncated inside an object", bytes("{\"data\": {\"volumes\": [\n  {\"id\": \"1000\","),
                        "bad.json:2:17: " + CUT_SHORT),
                arguments("truncated inside a string", bytes("{\"data\": {\"nodes\": [{\"id\": \"01\", \"state\": \""),
                        "bad.json:1:44: " + CUT_SHORT),
                arguments("an array instead of the envelope", bytes("[{\"id\": \"1000\"}]"),
                        "bad.json:1:1: expected a DS8000 REST response: a JSON object {\"server\":…,\"data\":{…}},"
                                + " found an array"),
                arguments("an envelope without data", bytes("{\"server\": {\"status\": \"ok\"}}"),
                        "bad.json:1:1: expected a DS8000 REST response with a \"data\" object, found an object"
                                + " without \"data\""),
                arguments("data not an object", bytes("{\"data\": []}"),
                        "bad.json:1:10: expected an object of collections in data, found an array"),
                arguments("data null", bytes("{\"data\": null}"),
                        "bad.json:1:10: expected an object of collections in data, found null"),
                arguments("a collection that is not an array", bytes("{\"data\": {\"volumes\": {\"id\": \"1000\"}}}"),
                        "bad.json:1:22: expected an array of objects in data.volumes, found an object"),
                arguments("an item that is not an object", bytes("{\"data\": {\"volumes\": [\"1000\"]}}"),
                        "bad.json:1:23: expected an object in data.volumes[0], found a string"),
                arguments("a null item", bytes("{\"data\": {\"volumes\": [null]}}"),
                        "bad.json:1:23: expected an object in data.volumes[0], found null"),
                arguments("a non-numeric cap",
                        bytes("{\"data\": {\"volumes\": [\n  {\"id\": \"1000\", \"cap\": \"ten\", \"stgtype\": \"FB\"}\n]}}"),
                        "bad.json:2:25: expected a capacity (a whole number) in data.volumes[0].cap, found 'ten'"),
                arguments("a negative cap", volume("\"cap\": \"-1\""),
                        "bad.json:1:62: expected a capacity (a whole number) in data.volumes[0].cap, found '-1'"),
                arguments("a fractional cap", volume("\"cap\": 1.5"),
                        "bad.json:1:62: expected a capacity (a whole number) in data.volumes[0].cap, found '1.5'"),
                arguments("a cap beyond 63 bits", volume("\"cap\": \"99999999999999999999\""),
                        "bad.json:1:62: expected a capacity (a whole number) in data.volumes[0].cap,"
                                + " found '99999999999999999999'"),
                arguments("a cap that is an object", volume("\"cap\": {}"),
                        "bad.json:1:62: expected a string in data.volumes[0].cap, found an object"),
                arguments("an unknown captype", volume("\"cap\": \"1\", \"captype\": \"blocks\""),
                        "bad.json:1:78: expected a captype of bytes, gib, cyl or mod1 in data.volumes[0].captype,"
                                + " found 'blocks'"),
                arguments("a bad volume id", bytes("{\"data\": {\"volumes\": [{\"id\": \"10G0\", \"stgtype\": \"FB\"}]}}"),
                        "bad.json:1:30: expected a volume id of 4 hex digits (LLVV) in data.volumes[0].id,"
                                + " found '10G0'"),
                arguments("a missing volume id", bytes("{\"data\": {\"volumes\": [{\"name\": \"x\", \"stgtype\": \"FB\"}]}}"),
                        "bad.json:1:23: expected a volume id of 4 hex digits (LLVV) in data.volumes[0].id,"
                                + " found an object without \"id\""),
                arguments("an unknown storage type", bytes("{\"data\": {\"volumes\": [{\"id\": \"1000\", \"stgtype\": \"XYZ\"}]}}"),
                        "bad.json:1:49: expected a storage type FB or CKD in data.volumes[0].stgtype, found 'XYZ'"),
                arguments("no storage type at all", bytes("{\"data\": {\"volumes\": [{\"id\": \"1000\"}]}}"),
                        "bad.json:1:23: expected a storage type FB or CKD (or a datatype that tells) in"
                                + " data.volumes[0].stgtype, found nothing"),
                arguments("a pool reference that is a number", volume("\"pool\": 5"),
                        "bad.json:1:63: expected an object in data.volumes[0].pool, found '5'"),
                arguments("single quotes (the Python-literal mock style)",
                        bytes("{'server': {'status': 'ok'}, 'data': {'volumes': []}}"), "bad.json:1:2: " + PYTHON_QUOTE),
                arguments("single quotes inside an object", bytes("{\"data\": {\"volumes\": [\n{'id': '1000'}]}}"),
                        "bad.json:2:2: " + PYTHON_QUOTE),
                arguments("Python None", bytes("{\"data\": {\"volumes\": [{\"id\": \"1000\", \"VOLSER\": None}]}}"),
                        "bad.json:1:53: expected strict JSON (null, true, false), found the Python literal None;"
                                + " convert it with json.dumps or save the API's own response"),
                arguments("a trailing comma in an array",
                        bytes("{\"data\": {\"volumes\": [{\"id\": \"1000\", \"stgtype\": \"FB\"},]}}"),
                        "bad.json:1:55: expected strict JSON, found a trailing comma or a misplaced closing bracket"
                                + " (Unexpected character (']' (code 93)): expected a value)"),
                arguments("a trailing comma in an object",
                        bytes("{\"data\": {\"volumes\": [{\"id\": \"1000\", \"stgtype\": \"FB\",}]}}"),
                        "bad.json:1:54: expected strict JSON, found a trailing comma or a misplaced closing bracket"
                                + " (Unexpected character ('}' (code 125)): was expecting double-quote to start field"
                                + " name)"),
                arguments("a // comment", bytes("{\"data\": {\n// the volumes\n\"volumes\": []}}"),
                        "bad.json:2:1: expected strict JSON, found a comment (JSON has none)"),
                arguments("a # comment", bytes("# saved from the HMC\n{\"data\": {}}"),
                        "bad.json:1:1: expected strict JSON, found a comment (JSON has none)"),
                arguments("a Python module (the pyds8k mock file itself)",
                        bytes("######\n# Copyright\n######\n\nALL = {\n    \"data\": {\"nodes\": []},\n}\n"),
                        "bad.json:1:1: expected a DS8000 REST response (a JSON object), found a Python module (the"
                                + " pyds8k mock style, NAME = {…}); convert it with json.dumps or save the API's own"
                                + " response"),
                arguments("an unquoted key", bytes("{\"data\": {\"volumes\": [{id: \"1000\"}]}}"),
                        "bad.json:1:24: expected strict JSON, found unexpected character ('i' (code 105)): was"
                                + " expecting double-quote to start field name"),
                arguments("a control character in a string", bytes("{\"data\": {\"volumes\": [{\"id\": \"10\u000100\"}]}}"),
                        "bad.json:1:33: expected strict JSON, found illegal unquoted character ((CTRL-CHAR, code 1)):"
                                + " has to be escaped using backslash to be included in string value"),
                arguments("a duplicate key", bytes("{\"data\": {\"volumes\": [{\"id\": \"1000\", \"id\": \"1001\"}]}}"),
                        "bad.json:1:42: expected each key once in an object, found the key 'id' again"),
                arguments("a duplicate data key", bytes("{\"data\": {}, \"data\": {}}"),
                        "bad.json:1:20: expected each key once in an object, found the key 'data' again"),
                arguments("10,000 nested arrays inside an object", bytes("{\"data\": {\"volumes\": [{\"id\": \"1000\","
                                + " \"tieralloc\": " + "[".repeat(10_000) + "]".repeat(10_000) + "}]}}"),
                        "bad.json:1:20055: expected JSON nested at most 100 levels deep, found deeper nesting"
                                + " (this is not a REST response)"),
                arguments("10,000 nested arrays in a skipped collection",
                        bytes("{\"data\": {\"volgrps\": " + "[".repeat(10_000) + "]".repeat(10_000) + "}}"),
                        "bad.json:1:20024: expected JSON nested at most 100 levels deep, found deeper nesting"
                                + " (this is not a REST response)"),
                arguments("a 1 MB string", bytes("{\"data\": {\"volumes\": [{\"id\": \"1000\", \"name\": \""
                                + "x".repeat(1_000_000) + "\"}]}}"),
                        "bad.json:1:1000052: expected strings of at most 65536 characters, found a longer one"
                                + " (this is not a REST response)"),
                arguments("a 1 MB key", bytes("{\"data\": {\"volumes\": [{\"" + "x".repeat(1_000_000) + "\": 1}]}}"),
                        "bad.json:1:1000033: expected strings of at most 65536 characters, found a longer one"
                                + " (this is not a REST response)"),
                arguments("a failed response", bytes("{\"server\": {\"status\": \"failed\", \"code\": \"CMUN80001E\","
                                + " \"message\": \"The token is invalid.\"}}"),
                        "bad.json:1:23: expected a successful response (status 'ok') in server.status, found status"
                                + " 'failed' CMUN80001E: The token is invalid."),
                arguments("server that is not an object", bytes("{\"server\": \"ok\", \"data\": {}}"),
                        "bad.json:1:12: expected an object in server, found 'ok'"),
                arguments("garbage after the object", bytes("{\"data\": {}} x"),
                        "bad.json:1:15: expected strict JSON, found unrecognized token 'x': was expecting (JSON"
                                + " String, Number, Array, Object or token 'null', 'true' or 'false')"),
                arguments("a second object after the first", bytes("{\"data\": {}} {}"),
                        "bad.json:1:14: expected the end of the file after the JSON object, found an object"),
                arguments("a short WWPN", bytes("{\"data\": {\"ioports\": [{\"id\": \"I0000\", \"wwpn\": \"5005076309\"}]}}"),
                        "bad.json:1:47: expected a WWPN of 16 hex digits in data.ioports[0].wwpn, found '5005076309'"),
                arguments("a bad I/O port id", bytes("{\"data\": {\"ioports\": [{\"id\": \"0000\"}]}}"),
                        "bad.json:1:30: expected an I/O port id like I0230 in data.ioports[0].id, found '0000'"),
                arguments("a bad LSS id", bytes("{\"data\": {\"lss\": [{\"id\": \"100\"}]}}"),
                        "bad.json:1:26: expected an LSS id of 2 hex digits in data.lss[0].id, found '100'"),
                arguments("a bad subsystem id", bytes("{\"data\": {\"lss\": [{\"id\": \"40\", \"sub_system_identifier\": \"40G1\"}]}}"),
                        "bad.json:1:57: expected a subsystem id of up to 4 hex digits in"
                                + " data.lss[0].sub_system_identifier, found '40G1'"),
                arguments("a bad rank group", bytes("{\"data\": {\"pools\": [{\"id\": \"P0\", \"node\": \"even\"}]}}"),
                        "bad.json:1:42: expected a rank group (0 or 1) in data.pools[0].node, found 'even'"),
                arguments("a bad pool id", bytes("{\"data\": {\"pools\": [{\"id\": \"pool0\"}]}}"),
                        "bad.json:1:28: expected an extent pool id like P1 in data.pools[0].id, found 'pool0'"),
                arguments("a mapping without a volume", bytes("{\"data\": {\"mappings\": [{\"lunid\": \"00\"}]}}"),
                        "bad.json:1:24: expected a volume reference {\"id\": \"LLVV\"} in data.mappings[0].volume,"
                                + " found nothing"),
                arguments("a bad LUN id", bytes("{\"data\": {\"mappings\": [{\"lunid\": \"0x00\", \"volume\": {\"id\": \"1000\"}}]}}"),
                        "bad.json:1:34: expected a LUN id of 1 to 4 hex digits in data.mappings[0].lunid,"
                                + " found '0x00'"),
                arguments("a bad login port", bytes("{\"data\": {\"host_ports\": [{\"wwpn\": \"C05076FFE5000010\","
                                + " \"login_ports\": [{\"id\": \"port0\"}]}]}}"),
                        "bad.json:1:78: expected an I/O port id like I0230 in data.host_ports[0].login_ports[0].id,"
                                + " found 'port0'"),
                arguments("a host port without a WWPN", bytes("{\"data\": {\"host_ports\": [{\"host\": {\"name\": \"h\"}}]}}"),
                        "bad.json:1:26: expected a host WWPN of 16 hex digits in data.host_ports[0].wwpn, found"
                                + " nothing"),
                arguments("a bad enclosure id", bytes("{\"data\": {\"io_enclosures\": [{\"id\": \"Z\"}]}}"),
                        "bad.json:1:36: expected an I/O enclosure number (1 or 2 hex digits) in"
                                + " data.io_enclosures[0].id, found 'Z'"),
                arguments("a short storage image id", bytes("{\"data\": {\"systems\": [{\"id\": \"75DHZ81\"}]}}"),
                        "bad.json:1:30: expected a storage image id like 2107-75DHZ81 in data.systems[0].id,"
                                + " found '75DHZ81'"),
                arguments("a bad WWNN", bytes("{\"data\": {\"systems\": [{\"id\": \"2107-75DHZ81\", \"wwnn\": \"n/a\"}]}}"),
                        "bad.json:1:54: expected a WWNN of 16 hex digits in data.systems[0].wwnn, found 'n/a'"),
                arguments("a bad node id", bytes("{\"data\": {\"nodes\": [{\"id\": \"zero\"}]}}"),
                        "bad.json:1:28: expected a node id (00 or 01) in data.nodes[0].id, found 'zero'"),
                arguments("a bad managed array id", bytes("{\"data\": {\"marrays\": [{\"id\": \"MA 1\"}]}}"),
                        "bad.json:1:30: expected a managed array id like MA1 in data.marrays[0].id, found 'MA 1'"));
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("malformed")
    void malformedInputIsOneClearError(String what, byte[] input, String message) {
        SourceFile file = new SourceFile(Path.of("bad.json"), "bad.json", input);

        assertThatThrownBy(() -> new RestReader().read(file, ReadContext.NONE))
                .isExactlyInstanceOf(InputException.class)
                .hasMessage(message);
    }

    private static byte[] volume(String member) {
        return bytes("{\"data\": {\"volumes\": [{\"id\": \"1000\", \"stgtype\": \"FB\", " + member + "}]}}");
    }

    private static byte[] bytes(String s) {
        return s.getBytes(StandardCharsets.UTF_8);
    }
}
