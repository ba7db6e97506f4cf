package io.zlayout.input.dscli;

import io.zlayout.input.InputException;
import io.zlayout.input.SourceFile;

import javax.xml.XMLConstants;
import javax.xml.stream.Location;
import javax.xml.stream.XMLInputFactory;
import javax.xml.stream.XMLStreamConstants;
import javax.xml.stream.XMLStreamException;
import javax.xml.stream.XMLStreamReader;
import java.io.StringReader;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.List;
import java.util.Locale;

/**
 * DSCLI's {@code -fmt xml} output, read as a stream of objects. No captured sample was found, so the reader
 * accepts the shapes DSCLI's CIM heritage suggests and the obvious plain one (see docs/formats/dscli.md):
 * an object is an element holding {@code <PROPERTY NAME="cap (2^30B)"><VALUE>100.0</VALUE></PROPERTY>}
 * children, or an element whose children are all leaves ({@code <ID>1000</ID>}). A root attribute
 * {@code NAME}/{@code COMMAND} naming a DSCLI command tells the command.
 * <p>
 * DTDs and external entities are off: a document with a DOCTYPE is refused before anything in it is
 * expanded or fetched.
 */
final class XmlOutput {

    /** One object: its property names and values in document order, and where its element starts. */
    record XmlRecord(List<String> names, List<String> values, int line, int column) {
    }

    interface Sink {
        /** The command the root element names (lower case), before its first object. */
        void root(String command);

        void record(XmlRecord record) throws InputException;
    }

    private static final XMLInputFactory FACTORY = factory();

    /**
     * The deepest nesting read: DSCLI's objects are four elements deep (IRETURN, INSTANCE, PROPERTY, VALUE); a
     * document nested far deeper is not DSCLI output, and each level costs memory until it closes.
     */
    static final int MAX_DEPTH = 64;

    private XmlOutput() {
    }

    private static XMLInputFactory factory() {
        XMLInputFactory f = XMLInputFactory.newFactory();
        f.setProperty(XMLInputFactory.SUPPORT_DTD, Boolean.FALSE);
        f.setProperty(XMLInputFactory.IS_SUPPORTING_EXTERNAL_ENTITIES, Boolean.FALSE);
        f.setProperty(XMLInputFactory.IS_REPLACING_ENTITY_REFERENCES, Boolean.TRUE);
        f.setProperty(XMLInputFactory.IS_COALESCING, Boolean.TRUE);
        trySet(f, XMLConstants.ACCESS_EXTERNAL_DTD, "");
        trySet(f, XMLConstants.ACCESS_EXTERNAL_SCHEMA, "");
        return f;
    }

    private static void trySet(XMLInputFactory f, String name, Object value) {
        try {
            f.setProperty(name, value);
        } catch (IllegalArgumentException e) {
            // an implementation without the property has nothing to reach out with
        }
    }

    private static final class Frame {
        final String name;
        final String nameAttribute;
        final int line;
        final int column;
        final StringBuilder text = new StringBuilder();
        final List<String> names = new ArrayList<>();
        final List<String> values = new ArrayList<>();
        final List<String> valueParts = new ArrayList<>();
        boolean hasChildren;
        boolean hasObjectChild;

        Frame(String name, String nameAttribute, int line, int column) {
            this.name = name;
            this.nameAttribute = nameAttribute;
            this.line = line;
            this.column = column;
        }

        boolean property() {
            return name.toUpperCase(Locale.ROOT).startsWith("PROPERTY") && nameAttribute != null;
        }

        boolean value() {
            return name.toUpperCase(Locale.ROOT).startsWith("VALUE");
        }
    }

    /**
     * Reads one XML document.
     *
     * @param firstLine the file line the document starts on (1-based)
     */
    static void read(String xml, SourceFile file, int firstLine, Sink sink) throws InputException {
        XMLStreamReader r = null;
        Deque<Frame> stack = new ArrayDeque<>();
        try {
            r = FACTORY.createXMLStreamReader(new StringReader(xml));
            while (r.hasNext()) {
                int event = r.next();
                switch (event) {
                    case XMLStreamConstants.DTD:
                        throw new InputException(file.ref(firstLine + r.getLocation().getLineNumber() - 1),
                                "DSCLI XML without a DTD", "a DOCTYPE declaration (zlayout reads no DTDs or entities)");
                    case XMLStreamConstants.ENTITY_REFERENCE:
                        throw new InputException(file.ref(firstLine + r.getLocation().getLineNumber() - 1),
                                "DSCLI XML without entity references", "'&" + r.getLocalName() + ";'");
                    case XMLStreamConstants.START_ELEMENT: {
                        Location loc = r.getLocation();
                        String nameAttribute = attribute(r, "NAME");
                        if (stack.isEmpty()) {
                            sink.root(commandOf(r));
                        } else {
                            stack.peek().hasChildren = true;
                        }
                        if (stack.size() >= MAX_DEPTH) {
                            throw new InputException(file.ref(firstLine + loc.getLineNumber() - 1,
                                    loc.getColumnNumber()), "DSCLI XML nested at most " + MAX_DEPTH
                                    + " elements deep", "the element " + InputException.quote(r.getLocalName()) + " at depth "
                                    + (stack.size() + 1));
                        }
                        stack.push(new Frame(r.getLocalName(), nameAttribute, firstLine + loc.getLineNumber() - 1,
                                loc.getColumnNumber()));
                        break;
                    }
                    case XMLStreamConstants.CHARACTERS:
                    case XMLStreamConstants.CDATA:
                    case XMLStreamConstants.SPACE:
                        if (!stack.isEmpty()) {
                            stack.peek().text.append(r.getText());
                        }
                        break;
                    case XMLStreamConstants.END_ELEMENT:
                        end(stack.pop(), stack.peek(), sink);
                        break;
                    default:
                        break;
                }
            }
        } catch (XMLStreamException e) {
            Location loc = e.getLocation();
            int line = loc == null ? firstLine : firstLine + Math.max(1, loc.getLineNumber()) - 1;
            int col = loc == null ? 0 : Math.max(0, loc.getColumnNumber());
            throw new InputException(file.ref(line, col), "well-formed XML", message(e));
        } finally {
            if (r != null) {
                try {
                    r.close();
                } catch (XMLStreamException e) {
                    // nothing was opened that needs closing
                }
            }
        }
    }

    private static void end(Frame f, Frame parent, Sink sink) throws InputException {
        if (!f.hasChildren) {
            String text = f.text.toString().strip();
            if (parent == null) {
                return;
            }
            if (f.value()) {
                parent.valueParts.add(text);
            } else if (f.property()) {
                parent.names.add(f.nameAttribute);
                parent.values.add(text);
            } else {
                parent.names.add(f.name);
                parent.values.add(text);
            }
            return;
        }
        if (f.property()) {
            if (parent != null) {
                parent.names.add(f.nameAttribute);
                parent.values.add(f.valueParts.isEmpty() ? f.text.toString().strip() : String.join(",", f.valueParts));
            }
            return;
        }
        if (f.value()) {
            if (parent != null) {
                parent.valueParts.addAll(f.valueParts);
            }
            return;
        }
        if (!f.names.isEmpty() && !f.hasObjectChild) {
            sink.record(new XmlRecord(List.copyOf(f.names), List.copyOf(f.values), f.line, f.column));
            if (parent != null) {
                parent.hasObjectChild = true;
            }
        } else if (parent != null && f.hasObjectChild) {
            parent.hasObjectChild = true;
        }
    }

    private static String attribute(XMLStreamReader r, String name) {
        for (int i = 0; i < r.getAttributeCount(); i++) {
            if (r.getAttributeLocalName(i).equalsIgnoreCase(name)) {
                return r.getAttributeValue(i);
            }
        }
        return null;
    }

    /** A root attribute NAME or COMMAND whose first word is a command zlayout reads. */
    private static String commandOf(XMLStreamReader r) {
        for (String a : new String[] {"NAME", "COMMAND", "CMD"}) {
            String v = attribute(r, a);
            if (v != null) {
                String word = v.strip().split("[ \t]", 2)[0].toLowerCase(Locale.ROOT);
                if (Command.byWord(word) != null) {
                    return word;
                }
            }
        }
        return null;
    }

    /** The parser's own words, without its position prefix, control characters escaped, at most 200 characters. */
    private static String message(XMLStreamException e) {
        String m = e.getMessage() == null ? e.getClass().getSimpleName() : e.getMessage();
        int at = m.indexOf("Message: ");
        m = (at >= 0 ? m.substring(at + 9) : m).strip();
        StringBuilder b = new StringBuilder();
        for (int i = 0; i < m.length() && b.length() < 200; i++) {
            char c = m.charAt(i);
            if (c < 0x20 || c == 0x7f) {
                b.append(String.format("\\x%02x", (int) c));
            } else {
                b.append(c);
            }
        }
        return b.length() < m.length() ? b + "..." : b.toString();
    }
}
