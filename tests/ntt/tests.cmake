pqpoly_add_c_test(ntt_roundtrip ${CMAKE_SOURCE_DIR}/tests/ntt/test_ntt_roundtrip.c
                  ${CMAKE_SOURCE_DIR}/tests/ntt/test_mixed.c)
