pqpoly_add_c_test(kem_roundtrip ${CMAKE_SOURCE_DIR}/tests/kem/test_kem_roundtrip.c)
