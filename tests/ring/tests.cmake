pqpoly_add_c_test(ring_contract ${CMAKE_SOURCE_DIR}/tests/ring/test_ring_contract.c)
# The run-time choice API (include/pqpoly/impl.h): classes, forced multipliers.
pqpoly_add_c_test(ring_select ${CMAKE_SOURCE_DIR}/tests/ring/test_select.c)
