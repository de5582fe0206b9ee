pqpoly_add_c_test(ntt_roundtrip ${CMAKE_SOURCE_DIR}/tests/ntt/test_ntt_roundtrip.c
                  ${CMAKE_SOURCE_DIR}/tests/ntt/test_mixed.c)
# NTRU Prime transforms over Z_q (schonhage-nussbaumer, gsb, grb, rader1530).
pqpoly_add_c_test(ntrup_fft_roundtrip ${CMAKE_SOURCE_DIR}/tests/ntt/test_ntrup_fft_roundtrip.c)
# Cycle counts of the entries and their stages (run by hand; not a test).
if(CMAKE_SYSTEM_PROCESSOR MATCHES "x86_64|AMD64")
  add_executable(ntrup_fft_bench ${CMAKE_SOURCE_DIR}/tests/ntt/ntrup_fft_bench.c)
  target_link_libraries(ntrup_fft_bench PRIVATE pqpoly)
endif()
pqpoly_add_py_test(ntrup_fft_kat ${CMAKE_SOURCE_DIR}/tests/ntt/test_ntrup_fft_kat.py)
if(CMAKE_SYSTEM_PROCESSOR MATCHES "x86_64|AMD64")
  add_executable(ntrup_fft_stages ${CMAKE_SOURCE_DIR}/tests/ntt/ntrup_fft_stages.c)
  target_include_directories(ntrup_fft_stages PRIVATE ${CMAKE_SOURCE_DIR}/include ${CMAKE_SOURCE_DIR}/src)
  # Only what the included sources do not define (pqpoly_memzero) comes from the archive.
  target_link_libraries(ntrup_fft_stages PRIVATE pqpoly)
endif()
