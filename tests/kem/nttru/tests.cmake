# NTTRU: the reference code's first KAT entry under every NTT entry of ring nttru (natively and
# with PQPOLY_IMPL=portable), and the scheme's parts (sampler, encodings, retry, rejection).
pqpoly_add_py_test_both_paths(nttru_kat ${CMAKE_SOURCE_DIR}/tests/kem/nttru/test_nttru_kat.py)
pqpoly_add_c_test(nttru_parts ${CMAKE_SOURCE_DIR}/tests/kem/nttru/test_nttru_parts.c)
target_link_libraries(nttru_parts PRIVATE OpenSSL::Crypto)
