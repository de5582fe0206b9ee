# Range proofs of the modular-arithmetic layer (src/arith/): exhaustive over
# 16-bit inputs, boundary + random for 32-bit ones.  Built at -O3: the sweeps
# run billions of checks and the suite must stay fast.
foreach(t montgomery barrett kred plantard)
  pqpoly_add_c_test(arith_${t} ${CMAKE_CURRENT_LIST_DIR}/test_${t}.c)
  target_compile_options(arith_${t} PRIVATE -O3)
endforeach()
