# The C example in README.md compiles and runs as written.
add_test(NAME readme_example
         COMMAND ${Python3_EXECUTABLE} ${CMAKE_SOURCE_DIR}/tests/readme/test_readme_example.py
                 ${CMAKE_C_COMPILER} ${CMAKE_SOURCE_DIR}/include $<TARGET_FILE:pqpoly>
                 ${OPENSSL_CRYPTO_LIBRARY} ${CMAKE_BINARY_DIR}/readme-example
         WORKING_DIRECTORY ${CMAKE_SOURCE_DIR})
# The install recipe of README.md, run as written into a temporary HOME.
add_test(NAME readme_install
         COMMAND ${Python3_EXECUTABLE} ${CMAKE_SOURCE_DIR}/tests/readme/test_readme_install.py
                 ${CMAKE_BINARY_DIR}
         WORKING_DIRECTORY ${CMAKE_SOURCE_DIR})
set_tests_properties(readme_install PROPERTIES SKIP_RETURN_CODE 77 TIMEOUT 600)
