package io.zlayout.rules.storage;

import io.zlayout.rules.Needs;
import io.zlayout.rules.InputKind;
import io.zlayout.model.IoPort;
import io.zlayout.rules.Findings;
import io.zlayout.rules.Rule;
import io.zlayout.rules.RuleContext;
import io.zlayout.rules.Severity;
import io.zlayout.topology.StorageTopology;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/** A DS8000 host adapter carries both FICON (CKD) and SCSI-FCP (FB) ports. */
public final class CkdFbSharedAdapter extends Rule {

    public CkdFbSharedAdapter() {
        super(about("ckd-fb-shared-adapter", Severity.INFO,
                "A host adapter carries both FICON and SCSI-FCP ports")
                .needs(Needs.of("host adapters", InputKind.STORAGE_EXPORT))
                .explanation("IBM's DS8000 host adapter port practice (P. Spagnolo, DS8000 Host Adapter Port"
                        + " Assignment, IBM ATS): \"Isolate CKD host connections from FB host connections on a host"
                        + " adapter basis. Always have symmetric pathing ... spread path groups as widely as possible"
                        + " across all CKD host adapters.\" A host adapter's processor and PCIe link serve all of its"
                        + " ports, so ECKD and FCP traffic on one adapter compete and one's peak shows in the other's"
                        + " response times.")
                .remediation("Give FICON and SCSI-FCP their own host adapters: set the ports of an adapter to one"
                        + " topology (setioport -topology ficon | scsifcp) and move the other protocol's cabling or"
                        + " zoning to ports of another adapter."));
    }

    @Override
    public void check(RuleContext ctx, Findings out) {
        for (StorageTopology.HostAdapter h : ctx.storage().hostAdapters()) {
            List<IoPort> ficon = new ArrayList<>();
            List<IoPort> fcp = new ArrayList<>();
            for (IoPort p : h.ports()) {
                String topo = p.topology() == null ? "" : p.topology().toUpperCase(Locale.ROOT);
                if (topo.equals("FICON")) {
                    ficon.add(p);
                } else if (topo.contains("FCP")) {
                    fcp.add(p);
                }
            }
            if (ficon.isEmpty() || fcp.isEmpty()) {
                continue;
            }
            List<String> elements = new ArrayList<>();
            elements.add(h.identity());
            ficon.forEach(p -> elements.add(p.identity()));
            fcp.forEach(p -> elements.add(p.identity()));
            out.add(this, h.identity() + " carries FICON port" + (ficon.size() == 1 ? " " : "s ") + ids(ficon)
                    + " and SCSI-FCP port" + (fcp.size() == 1 ? " " : "s ") + ids(fcp) + ".", elements,
                    ficon.get(0).source());
        }
    }

    private static String ids(List<IoPort> ports) {
        return String.join(", ", ports.stream().map(IoPort::id).toList());
    }
}
