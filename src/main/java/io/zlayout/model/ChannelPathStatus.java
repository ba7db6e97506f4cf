package io.zlayout.model;

import io.zlayout.model.id.ChpidId;

/**
 * A channel path as a Linux guest sees it: one row of {@code lschp}
 * ({@code 0.50   1     1     1b    2    1       0150}). It gives the CHPID's type and PCHID where no IOCDS is at
 * hand, and whether the path is configured and in use.
 *
 * @param css        the channel subsystem ID
 * @param id         the CHPID
 * @param vary       lschp {@code Vary}: 1 = the path is used for I/O (online), 0 = not; null when {@code -}
 * @param configure  lschp {@code Cfg.}: 0 = stand-by, 1 = configured, 2 = reserved, 3 = not recognized; null when
 *                   {@code -}
 * @param type       the channel-path type identifier, two upper-case hex digits ({@code 1B}, {@code 25}); null
 *                   when {@code -}
 * @param cmg        the channel measurement group, or null when {@code -}
 * @param shared     lschp {@code Shared}: true when shared between partitions; null when {@code -}
 * @param pchid      the physical channel ID (or internal channel ID, see {@code internalChid}) in upper-case hex
 *                   of at least three digits as IOCP codes it ({@code 150}; lschp prints {@code 0150}); null when
 *                   lschp printed {@code -} or the column is missing (older s390-tools)
 * @param internalChid true when lschp printed the ID in parentheses: no physical channel, an internal one
 *                   (IQD, ICP); {@code pchid} is then not a PCHID
 */
public record ChannelPathStatus(String guest, int css, ChpidId id, Integer vary, Integer configure, String type,
                                Integer cmg, Boolean shared, String pchid, boolean internalChid, HostCapture origin,
                                SourceRef source) implements HostScoped {

    /** True when the path is varied online for I/O ({@code Vary} 1). */
    public boolean online() {
        return vary != null && vary == 1;
    }

    /** True when the path is configured ({@code Cfg.} 1). */
    public boolean configured() {
        return configure != null && configure == 1;
    }

    /** The physical channel ID, or null when none is known or the ID is an internal one. */
    public String physicalChannel() {
        return internalChid ? null : pchid;
    }

    /** The channel path's identity, {@code chpid:<css>.<id>}, the same as the IOCDS's CHPID. */
    @Override
    public String identity() {
        return Ids.chpid(css, id);
    }
}
