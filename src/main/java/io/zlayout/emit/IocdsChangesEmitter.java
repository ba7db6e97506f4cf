package io.zlayout.emit;

import io.zlayout.plan.IocdsChanges;
import io.zlayout.plan.Plan;

import java.util.List;

/**
 * {@code site/iocds/changes.txt}: the hardware team's part of the plan. The IOCP statements the plan's FCP paths need
 * that the deck lacks ({@link IocdsChanges}), as cards to merge into the deck, each after a comment naming the guests
 * and FCP devices it serves; its rollback is taking them out again. When the deck has everything, the file says so
 * in one line. Written for every plan with paths, so that README.txt's first step can point to it.
 */
public final class IocdsChangesEmitter implements Emitter {

    static final String FILE = "site/iocds/changes.txt";

    @Override
    public List<EmittedFile> emit(Plan plan, List<String> earlier) {
        return written(plan) ? List.of(new EmittedFile(FILE, content(plan.storage().iocds()), false)) : List.of();
    }

    @Override
    public List<String> paths(Plan plan) {
        return written(plan) ? List.of(FILE) : List.of();
    }

    private static boolean written(Plan plan) {
        return plan.storage().iocds() != IocdsChanges.NONE;
    }

    static String content(IocdsChanges changes) {
        if (changes.statements().isEmpty() && changes.notes().isEmpty()) {
            return "* zlayout plan: the plan's paths need no IOCP statement added.\n";
        }
        StringBuilder b = new StringBuilder();
        b.append(IocpCards.comment("zlayout plan: the IOCP statements the plan's FCP paths need that "
                + (changes.deckRead() ? "the IOCP deck read lacks" : "no IOCP deck was read to have (give the deck"
                + " to zlayout, or check each statement against it)") + ". Step 1 of README.txt's order to apply;"
                + " zlayout never applies it. Merge the CHPID statements after the deck's CHPID statements and each"
                + " CNTLUNIT with its IODEVICE statements after the deck's control units, run IOCP to check the"
                + " deck, and activate it (HCD or the HMC's dynamic I/O) before the guests use the devices. A new"
                + " CHPID is SHARED: give it the access and candidate lists (PARTITION=) the deck's other FCP"
                + " channels have." + (changes.statements().stream().anyMatch(s -> s.operand().contains("PCHID="
                + IocdsChanges.PCHID_TO_FILL)) ? " Fill in each PCHID=" + IocdsChanges.PCHID_TO_FILL + ", the"
                + " channel's physical channel, which CP did not tell: QUERY CHPID nn PCHID on z/VM, or the"
                + " machine's PCHID report." : "") + " Rollback: take the statements out of the deck again."));
        String why = null;
        for (IocdsChanges.Statement s : changes.statements()) {
            if (!s.why().equals(why)) {
                why = s.why();
                b.append(IocpCards.comment("For " + why + ":"));
            }
            b.append(IocpCards.statement(s.kind().name(), s.operand()));
        }
        for (String note : changes.notes()) {
            b.append(IocpCards.comment("Note: " + note + "."));
        }
        return b.toString();
    }
}
