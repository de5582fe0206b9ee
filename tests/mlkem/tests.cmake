# ML-KEM / Kyber round 3 and the Kyber-ring NTTs.
pqpoly_add_c_test(kyber_ntt tests/mlkem/test_kyber_ntt.c)
add_executable(mlkem_vector_helper tests/mlkem/mlkem_vector_helper.c)
target_include_directories(mlkem_vector_helper PRIVATE ${CMAKE_SOURCE_DIR}/src)
target_link_libraries(mlkem_vector_helper PRIVATE pqpoly)
pqpoly_add_py_test(mlkem_vectors ${CMAKE_SOURCE_DIR}/tests/mlkem/test_mlkem_vectors.py
                   $<TARGET_FILE:mlkem_vector_helper>)
