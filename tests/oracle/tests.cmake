pqpoly_add_py_test(oracle_self ${CMAKE_SOURCE_DIR}/tests/oracle/test_oracle_self.py)
pqpoly_add_py_test(mul_vs_oracle ${CMAKE_SOURCE_DIR}/tests/oracle/test_mul_oracle.py)
