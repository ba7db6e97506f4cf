package io.zlayout.rules.access;

import io.zlayout.model.HostConnection;
import io.zlayout.model.Ids;
import io.zlayout.rules.RuleContext;
import io.zlayout.topology.AccessTopology;

import java.util.ArrayList;
import java.util.Collection;
import java.util.List;

/** What the access rules share: one access join per run, and how a path and a host connection are named. */
final class Masking {

    private Masking() {
    }

    /** The run's access join, made once for all the access rules. */
    static AccessTopology of(RuleContext ctx) {
        return ctx.shared(AccessTopology.class, () -> AccessTopology.of(ctx.site()));
    }

    /** {@code 0.0.fc00 (initiator 0xc05076ffe5000000) -> 0x50050763090040c1 (I0001)}. */
    static String path(AccessTopology.PathAccess p) {
        return p.route().busId() + " (initiator " + (p.initiator() == null ? "not known" : p.initiator().wwpn())
                + ") -> " + p.route().wwpn() + " (" + p.route().port().id() + ")";
    }

    /** {@code host connection 0004 LNX2_FC01 (0xc05076ffe5000010, volume group V12, I/O ports I0001,I0101)}. */
    static String connection(HostConnection c) {
        return "host connection " + c.id() + (c.name() == null ? "" : " " + c.name()) + " ("
                + (c.wwpn() == null ? "" : c.wwpn() + ", ") + group(c) + (c.volumeGroup() == null ? ""
                : ", I/O ports " + (c.ioPorts().isEmpty() ? "all" : String.join(",", c.ioPorts()))) + ")";
    }

    /** {@code volume group V12}, or for a REST host port {@code REST host LNXA}: what gives it its volumes. */
    static String group(HostConnection c) {
        return c.volumeGroup() != null ? "volume group " + c.volumeGroup() : "REST host " + c.name();
    }

    /** The identities a connection finding names: the connection and its volume group. */
    static List<String> elements(HostConnection c) {
        List<String> out = new ArrayList<>();
        out.add(Ids.hostConnection(c.image(), c.id()));
        if (c.volumeGroup() != null) {
            out.add(Ids.volumeGroup(c.image(), c.volumeGroup()));
        }
        return out;
    }

    static String join(Collection<String> items) {
        return String.join(", ", items);
    }
}
