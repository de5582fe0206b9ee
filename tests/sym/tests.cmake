# Symmetric primitives (src/sym): each checked against an outside reference.
pqpoly_add_c_test(sym_drbg ${CMAKE_SOURCE_DIR}/tests/sym/test_drbg.c)
pqpoly_add_c_test(sym_sha2_aes ${CMAKE_SOURCE_DIR}/tests/sym/test_sha2_aes.c)
# This test compares with OpenSSL's own SHA-3 and SHAKE, so it includes OpenSSL headers.
pqpoly_add_c_test(sym_fips202 ${CMAKE_SOURCE_DIR}/tests/sym/test_fips202.c)
target_link_libraries(sym_fips202 PRIVATE OpenSSL::Crypto)
# ChaCha20 on both paths (portable and AVX2 block functions); OpenSSL is its reference.
pqpoly_add_c_test_both_paths(sym_chacha20 ${CMAKE_SOURCE_DIR}/tests/sym/test_chacha20.c)
target_link_libraries(sym_chacha20 PRIVATE OpenSSL::Crypto)
pqpoly_add_c_test(sym_random ${CMAKE_SOURCE_DIR}/tests/sym/test_random.c)
# Constant-time probe: secrets marked undefined, run under valgrind memcheck.
include(CheckIncludeFile)
check_include_file(valgrind/memcheck.h PQPOLY_HAVE_MEMCHECK_H)
find_program(PQPOLY_VALGRIND valgrind)
if(PQPOLY_HAVE_MEMCHECK_H AND PQPOLY_VALGRIND)
  add_executable(sym_ct_probe ${CMAKE_SOURCE_DIR}/tests/sym/ct_sym.c)
  target_include_directories(sym_ct_probe PRIVATE ${CMAKE_SOURCE_DIR}/src ${CMAKE_SOURCE_DIR}/tests)
  target_link_libraries(sym_ct_probe PRIVATE pqpoly)
  add_test(NAME sym_constant_time
           COMMAND ${PQPOLY_VALGRIND} -q --error-exitcode=1 --track-origins=yes
                   $<TARGET_FILE:sym_ct_probe>)
endif()
# A configuration without the OpenSSL headers fails early, naming the package.
add_test(NAME sym_configure_without_openssl
         COMMAND ${CMAKE_SOURCE_DIR}/tests/sym/configure_without_openssl.sh ${CMAKE_SOURCE_DIR}
                 ${CMAKE_BINARY_DIR}/no-openssl-configure)
pqpoly_add_c_test_both_paths(sym_fips202x4 ${CMAKE_SOURCE_DIR}/tests/sym/test_fips202x4.c)
