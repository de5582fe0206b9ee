pqpoly_add_py_test(tables_up_to_date ${CMAKE_SOURCE_DIR}/tools/gen_tables.py --check)
