pqpoly_add_c_test_both_paths(kem_roundtrip ${CMAKE_SOURCE_DIR}/tests/kem/test_kem_roundtrip.c)
pqpoly_add_c_test(kem_contract ${CMAKE_SOURCE_DIR}/tests/kem/test_kem_contract.c)
pqpoly_add_c_test_both_paths(kem_wipe ${CMAKE_SOURCE_DIR}/tests/kem/test_kem_wipe.c)
# One folder per KEM family.
file(GLOB PQPOLY_KEM_FAMILY_TESTS CONFIGURE_DEPENDS ${CMAKE_CURRENT_LIST_DIR}/*/tests.cmake)
list(SORT PQPOLY_KEM_FAMILY_TESTS)
foreach(f ${PQPOLY_KEM_FAMILY_TESTS})
  include(${f})
endforeach()
