# NTRU Prime (sntrup*, ntrulpr*) tests.
pqpoly_add_c_test(ntruprime_kat ${CMAKE_SOURCE_DIR}/tests/ntruprime/test_ntruprime_kat.c)
target_link_libraries(ntruprime_kat PRIVATE OpenSSL::Crypto)
pqpoly_add_c_test(ntruprime_rsp_dec ${CMAKE_SOURCE_DIR}/tests/ntruprime/test_ntruprime_rsp.c)
target_link_libraries(ntruprime_rsp_dec PRIVATE OpenSSL::Crypto)
