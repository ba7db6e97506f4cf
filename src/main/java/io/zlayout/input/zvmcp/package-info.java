/**
 * Reading z/VM CP and SMAPI output — {@code QUERY PATHS}, {@code QUERY CHPID}, {@code QUERY FCP},
 * {@code QUERY VIRTUAL FCP}, {@code QUERY DASD DETAILS} and SMAPI {@code System_WWPN_Query} — as pasted:
 * {@code CpLines} sets apart prompts, echoes, {@code Ready;} and status lines and a prefix every line shares;
 * {@code CpParser} recognises each response by its first line and builds the z/VM records of the model.
 */
package io.zlayout.input.zvmcp;
