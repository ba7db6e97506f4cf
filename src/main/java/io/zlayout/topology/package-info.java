/**
 * Joining the parts every reader made into one Site: storage images resolved, facts from several inputs merged with conflicts reported, and the paths from channel to rank.
 */
package io.zlayout.topology;
