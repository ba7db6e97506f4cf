package io.zlayout.model;

import java.util.List;
import java.util.Map;

/**
 * A control unit from CNTLUNIT.
 *
 * @param number  CUNUMBR, 4 hex digits upper case
 * @param unit    UNIT= (2107, 2105, 1750, FCP, 3990, ...)
 * @param paths   every channel path, by CSS then PATH order, with its LINK address
 * @param cuadd   CUADD (hex, upper case) or null; for DS8000/ESS the LCU/LSS number
 * @param unitAdd UNITADD ranges
 * @param extra   other keywords as coded (SHARED, PROTOCOL, SERIAL, DESC, ...)
 */
public record ControlUnit(String number, String unit, List<CuPath> paths, String cuadd, List<UnitAddRange> unitAdd,
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
