/**
 * Planning: from intent and site to a Plan — each guest's volumes in stripe order, its paths, and the
 * balance of rank, host adapter and CHPID load against its lower bound. Pure functions over the model; no I/O.
 */
package io.zlayout.plan;
