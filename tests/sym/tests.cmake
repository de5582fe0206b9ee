# Symmetric primitives (src/sym): each checked against an outside reference.
pqpoly_add_c_test(sym_drbg ${CMAKE_SOURCE_DIR}/tests/sym/test_drbg.c)
pqpoly_add_c_test(sym_sha2_aes ${CMAKE_SOURCE_DIR}/tests/sym/test_sha2_aes.c)
# This test compares with OpenSSL's own SHA-3 and SHAKE, so it includes OpenSSL headers.
pqpoly_add_c_test(sym_fips202 ${CMAKE_SOURCE_DIR}/tests/sym/test_fips202.c)
target_link_libraries(sym_fips202 PRIVATE OpenSSL::Crypto)
# Cycle counts for the report (not a test): build/sym_speed_keccak
add_executable(sym_speed_keccak ${CMAKE_SOURCE_DIR}/tests/sym/speed_keccak.c)
target_include_directories(sym_speed_keccak PRIVATE ${CMAKE_SOURCE_DIR}/src)
target_link_libraries(sym_speed_keccak PRIVATE pqpoly)
pqpoly_add_c_test(sym_chacha20 ${CMAKE_SOURCE_DIR}/tests/sym/test_chacha20.c)
pqpoly_add_c_test(sym_random ${CMAKE_SOURCE_DIR}/tests/sym/test_random.c)
