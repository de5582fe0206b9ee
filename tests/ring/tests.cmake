pqpoly_add_c_test(ring_contract ${CMAKE_SOURCE_DIR}/tests/ring/test_ring_contract.c)
