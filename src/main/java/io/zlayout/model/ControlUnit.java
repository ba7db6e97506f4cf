package io.zlayout.model;

import io.zlayout.model.id.CuNumber;

import java.util.List;
import java.util.Map;

/**
 * A control unit from CNTLUNIT.
 *
 * @param number  CUNUMBR
 * @param unit    UNIT= (2107, 2105, 1750, FCP, 3990, ...)
 * @param paths   every channel path, by CSS then PATH order, with its LINK address
 * @param cuadd   CUADD (0-FF) or null when not coded; for DS8000/ESS the LCU/LSS number
 * @param unitAdd UNITADD ranges
 * @param extra   other keywords as coded (SHARED, PROTOCOL, SERIAL, DESC, ...)
 */
public record ControlUnit(CuNumber number, String unit, List<CuPath> paths, Integer cuadd, List<UnitAddRange> unitAdd,
                          Map<String, String> extra, SourceRef source) implements Element {

    public ControlUnit {
        paths = List.copyOf(paths);
        unitAdd = List.copyOf(unitAdd);
        extra = Map.copyOf(extra);
    }

    @Override
    public String identity() {
        return Ids.controlUnit(number);
    }
}
