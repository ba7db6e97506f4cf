/**
 * The {@code ds8k-rest} reader: DS8000 REST API JSON responses ({@code {"server":…,"counts":…,"data":{…}}})
 * for systems, nodes, volumes, pools, lss, ioports, io_enclosures, hosts, host_ports, mappings and marrays,
 * read with a strict streaming JSON parser so that every element and every error carries its line and
 * column, and mapped to the storage-side model records. Nothing else belongs here.
 */
package io.zlayout.input.rest;
