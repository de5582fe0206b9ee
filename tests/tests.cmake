# Test registration.  Each area keeps its own tests/<area>/tests.cmake; they
# are included here in name order.  Helpers: pqpoly_add_c_test(name sources...)
# builds a C test linked against the static library and registers it.
set(PQPOLY_VECTORS_DIR ${CMAKE_SOURCE_DIR}/../shared/vectors CACHE PATH
    "Official test vectors (tests needing them say SKIPPED when absent)")
find_package(Python3 COMPONENTS Interpreter REQUIRED)

function(pqpoly_add_c_test name)
  add_executable(${name} ${ARGN})
  target_include_directories(${name} PRIVATE ${CMAKE_SOURCE_DIR}/src ${CMAKE_SOURCE_DIR}/tests)
  target_link_libraries(${name} PRIVATE pqpoly)
  add_test(NAME ${name} COMMAND ${name} WORKING_DIRECTORY ${CMAKE_SOURCE_DIR})
  # Exit code 77 means the test could not run here (missing vectors/tool).
  set_tests_properties(${name} PROPERTIES SKIP_RETURN_CODE 77
                       ENVIRONMENT "PQPOLY_VECTORS=${PQPOLY_VECTORS_DIR}")
endfunction()

function(pqpoly_add_py_test name script)
  add_test(NAME ${name} COMMAND ${Python3_EXECUTABLE} ${script} ${ARGN}
           WORKING_DIRECTORY ${CMAKE_SOURCE_DIR})
  set_tests_properties(${name} PROPERTIES SKIP_RETURN_CODE 77
                       ENVIRONMENT "PQPOLY_TOOL=$<TARGET_FILE:pqpoly_tool>;PQPOLY_VECTORS=${PQPOLY_VECTORS_DIR}")
endfunction()

# pqpoly_add_test_both_paths(NAME COMMAND cmd... [ENVIRONMENT VAR=value...]
#                            [TIMEOUT seconds])
# registers a test twice: NAME on the default path (the best implementations
# this CPU runs) and NAME_portable with PQPOLY_IMPL=portable added to its
# environment (pqpoly_set_impl("portable"): the C test programs map it through
# tests/common/env_select.h, the pqpoly tool in tools/pqpoly/main.c), so that
# a KAT holds on both paths.  Exit code 77 means SKIPPED.
function(pqpoly_add_test_both_paths name)
  cmake_parse_arguments(T "" "TIMEOUT" "COMMAND;ENVIRONMENT" ${ARGN})
  foreach(variant default portable)
    set(test ${name})
    set(env ${T_ENVIRONMENT})
    if(variant STREQUAL "portable")
      set(test ${name}_portable)
      list(APPEND env PQPOLY_IMPL=portable)
    endif()
    add_test(NAME ${test} COMMAND ${T_COMMAND} WORKING_DIRECTORY ${CMAKE_SOURCE_DIR})
    set_tests_properties(${test} PROPERTIES SKIP_RETURN_CODE 77 ENVIRONMENT "${env}")
    if(T_TIMEOUT)
      set_tests_properties(${test} PROPERTIES TIMEOUT ${T_TIMEOUT})
    endif()
  endforeach()
endfunction()

# pqpoly_add_c_test, registered on both paths.
function(pqpoly_add_c_test_both_paths name)
  add_executable(${name} ${ARGN})
  target_include_directories(${name} PRIVATE ${CMAKE_SOURCE_DIR}/src ${CMAKE_SOURCE_DIR}/tests)
  target_link_libraries(${name} PRIVATE pqpoly)
  pqpoly_add_test_both_paths(${name} COMMAND ${name} ENVIRONMENT "PQPOLY_VECTORS=${PQPOLY_VECTORS_DIR}")
endfunction()

# pqpoly_add_py_test, registered on both paths.
function(pqpoly_add_py_test_both_paths name script)
  pqpoly_add_test_both_paths(${name} COMMAND ${Python3_EXECUTABLE} ${script} ${ARGN}
    ENVIRONMENT "PQPOLY_TOOL=$<TARGET_FILE:pqpoly_tool>" "PQPOLY_VECTORS=${PQPOLY_VECTORS_DIR}")
endfunction()

file(GLOB PQPOLY_TEST_CMAKE CONFIGURE_DEPENDS ${CMAKE_SOURCE_DIR}/tests/*/tests.cmake)
list(SORT PQPOLY_TEST_CMAKE)
foreach(f ${PQPOLY_TEST_CMAKE})
  include(${f})
endforeach()

# The tests that build the library again (ct, sanitizers, fuzz, the Python
# package) take minutes each; ctest starts tests in descending COST and a fresh
# build tree has no timing history, so name them here, longest first, and the
# short tests fill the cores around them instead of leaving a long tail.
set(PQPOLY_LONG_TESTS ct_valgrind sanitized_check sanitized_check_clang fuzz_smoke python_package
    sanitized_threads portable_only_build readme_install)
set(cost 1000)
foreach(t ${PQPOLY_LONG_TESTS})
  if(TEST ${t})
    set_tests_properties(${t} PROPERTIES COST ${cost})
  endif()
  math(EXPR cost "${cost} - 50")
endforeach()
