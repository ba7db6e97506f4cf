package io.zlayout.rules.channel;

import io.zlayout.rules.InputKind;
import io.zlayout.rules.Needs;
import io.zlayout.model.id.CuNumber;
import io.zlayout.model.ControlUnit;
import io.zlayout.model.Device;
import io.zlayout.model.UnitAddRange;
import io.zlayout.rules.Findings;
import io.zlayout.rules.Rule;
import io.zlayout.rules.RuleContext;
import io.zlayout.rules.Severity;

import java.util.List;

/** A device's unit address lies outside every UNITADD range of one of its control units. */
public final class DeviceOutsideUnitadd extends Rule {

    public DeviceOutsideUnitadd() {
        super(about("device-outside-unitadd", Severity.ERROR,
                "A device's unit address is outside its control unit's UNITADD ranges")
                .needs(Needs.of("devices", InputKind.IOCDS))
                .explanation("CNTLUNIT UNITADD lists the unit addresses the control unit recognises (IOCP User's"
                        + " Guide, CNTLUNIT); a device whose unit address is outside them cannot be addressed through"
                        + " that control unit. For DS8000 and ESS the unit address is the volume number within the"
                        + " LCU.")
                .remediation("Widen the CNTLUNIT UNITADD range, or correct the IODEVICE UNITADD/ADDRESS."));
    }

    @Override
    public void check(RuleContext ctx, Findings out) {
        // 256 devices share each control unit: look each one up once
        java.util.Map<CuNumber, java.util.Optional<ControlUnit>> cus = new java.util.HashMap<>();
        for (Device d : ctx.site().all(Device.class)) {
            int ua = d.unitAddress();
            for (CuNumber cuNumber : d.controlUnits()) {
                ControlUnit cu = cus.computeIfAbsent(cuNumber, n -> ctx.channels().controlUnit(n)).orElse(null);
                if (cu == null || cu.unitAdd().isEmpty()) {
                    continue;
                }
                boolean inside = cu.unitAdd().stream().anyMatch(r -> r.contains(ua));
                if (!inside) {
                    out.add(this, d.identity() + " has unit address " + UnitAddRange.format(ua) + ", outside UNITADD "
                                    + ranges(cu.unitAdd()) + " of " + cu.identity() + ".",
                            List.of(d.identity(), cu.identity()), d.source());
                }
            }
        }
    }

    private static String ranges(List<UnitAddRange> ranges) {
        StringBuilder b = new StringBuilder("(");
        for (UnitAddRange r : ranges) {
            if (b.length() > 1) {
                b.append(',');
            }
            b.append('(').append(UnitAddRange.format(r.start())).append(',').append(r.count()).append(')');
        }
        return b.append(')').toString();
    }
}
