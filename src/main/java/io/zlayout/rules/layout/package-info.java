/**
 * Rules about where each guest's disks and paths lie: disk groups spread over ranks, servers and DA pairs,
 * and the guest-level choices (minidisk cache) that follow from its workload.
 */
package io.zlayout.rules.layout;
