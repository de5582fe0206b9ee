# The implementation axis (src/common/pick.h, include/pqpoly/impl.h): the
# picker and lookups, every non-portable implementation (multipliers, NTRU
# Prime kernel tables, kyber backends, Keccak x4) against its portable twin, and that every
# implementation this CPU runs is run by some test (the others reported
# SKIPPED).  The KEM KATs run twice, natively and with PQPOLY_IMPL=portable
# (pqpoly_add_test_both_paths, tests/tests.cmake).
pqpoly_add_c_test(impl_pick ${CMAKE_SOURCE_DIR}/tests/impl/test_pick.c)
pqpoly_add_c_test(impl_twins ${CMAKE_SOURCE_DIR}/tests/impl/test_impl_twins.c
                  ${CMAKE_SOURCE_DIR}/tests/impl/worst_chains.c
                  ${CMAKE_SOURCE_DIR}/tests/impl/kyber_twins.c)
pqpoly_add_py_test(impl_coverage ${CMAKE_SOURCE_DIR}/tests/impl/test_impl_coverage.py
                   $<TARGET_FILE:impl_twins>)
