package io.zlayout.emit;

import io.zlayout.model.id.VolumeId;
import io.zlayout.plan.StorageChanges;

import java.util.ArrayList;
import java.util.List;

/**
 * The one place the storage and SAN teams' commands are spelled: the DSCLI command of each storage action and its
 * inverse, and a zone's Brocade {@code zonecreate}. The DSCLI scripts, the zoning file, the workbook's Actions sheet
 * and the page take them from here.
 */
public final class StorageCommands {

    private StorageCommands() {
    }

    /** The DSCLI command that carries out the action on the image. */
    public static String command(String image, StorageChanges.Action a) {
        return switch (a.kind()) {
            case MAKE_VOLUME_GROUP -> "mkvolgrp -dev " + image + " -type scsimask -volume " + volumes(a.volumes()) + " "
                    + a.groupName();
            case ADD_VOLUMES -> "chvolgrp -dev " + image + " -action add -volume " + volumes(a.volumes()) + " "
                    + a.volumeGroup();
            case MAKE_HOST_CONNECTION -> "mkhostconnect -dev " + image + " -wwname " + a.initiator().dscli()
                    + " -hosttype " + a.hostType() + " -volgrp " + group(a) + " -ioport " + String.join(",", a.ioPorts())
                    + " " + a.name();
            case ADMIT_PORT -> "chhostconnect -dev " + image + " -ioport " + String.join(",", a.ioPorts()) + " "
                    + a.hostConnection();
        };
    }

    /** The DSCLI command that takes the action out again. */
    public static String rollback(String image, StorageChanges.Action a) {
        return switch (a.kind()) {
            case MAKE_VOLUME_GROUP -> "rmvolgrp -dev " + image + " <id of volume group " + a.groupName() + ">";
            case ADD_VOLUMES -> "chvolgrp -dev " + image + " -action remove -volume " + volumes(a.volumes()) + " "
                    + a.volumeGroup();
            case MAKE_HOST_CONNECTION -> "rmhostconnect -dev " + image + " <id of host connection " + a.name() + ">";
            case ADMIT_PORT -> "chhostconnect -dev " + image + " -ioport "
                    + (a.before().isEmpty() ? "all" : String.join(",", a.before())) + " " + a.hostConnection();
        };
    }

    /** What the action does, in a few words. */
    public static String what(String image, StorageChanges.Action a) {
        return switch (a.kind()) {
            case MAKE_VOLUME_GROUP -> "new volume group " + a.groupName() + " on " + image;
            case ADD_VOLUMES -> a.volumes().size() + " volume" + (a.volumes().size() == 1 ? "" : "s") + " into "
                    + a.volumeGroup();
            case MAKE_HOST_CONNECTION -> "host connection for " + a.fcpDevice() + " (" + a.initiator().dscli() + ")";
            case ADMIT_PORT -> "port " + a.ioPorts().get(a.ioPorts().size() - 1) + " for host connection "
                    + a.hostConnection();
        };
    }

    /** {@code zonecreate "Z", "<initiator>; <target>; ..."}. */
    public static String zonecreate(StorageChanges.Zone z) {
        List<String> members = new ArrayList<>();
        members.add(z.initiator().colons());
        z.targets().forEach(t -> members.add(ZoningEmitter.colons(t)));
        return "zonecreate \"" + z.name() + "\", \"" + String.join("; ", members) + "\"";
    }

    private static String group(StorageChanges.Action a) {
        return a.volumeGroup() != null ? a.volumeGroup() : "<id of volume group " + a.groupName() + ">";
    }

    private static String volumes(List<VolumeId> volumes) {
        return String.join(",", volumes.stream().map(VolumeId::toString).toList());
    }
}
