package io.zlayout.emit;

import io.zlayout.plan.Plan;
import io.zlayout.plan.StorageChanges;

import java.util.ArrayList;
import java.util.List;

/**
 * {@code site/storage/<image>.dscli} and {@code site/storage/<image>.rollback.dscli}: the storage team's part of the
 * plan as DSCLI scripts ({@code dscli -script}), one pair per storage image the plan changes. The script adds what
 * the planned FC paths lack today: the planned volumes to the guest's volume groups ({@code chvolgrp -action add}, or
 * {@code mkvolgrp} for a guest that has none), a host connection per planned initiator WWPN ({@code mkhostconnect})
 * and planned ports to port lists that leave them out ({@code chhostconnect -ioport}); the rollback takes exactly
 * that out again, in the reverse order. A value the inputs do not give (a new FCP device's NPIV WWPN, the id the
 * storage gives a new group or host connection) is written as {@code <what it is>} with where to find it: DSCLI
 * refuses such a line, so an unfilled script stops there and changes nothing after it.
 */
public final class StorageScriptEmitter implements Emitter {

    static final String FOLDER = "site/storage/";
    private static final int WIDTH = 78;

    @Override
    public List<EmittedFile> emit(Plan plan, List<String> earlier) {
        List<EmittedFile> out = new ArrayList<>();
        for (StorageChanges.ImageChanges i : plan.storage().images()) {
            out.add(new EmittedFile(script(i.image()), apply(i), false));
            out.add(new EmittedFile(rollback(i.image()), rollback(i), false));
        }
        return out;
    }

    @Override
    public List<String> paths(Plan plan) {
        List<String> out = new ArrayList<>();
        for (StorageChanges.ImageChanges i : plan.storage().images()) {
            out.add(script(i.image()));
            out.add(rollback(i.image()));
        }
        return out;
    }

    static String script(String image) {
        return FOLDER + image + ".dscli";
    }

    static String rollback(String image) {
        return FOLDER + image + ".rollback.dscli";
    }

    static String apply(StorageChanges.ImageChanges i) {
        String img = i.image();
        StringBuilder b = new StringBuilder();
        b.append(comment("zlayout plan: the storage side for " + img + " as a DSCLI script. Step 1 of README.txt's"
                + " order to apply, before the z/VM and Linux steps. Review it, fill in every <value>, then run it:"
                + " dscli -script " + script(img) + " (with your profile's HMC and user). zlayout never runs it."
                + " To take it out again, after the guests have stopped using what it adds: dscli -script "
                + rollback(img) + ". To check it, export lshostconnect -l and showvolgrp of each group below into"
                + " the site again: zlayout check then shows no masking finding on the planned paths."));
        for (StorageChanges.Action a : i.actions()) {
            b.append('\n').append(comment(why(img, a))).append(StorageCommands.command(img, a)).append('\n');
        }
        return b.toString();
    }

    /** Why the action is there, and what to fill in. */
    private static String why(String img, StorageChanges.Action a) {
        return switch (a.kind()) {
            case MAKE_VOLUME_GROUP -> a.guest() + " has no volume group on " + img + ": a new one with its "
                    + a.volumes().size() + " planned volume" + (a.volumes().size() == 1 ? "" : "s") + ". DSCLI prints"
                    + " the new group's id (Vnn): the host connections below name it.";
            case ADD_VOLUMES -> unknownGroup(a) ? a.guest() + ": the FCP devices it has today log in with WWPNs the"
                    + " inputs do not give, so its volume group cannot be told: fill it in from lshostconnect -dev "
                    + img + " (the volgrpID of its host connections), and leave out the volumes showvolgrp lists"
                    + " already." : a.guest() + ": volume group " + a.volumeGroup() + " lacks " + a.volumes().size()
                    + " planned volume" + (a.volumes().size() == 1 ? "" : "s") + ".";
            case MAKE_HOST_CONNECTION -> a.guest() + " " + a.fcpDevice() + ": " + initiator(a) + " no host"
                    + " connection of " + img + " has it. Its planned paths target " + String.join(",", a.ioPorts())
                    + "." + (a.today() && !a.initiator().known() ? " The guest has this FCP device today: if"
                    + " lshostconnect -dev " + img + " shows a host connection for its WWPN already, delete this"
                    + " line." : "");
            case ADMIT_PORT -> a.guest() + " " + a.fcpDevice() + ": host connection " + a.hostConnection()
                    + (a.name() == null ? "" : " (" + a.name() + ")") + " admits " + ports(a.before()) + " only; the"
                    + " planned path targets " + a.ioPorts().get(a.ioPorts().size() - 1) + ". The list given replaces"
                    + " the old one.";
        };
    }

    static String rollback(StorageChanges.ImageChanges i) {
        String img = i.image();
        StringBuilder b = new StringBuilder();
        b.append(comment("zlayout plan: rollback of " + script(img) + ", in the reverse order. Run it only after"
                + " the guests have stopped using the paths and volumes it takes away (their Linux and z/VM"
                + " rollbacks first): dscli -script " + rollback(img) + ". Fill in every <value> first."));
        List<StorageChanges.Action> reversed = new ArrayList<>(i.actions());
        java.util.Collections.reverse(reversed);
        for (StorageChanges.Action a : reversed) {
            b.append('\n');
            String undo = switch (a.kind()) {
                case MAKE_VOLUME_GROUP -> "the volume group " + a.groupName() + " the script made (lsvolgrp -dev "
                        + img + " shows its id).";
                case ADD_VOLUMES -> unknownGroup(a) ? a.guest() + ": only the volumes the script added, in the"
                        + " group it added them to; a volume that was in the group before stays (remove it from"
                        + " this line)." : a.guest() + ": the volumes the script added to " + a.volumeGroup() + ".";
                case MAKE_HOST_CONNECTION -> a.guest() + " " + a.fcpDevice() + ": the host connection " + a.name()
                        + " the script made (lshostconnect -dev " + img + " shows its id).";
                case ADMIT_PORT -> a.guest() + " " + a.fcpDevice() + ": host connection " + a.hostConnection()
                        + "'s port list as it was.";
            };
            b.append(comment(undo)).append(StorageCommands.rollback(img, a)).append('\n');
        }
        return b.toString();
    }

    private static boolean unknownGroup(StorageChanges.Action a) {
        return a.volumeGroup() != null && a.volumeGroup().startsWith("<");
    }

    /** Where the initiator WWPN came from, or where to find it. */
    private static String initiator(StorageChanges.Action a) {
        StorageChanges.Initiator i = a.initiator();
        if (i.known()) {
            return "FCP device " + i.device() + " logs in with " + i.dscli() + " (" + i.how() + ");";
        }
        return "the NPIV WWPN of FCP device " + (i.device() == null ? "?" : i.device()) + " is not known yet:"
                + " fill it in from CP QUERY VIRTUAL FCP (after the guest logs on with the device), SMAPI"
                + " System_WWPN_Query, or IBM's WWPN Prediction Tool;";
    }

    private static String ports(List<String> ports) {
        return ports.isEmpty() ? "all ports" : String.join(",", ports);
    }

    private static String comment(String text) {
        return Text.wrap("# ", text, WIDTH);
    }
}
