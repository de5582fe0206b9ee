pqpoly_add_py_test(oracle_self ${CMAKE_SOURCE_DIR}/tests/oracle/test_oracle_self.py)
pqpoly_add_py_test(mul_vs_oracle ${CMAKE_SOURCE_DIR}/tests/oracle/test_mul_oracle.py)
# NTRU Prime's kernel tables (src/ring/ntrup/backend.h), every implementation
# this CPU runs, against the Python model of the specification
# (ntrup_oracle.py) through a driver linked against the internal tables.
add_executable(ntrup_kernels_driver ${CMAKE_SOURCE_DIR}/tests/oracle/ntrup_kernels_driver.c)
target_include_directories(ntrup_kernels_driver PRIVATE ${CMAKE_SOURCE_DIR}/src ${CMAKE_SOURCE_DIR}/tests)
target_link_libraries(ntrup_kernels_driver PRIVATE pqpoly)
pqpoly_add_py_test(ntrup_kernels_vs_oracle ${CMAKE_SOURCE_DIR}/tests/oracle/test_ntrup_kernels_oracle.py
                   $<TARGET_FILE:ntrup_kernels_driver>)
