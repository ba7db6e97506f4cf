package io.zlayout.rules.channel;

import io.zlayout.rules.InputKind;
import io.zlayout.rules.Needs;
import io.zlayout.model.Device;
import io.zlayout.rules.Findings;
import io.zlayout.rules.Rule;
import io.zlayout.rules.RuleContext;
import io.zlayout.rules.Severity;

import java.util.HashMap;
import java.util.List;
import java.util.Map;

/** One device number defined twice in one subchannel set of one CSS. */
public final class DuplicateDevice extends Rule {

    public DuplicateDevice() {
        super(about("duplicate-device", Severity.ERROR,
                "A device number is defined twice in one CSS")
                .needs(Needs.of("devices", InputKind.IOCDS))
                .explanation("A device number identifies one subchannel within a subchannel set of a channel"
                        + " subsystem; IOCP rejects a second IODEVICE with the same number there. Reusing a number is"
                        + " allowed only in another subchannel set (SCHSET), as HyperPAV aliases in set 1 commonly do.")
                .remediation("Give one of the devices another number, or move it to another subchannel set with"
                        + " SCHSET=."));
    }

    @Override
    public void check(RuleContext ctx, Findings out) {
        // one table of 65,536 numbers per (CSS, subchannel set): a maximal IOCDS has a quarter million devices
        Map<Long, Device[]> tables = new HashMap<>();
        for (Device d : ctx.site().all(Device.class)) {
            int number = d.number().value();
            for (Map.Entry<Integer, Integer> e : d.subchannelSets().entrySet()) {
                Device[] table = tables.computeIfAbsent(((long) e.getKey() << 32) | (e.getValue() & 0xFFFFFFFFL),
                        k -> new Device[0x10000]);
                Device first = table[number];
                if (first == null) {
                    table[number] = d;
                }
                if (first != null) {
                    out.add(this, d.identity() + " is defined twice in CSS " + e.getKey() + " subchannel set "
                                    + e.getValue() + ": first at " + first.source() + ", again at " + d.source() + ".",
                            List.of(d.identity()), d.source());
                }
            }
        }
    }
}
