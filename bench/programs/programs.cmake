# Stand-alone timing programs (run by hand, not tests): build/ntrup_fft_bench,
# build/ntrup_fft_stages, build/arith_bench, build/sym_speed_keccak,
# build/kyber_stages, build/mul_impl_bench (vector multiplier rows against
# portable ones, interleaved),
# build/ntrup_kernels_bench, build/ntrup_kem_bench, build/rand_bench.
set(PQPOLY_BENCH_PROGRAMS ${CMAKE_CURRENT_LIST_DIR})
add_executable(arith_bench ${PQPOLY_BENCH_PROGRAMS}/arith_bench.c)
target_include_directories(arith_bench PRIVATE ${CMAKE_SOURCE_DIR}/src)
add_executable(sym_speed_keccak ${PQPOLY_BENCH_PROGRAMS}/speed_keccak.c)
target_include_directories(sym_speed_keccak PRIVATE ${CMAKE_SOURCE_DIR}/src ${CMAKE_SOURCE_DIR}/tests)
target_link_libraries(sym_speed_keccak PRIVATE pqpoly)
if(CMAKE_SYSTEM_PROCESSOR MATCHES "x86_64|AMD64")
  add_executable(ntrup_fft_bench ${PQPOLY_BENCH_PROGRAMS}/ntrup_fft_bench.c)
  target_link_libraries(ntrup_fft_bench PRIVATE pqpoly)
  add_executable(ntrup_fft_stages ${PQPOLY_BENCH_PROGRAMS}/ntrup_fft_stages.c)
  target_include_directories(ntrup_fft_stages PRIVATE ${CMAKE_SOURCE_DIR}/include ${CMAKE_SOURCE_DIR}/src)
  # Only what the included sources do not define (pqpoly_memzero, the generated
  # tables of src/ntt/tables) comes from the archive.
  target_link_libraries(ntrup_fft_stages PRIVATE pqpoly)
  # build/mlkem_expanded_bench: Decaps in the NIST and the expanded-key form.
  add_executable(mlkem_expanded_bench ${PQPOLY_BENCH_PROGRAMS}/mlkem_expanded_bench.c)
  target_link_libraries(mlkem_expanded_bench PRIVATE pqpoly)
  add_executable(kyber_stages ${PQPOLY_BENCH_PROGRAMS}/kyber_stages.c)
  target_include_directories(kyber_stages PRIVATE ${CMAKE_SOURCE_DIR}/include ${CMAKE_SOURCE_DIR}/src)
  target_link_libraries(kyber_stages PRIVATE pqpoly)
endif()
# build/newhope_ntt_bench: the three NewHope-ring NTT entries, interleaved.
add_executable(newhope_ntt_bench ${PQPOLY_BENCH_PROGRAMS}/newhope_ntt_bench.c)
target_include_directories(newhope_ntt_bench PRIVATE ${CMAKE_SOURCE_DIR}/include ${CMAKE_SOURCE_DIR})
target_link_libraries(newhope_ntt_bench PRIVATE pqpoly pqpoly_bench)
if(CMAKE_SYSTEM_PROCESSOR MATCHES "x86_64|AMD64")
  add_executable(mul_impl_bench ${PQPOLY_BENCH_PROGRAMS}/mul_impl_bench.c)
  target_link_libraries(mul_impl_bench PRIVATE pqpoly)
  add_executable(ntrup_kernels_bench ${PQPOLY_BENCH_PROGRAMS}/ntrup_kernels_bench.c)
  target_include_directories(ntrup_kernels_bench PRIVATE ${CMAKE_SOURCE_DIR}/src)
  target_link_libraries(ntrup_kernels_bench PRIVATE pqpoly_bench)
  add_executable(ntrup_kem_bench ${PQPOLY_BENCH_PROGRAMS}/ntrup_kem_bench.c)
  target_link_libraries(ntrup_kem_bench PRIVATE pqpoly_bench)
  # build/nttru_kem_bench: NTTRU per operation, native and portable
  # interleaved, beside the reference AVX2 code's figures.
  add_executable(nttru_kem_bench ${PQPOLY_BENCH_PROGRAMS}/nttru_kem_bench.c)
  target_link_libraries(nttru_kem_bench PRIVATE pqpoly_bench)
  add_executable(rand_bench ${PQPOLY_BENCH_PROGRAMS}/rand_bench.c)
  target_link_libraries(rand_bench PRIVATE pqpoly_bench OpenSSL::Crypto)
endif()
# build/newhope_kem_bench: newhope-usenix keypair/enc/dec, interleaved, in TSC
# ticks and core cycles beside [ADPS16].
add_executable(newhope_kem_bench ${PQPOLY_BENCH_PROGRAMS}/newhope_kem_bench.c)
target_include_directories(newhope_kem_bench PRIVATE ${CMAKE_SOURCE_DIR}/include ${CMAKE_SOURCE_DIR})
target_link_libraries(newhope_kem_bench PRIVATE pqpoly pqpoly_bench)
