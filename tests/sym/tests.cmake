# Symmetric primitives (src/sym): each checked against an outside reference.
pqpoly_add_c_test(sym_drbg ${CMAKE_SOURCE_DIR}/tests/sym/test_drbg.c)
pqpoly_add_c_test(sym_sha2_aes ${CMAKE_SOURCE_DIR}/tests/sym/test_sha2_aes.c)
