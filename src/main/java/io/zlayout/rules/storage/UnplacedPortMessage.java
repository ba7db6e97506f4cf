package io.zlayout.rules.storage;

import io.zlayout.model.ControlUnit;
import io.zlayout.model.ref.IoPortRef;
import io.zlayout.topology.ChannelTopology;

import java.util.List;

/**
 * What is said of a port a zlayout.yaml {@code fabric:} entry names that is no I/O port of the site's storage
 * ({@link ChannelTopology.UnplacedPort}): by {@code fabric-unmapped}'s finding, and by {@code plan} and {@code model}
 * of the paths they could not trace for it. The entry, the CHPID and link, the port as written, why, and what to
 * write instead.
 */
public final class UnplacedPortMessage {

    private UnplacedPortMessage() {
    }

    /** The finding's message: "zlayout.yaml 'fabric:' port I0001 for CHPID 0.C0 names no I/O port: ...". */
    static String finding(ChannelTopology.UnplacedPort u) {
        return "zlayout.yaml " + describe(u);
    }

    /**
     * What the finding says of a port, with where the entry is in front: how {@code plan} and {@code model} name an
     * unplaced port behind paths they could not trace.
     */
    public static String said(ChannelTopology.UnplacedPort u) {
        return (u.at() == null ? "zlayout.yaml" : u.at().toString()) + ": " + describe(u);
    }

    /** "'fabric:' port I0001 for CHPID 0.C0 names no I/O port: why, so ... Write it as ...". */
    private static String describe(ChannelTopology.UnplacedPort u) {
        String units = units(u.controlUnits());
        return "'fabric:' port " + u.written() + " for CHPID " + u.chpid().display()
                + (u.link() == null ? "" : " link " + u.link()) + " names no I/O port: " + why(u, units) + ", so "
                + (!namesUnits(u) ? "the paths of " + units : u.controlUnits().size() == 1 ? "its paths" : "their paths")
                + " over it " + (u.why().traced() ? "are judged by what its id tells alone (" + tells(u.port()) + ")"
                : "are not traced") + ". " + ask(u) + ".";
    }

    private static String why(ChannelTopology.UnplacedPort u, String units) {
        ControlUnit first = u.controlUnits().get(0);
        return switch (u.why()) {
            case NO_IMAGE -> ChannelTopology.storage(first)
                    ? "the storage image of " + units + " cannot be told (" + images(u.images(), first.unit())
                    + "; 'controlUnits:' does not map " + (u.controlUnits().size() == 1 ? "it" : "them") + ")"
                    : "the port of " + (first.unit() == null ? "a" : "an " + first.unit()) + " control unit's path,"
                    + " given as a bare id, is put on the site's storage image, and the site has "
                    + (u.images().isEmpty() ? "none (no storage export names one" : "several ("
                    + String.join(", ", u.images())) + ") and no 'storage:'";
            case UNKNOWN_IMAGE -> "the site has no storage image " + u.port().image() + " (it has "
                    + String.join(", ", u.images()) + ")";
            case OTHER_IMAGE -> units + (u.controlUnits().size() == 1 ? " belongs" : " belong") + " to storage image "
                    + u.images().get(0) + ", not " + u.port().image();
            case UNKNOWN_PORT -> "the lsioport export of storage:" + u.port().image() + " lists no I/O port "
                    + u.port().display();
        };
    }

    /** True when {@link #why} names the control units already. */
    private static boolean namesUnits(ChannelTopology.UnplacedPort u) {
        return u.why() == ChannelTopology.Unplaced.OTHER_IMAGE
                || u.why() == ChannelTopology.Unplaced.NO_IMAGE && ChannelTopology.storage(u.controlUnits().get(0));
    }

    private static String ask(ChannelTopology.UnplacedPort u) {
        return switch (u.why()) {
            case NO_IMAGE -> "Write it as <image>/" + u.written() + ", naming the image the port is on"
                    + (u.images().isEmpty() ? ", or name the site's image with 'storage:' (or give its storage export)"
                    : ChannelTopology.storage(u.controlUnits().get(0)) ? ", or map the control unit" + (u.controlUnits().size() == 1
                    ? "" : "s") + " to " + (u.controlUnits().size() == 1 ? "its" : "their") + " image under"
                    + " 'controlUnits:'" : "");
            case UNKNOWN_IMAGE, OTHER_IMAGE -> "Name the image the port is on as the storage export (lssi) names it";
            case UNKNOWN_PORT -> "Name a port the image's lsioport export lists, or add the export that lists it";
        };
    }

    /** The host adapter and I/O enclosure a port's id tells. */
    private static String tells(IoPortRef port) {
        return port.hostAdapter().map(a -> "host adapter " + a.display()).orElse("no host adapter")
                + port.enclosure().map(e -> ", I/O enclosure " + e.display()).orElse("");
    }

    /** "the site has 2 storage images of type 2107: A, B", or that none is known. */
    static String images(List<String> images, String type) {
        return images.isEmpty() ? "no storage image of type " + type + " is known"
                : "the site has " + images.size() + " storage images of type " + type + ": " + String.join(", ", images);
    }

    static String units(List<ControlUnit> cus) {
        List<String> ids = cus.stream().map(ControlUnit::identity).toList();
        return ids.size() <= 4 ? String.join(", ", ids)
                : String.join(", ", ids.subList(0, 3)) + " and " + (ids.size() - 3) + " more control units";
    }
}
