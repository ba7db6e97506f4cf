/**
 * Reading the z/VM user directory source ({@code USER DIRECT}, DirMaint {@code DIRM USER WITHPASS} or
 * {@code DIRM FOR userid GET} output): USER, IDENTITY, PROFILE and SUBCONFIG entries and the statements that
 * give a guest its disks — DEDICATE, MDISK with MINIOPT and DASDOPT, LINK, INCLUDE, IPL and LOADDEV — into
 * {@code Guest}, {@code GuestDedicate}, {@code Minidisk} and {@code GuestLink} records. Card-image rules
 * (columns 1-71, sequence numbers, comments) live in {@code Card}; everything about one file's entries in
 * {@code DirectoryParser}.
 */
package io.zlayout.input.zvm;
