# The building blocks of src/ntt: radix-2/3 and mixed-radix transforms against
# their inverses and a direct evaluation, and the NTRU Prime transforms over Z_q
# (schonhage-nussbaumer, gsb, grb, rader1530) inverse after forward.
pqpoly_add_c_test(ntt_roundtrip ${CMAKE_SOURCE_DIR}/tests/ntt/test_ntt_roundtrip.c
                  ${CMAKE_SOURCE_DIR}/tests/ntt/test_mixed.c)
pqpoly_add_c_test(ntrup_fft_roundtrip ${CMAKE_SOURCE_DIR}/tests/ntt/test_ntrup_fft_roundtrip.c)
pqpoly_add_c_test(newhope_ntt ${CMAKE_SOURCE_DIR}/tests/ntt/test_newhope_ntt.c)
