pqpoly_add_c_test(ring_contract ${CMAKE_SOURCE_DIR}/tests/ring/test_ring_contract.c)
# The run-time choice API (include/pqpoly/impl.h): classes, forced multipliers.
pqpoly_add_c_test(ring_select ${CMAKE_SOURCE_DIR}/tests/ring/test_select.c)
# The Kyber-ring NTT backends (src/ntt/kyber, src/mul/kyber_ntt_*.c): every arithmetic against
# schoolbook, and each entry's NTT-domain stages against its backend.
pqpoly_add_c_test(kyber_ntt ${CMAKE_SOURCE_DIR}/tests/ring/test_kyber_ntt.c)
# The NTTRU-ring backends (src/ring/nttru/backend.h): residues, inverse, base
# products and inversion against plain integer arithmetic, and the entries' stages.
pqpoly_add_c_test(nttru_ntt ${CMAKE_SOURCE_DIR}/tests/ring/test_nttru_ntt.c)
