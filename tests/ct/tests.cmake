# Constant-time checks: the valgrind harness over every registered KEM (four
# separate builds, see run_ct.py) and the scan of the object code for division
# instructions, each with a self-test proving it can fail.
add_library(div_planted OBJECT ${CMAKE_SOURCE_DIR}/tests/ct/planted_div.c)
add_test(NAME div_scan_selftest
         COMMAND ${Python3_EXECUTABLE} ${CMAKE_SOURCE_DIR}/tests/ct/div_scan.py
                 --planted $<TARGET_OBJECTS:div_planted>)
add_test(NAME div_scan COMMAND ${Python3_EXECUTABLE} ${CMAKE_SOURCE_DIR}/tests/ct/div_scan.py
                 ${CMAKE_BINARY_DIR})
add_test(NAME ct_valgrind COMMAND ${Python3_EXECUTABLE} ${CMAKE_SOURCE_DIR}/tests/ct/run_ct.py
                 ${CMAKE_SOURCE_DIR} ${CMAKE_BINARY_DIR}/ct)
set_tests_properties(div_scan_selftest div_scan ct_valgrind PROPERTIES SKIP_RETURN_CODE 77)
# Four builds and ~60 valgrind runs, measured on the shared 2-core machine: 7.5 min with the
# builds already done, about 10 min from scratch at moderate load, 23 min at load average 20.
set_tests_properties(ct_valgrind PROPERTIES TIMEOUT 5400)
