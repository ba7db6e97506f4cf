/**
 * The {@code linux} format: what a running Linux on Z guest reports about its storage and how it is
 * configured. One reader ({@link io.zlayout.input.linux.LinuxReader}) splits a file into captures at shell
 * command echo lines ({@code # lszfcp -P -H -D}), recognises each capture by its command or content, and
 * hands it to one small parser per capture (lszfcp, lsluns, lsscsi, /proc/scsi/sg/devices, multipath -ll,
 * lsdasd, lvs, zfcp.conf, dasd.conf, chzdev --export, multipath.conf). Parsers build host records of
 * {@code io.zlayout.model} and never judge.
 */
package io.zlayout.input.linux;
