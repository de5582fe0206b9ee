# libFuzzer smoke: its own clang build with -DPQPOLY_FUZZ=ON, a few seconds
# per harness (tests/fuzz/README.md); SKIPPED without clang or libFuzzer.
add_test(NAME fuzz_smoke
         COMMAND ${CMAKE_SOURCE_DIR}/tests/fuzz/run_fuzz_smoke.sh ${CMAKE_SOURCE_DIR}
                 ${CMAKE_BINARY_DIR}/fuzz-build)
# Its own library build is most of its time: on a loaded machine that alone
# has passed 600 s, so the limit is the other rebuilding tests'.
set_tests_properties(fuzz_smoke PROPERTIES SKIP_RETURN_CODE 77 TIMEOUT 1500)
