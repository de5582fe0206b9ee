# The Python package: pip install ./python into a venv in the build tree, then
# its pytest suite (SKIPPED when the venv module or the build tools cannot be
# had).  The first run builds the library once more for the wheel.
add_test(NAME python_package
         COMMAND ${Python3_EXECUTABLE} ${CMAKE_SOURCE_DIR}/tests/python/test_python_package.py
                 ${CMAKE_BINARY_DIR}/python-package
         WORKING_DIRECTORY ${CMAKE_SOURCE_DIR})
set_tests_properties(python_package PROPERTIES SKIP_RETURN_CODE 77 TIMEOUT 1500
                     ENVIRONMENT "PQPOLY_VECTORS=${PQPOLY_VECTORS_DIR}")
