# The pqpoly tool's own safety and error contracts (tools/pqpoly/).
pqpoly_add_py_test(kem_cli_safety ${CMAKE_SOURCE_DIR}/tests/tool/test_kem_cli_safety.py)
pqpoly_add_py_test(mul_stream ${CMAKE_SOURCE_DIR}/tests/tool/test_mul_stream.py)
pqpoly_add_py_test(tool_cli_errors ${CMAKE_SOURCE_DIR}/tests/tool/test_cli_errors.py)
pqpoly_add_py_test(tool_env_select ${CMAKE_SOURCE_DIR}/tests/tool/test_env_select.py)
