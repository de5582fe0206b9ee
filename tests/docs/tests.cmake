pqpoly_add_py_test(citations ${CMAKE_SOURCE_DIR}/tests/docs/test_citations.py)
