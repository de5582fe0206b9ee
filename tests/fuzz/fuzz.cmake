# libFuzzer harnesses (tests/fuzz/README.md).  Included from the top-level
# CMakeLists.txt before any target is defined: the sanitizer and coverage
# flags must reach the library's objects, not only the harnesses.
if(NOT CMAKE_C_COMPILER_ID MATCHES "Clang")
  message(FATAL_ERROR "PQPOLY_FUZZ needs clang (libFuzzer); configure with CC=clang "
                      "(the compiler is ${CMAKE_C_COMPILER_ID} ${CMAKE_C_COMPILER}).")
endif()
# Everything gets coverage counters and the sanitizers; only the harnesses
# link libFuzzer's main().
# PQPOLY_FUZZ_SANITIZERS=undefined drops ASan for a throughput campaign.
set(PQPOLY_FUZZ_SANITIZERS "address,undefined" CACHE STRING "Sanitizers of the fuzz build")
add_compile_options(-fsanitize=fuzzer-no-link,${PQPOLY_FUZZ_SANITIZERS} -fno-sanitize-recover=all
                    -fno-omit-frame-pointer)
add_link_options(-fsanitize=${PQPOLY_FUZZ_SANITIZERS})
# Comparison tracing (part of fuzzer-no-link) makes the KEMs 4-5x slower and
# buys little in the library: its code is constant time, so the traced
# comparisons are loop counters, not input bytes.  Off there by default; the
# harnesses and the tool code compiled into them keep it.
option(PQPOLY_FUZZ_TRACE_CMP "Trace comparisons in the library too (slower)" OFF)
if(NOT PQPOLY_FUZZ_TRACE_CMP)
  add_compile_options(-fno-sanitize-coverage=trace-cmp)
endif()

# Linking against `pqpoly` before it is defined is fine: names resolve at generate time.
function(pqpoly_add_fuzzer name)
  add_executable(${name} ${CMAKE_SOURCE_DIR}/tests/fuzz/${name}.c ${ARGN})
  target_include_directories(${name} PRIVATE ${CMAKE_SOURCE_DIR}/src ${CMAKE_SOURCE_DIR}/tests/fuzz)
  target_link_libraries(${name} PRIVATE pqpoly)
  target_compile_options(${name} PRIVATE -fsanitize-coverage=trace-cmp)
  target_link_options(${name} PRIVATE -fsanitize=fuzzer)
endfunction()

pqpoly_add_fuzzer(fuzz_kem_dec)
pqpoly_add_fuzzer(fuzz_kem_enc)
pqpoly_add_fuzzer(fuzz_mul)
pqpoly_add_fuzzer(fuzz_ntrup_codec)
# The tool's `kem` verb, without the tool's main() (the harness supplies tool_error).
pqpoly_add_fuzzer(fuzz_kem_files ${CMAKE_SOURCE_DIR}/tools/pqpoly/cmd_kem.c)
target_include_directories(fuzz_kem_files PRIVATE ${CMAKE_SOURCE_DIR}/tools/pqpoly)
add_custom_target(fuzzers DEPENDS fuzz_kem_dec fuzz_kem_enc fuzz_mul fuzz_kem_files fuzz_ntrup_codec)
