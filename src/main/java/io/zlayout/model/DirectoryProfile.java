package io.zlayout.model;

import io.zlayout.model.id.Wwn;
import io.zlayout.model.id.FcpLun;
import java.util.List;

/**
 * A directory PROFILE entry as read from its own file, kept until every file is read so that the guests of
 * other files that INCLUDE it get its statements (DirMaint keeps one file per entry: {@code LNX1 DIRECT} includes
 * the profile of {@code PROFLNX DIRECT}). The loader resolves it into those guests and drops it; it is never a
 * fact of the site by itself.
 *
 * @param name              the profile name, upper case
 * @param ipl               its IPL operand, or null
 * @param loaddevPortname   its LOADDEV PORTNAME, or null
 * @param loaddevLun        its LOADDEV LUN, or null
 * @param loaddevAlternates its LOADDEV ALTERNATE boot paths
 * @param devices           its DEDICATE, MDISK and LINK records, with the profile name where the guest goes
 */
public record DirectoryProfile(String name, String ipl, Wwn loaddevPortname, FcpLun loaddevLun,
                               List<BootPath> loaddevAlternates, List<Element> devices, SourceRef source)
        implements Element {

    public DirectoryProfile {
        loaddevAlternates = List.copyOf(loaddevAlternates);
        devices = List.copyOf(devices);
    }

    @Override
    public String identity() {
        return "profile:" + name;
    }
}
