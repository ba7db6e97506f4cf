package io.zlayout.rules.storage;

import io.zlayout.model.ControlUnit;
import io.zlayout.rules.Findings;
import io.zlayout.rules.InputKind;
import io.zlayout.rules.Needs;
import io.zlayout.rules.Rule;
import io.zlayout.rules.RuleContext;
import io.zlayout.rules.Severity;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

/**
 * Storage control units of the IOCDS whose storage image cannot be told (several images of their type, or none, and
 * zlayout.yaml maps them to none): their devices are tied to no volume, so nothing about them is judged or planned.
 */
public final class CuImageUnknown extends Rule {

    public CuImageUnknown() {
        super(about("cu-image-unknown", Severity.WARNING,
                "A storage control unit belongs to no storage image zlayout can tell")
                .needs(Needs.of("storage control units", InputKind.IOCDS, InputKind.STORAGE_EXPORT))
                .explanation("A CNTLUNIT of UNIT=2107, 2105 or 1750 is a logical control unit of one storage image,"
                        + " but the IOCDS does not say which: zlayout puts it on the only image of its type the"
                        + " storage export has, or on the image zlayout.yaml names. Where the site has several images"
                        + " of the type (or none) and zlayout.yaml maps the control unit to none, its devices are tied"
                        + " to no volume: no rule judges its paths, LCU, aliases or volumes, and a plan offers none of"
                        + " its volumes.")
                .remediation("Map each such control unit to its storage image in zlayout.yaml ('controlUnits:"
                        + " {\"4000\": IBM.2107-75AB121}'), or add the storage export of its image."));
    }

    @Override
    public void check(RuleContext ctx, Findings out) {
        Map<String, List<ControlUnit>> byType = new TreeMap<>();
        for (ControlUnit cu : ctx.channels().storageControlUnitsWithoutImage()) {
            byType.computeIfAbsent(cu.unit(), k -> new ArrayList<>()).add(cu);
        }
        byType.forEach((type, cus) -> {
            List<String> elements = new ArrayList<>();
            cus.forEach(cu -> elements.add(cu.identity()));
            boolean one = cus.size() == 1;
            out.add(this, UnplacedPortMessage.units(cus) + " (UNIT=" + type + ")" + (one ? " belongs" : " belong")
                    + " to no storage image zlayout can tell: "
                    + UnplacedPortMessage.images(ctx.channels().imagesOfType(type), type) + ", and zlayout.yaml"
                    + " 'controlUnits:' maps " + (one ? "it" : "them") + " to none. " + (one ? "Its" : "Their")
                    + " devices are tied to no volume, so " + (one ? "its" : "their") + " paths, LCUs and volumes"
                    + " are not judged and a plan offers none of them.", elements, cus.get(0).source());
        });
    }
}
