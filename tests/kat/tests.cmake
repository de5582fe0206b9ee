# KATs: the driver against the layout and seeds of a published file, and every
# registered KEM's KAT text against the published hashes and full files.
pqpoly_add_c_test(nistkat_driver ${CMAKE_SOURCE_DIR}/tests/kat/test_nistkat_driver.c)
# Natively and with PQPOLY_IMPL=portable.
pqpoly_add_py_test_both_paths(kat_vectors ${CMAKE_SOURCE_DIR}/tests/kat/test_kat.py)
set_tests_properties(kat_vectors kat_vectors_portable PROPERTIES TIMEOUT 1200)
