/* Registered KEMs, in display order: one PQPOLY_KEM_ENTRY(name) line each. */
