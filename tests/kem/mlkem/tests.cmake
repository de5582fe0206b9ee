# ML-KEM / Kyber round 3 and the Kyber-ring NTTs.
add_executable(mlkem_vector_helper tests/kem/mlkem/mlkem_vector_helper.c)
target_include_directories(mlkem_vector_helper PRIVATE ${CMAKE_SOURCE_DIR}/src ${CMAKE_SOURCE_DIR}/tests)
target_link_libraries(mlkem_vector_helper PRIVATE pqpoly)
# Natively and with PQPOLY_IMPL=portable (the helper maps it).
pqpoly_add_py_test_both_paths(mlkem_vectors ${CMAKE_SOURCE_DIR}/tests/kem/mlkem/test_mlkem_vectors.py
                              $<TARGET_FILE:mlkem_vector_helper>)
# Compression/encodings for both (du, dv) pairs: poly.c compiled into the test
# under a private set name.
foreach(spec "2;10" "4;11")
  list(GET spec 0 k)
  pqpoly_add_c_test(mlkem_poly_k${k} tests/kem/mlkem/test_mlkem_poly.c src/kem/mlkem/poly.c)
  target_compile_definitions(mlkem_poly_k${k} PRIVATE PQPOLY_MLKEM_SET=polytest${k}
                             PQPOLY_MLKEM_K=${k} PQPOLY_MLKEM_FIPS203=1)
  target_include_directories(mlkem_poly_k${k} PRIVATE ${CMAKE_SOURCE_DIR}/src/kem/mlkem)
endforeach()
# The KEM hot paths of the kyber backends (src/ring/kyber/backend.h) against the
# portable kernels (src/ring/kyber/kernels.h).
pqpoly_add_c_test(mlkem_kernels tests/kem/mlkem/test_mlkem_kernels.c)
