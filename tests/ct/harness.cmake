# The constant-time harness, built in a -DPQPOLY_CT_VALGRIND=ON configuration
# (tests/ct/run_ct.py configures one per compiler and optimization level).
add_executable(ct_kem ${CMAKE_SOURCE_DIR}/tests/ct/ct_kem.c)
target_include_directories(ct_kem PRIVATE ${CMAKE_SOURCE_DIR}/src ${CMAKE_SOURCE_DIR}/tests)
target_link_libraries(ct_kem PRIVATE pqpoly)
