# The layer rule of DESIGN.md: no #include from a lower layer of src/ into a higher one.
pqpoly_add_py_test(layers ${CMAKE_SOURCE_DIR}/tests/layers/test_layers.py)
