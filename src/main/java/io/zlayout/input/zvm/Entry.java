package io.zlayout.input.zvm;

import io.zlayout.model.id.Wwn;
import io.zlayout.model.id.FcpLun;
import io.zlayout.model.BootPath;
import io.zlayout.model.Element;
import io.zlayout.model.GuestDedicate;
import io.zlayout.model.id.DeviceNumber;
import io.zlayout.model.GuestLink;
import io.zlayout.model.Minidisk;
import io.zlayout.model.SourceRef;

import java.util.ArrayList;
import java.util.List;

/**
 * One directory entry while it is read. Its device statements are kept without a guest name, because a
 * profile's statements become records of every guest that includes it.
 */
final class Entry {

    enum Kind {
        USER, IDENTITY, PROFILE, SUBCONFIG
    }

    final Kind kind;
    final String name;
    final SourceRef source;
    String storage;
    String maxStorage;
    String privClasses;
    String ipl;
    Wwn portname;
    FcpLun lun;
    /** LOADDEV ALTERNATE boot paths in entry order. */
    final List<BootPath> alternates = new ArrayList<>();
    /** Devices and INCLUDEs in entry order: an INCLUDE's profile statements take its place. */
    final List<Item> items = new ArrayList<>();
    final List<Build> builds = new ArrayList<>();

    Entry(Kind kind, String name, SourceRef source) {
        this.kind = kind;
        this.name = name;
        this.source = source;
    }

    String describe() {
        return kind.name() + " " + name;
    }

    sealed interface Item permits Include, Device {
    }

    record Include(String profile, SourceRef source) implements Item {
    }

    /** {@code BUILD ON member USING SUBCONFIG name} of an IDENTITY entry. */
    record Build(String member, String subconfig, SourceRef source) {
    }

    /** A statement that gives the guest a virtual device. */
    sealed interface Device extends Item permits Dedicate, Mdisk, Link {

        DeviceNumber vdev();

        SourceRef source();

        String statement();

        Element bind(String guest);
    }

    record Dedicate(DeviceNumber vdev, DeviceNumber rdev, String volser, boolean readOnly, SourceRef source)
            implements Device {

        @Override
        public String statement() {
            return "DEDICATE";
        }

        @Override
        public Element bind(String guest) {
            return new GuestDedicate(guest, vdev, rdev, volser, readOnly, source);
        }
    }

    record Link(String owner, DeviceNumber ownerVdev, DeviceNumber vdev, String mode, SourceRef source) implements Device {

        @Override
        public String statement() {
            return "LINK";
        }

        @Override
        public Element bind(String guest) {
            return new GuestLink(guest, "*".equals(owner) ? guest : owner, ownerVdev, vdev, mode, source);
        }
    }

    /** An MDISK; the MINIOPT and DASDOPT statements after it add to its option lists. */
    record Mdisk(DeviceNumber vdev, String deviceType, Integer start, Integer size, String volser, String mode,
                 String kind, DeviceNumber devno, List<String> miniopt, List<String> dasdopt, SourceRef source)
            implements Device {

        Mdisk {
            miniopt = new ArrayList<>(miniopt);
            dasdopt = new ArrayList<>(dasdopt);
        }

        @Override
        public String statement() {
            return "MDISK";
        }

        @Override
        public Element bind(String guest) {
            return new Minidisk(guest, vdev, deviceType, start, size, volser, mode, kind, devno, miniopt, dasdopt,
                    source);
        }
    }
}
