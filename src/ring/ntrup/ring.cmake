# NTRU Prime's backends (backend.h): the portable sort, inverses, encodings,
# Round and weight check, the portable row and the picker, one object library
# per parameter set compiled from the same sources with -DPQPOLY_PARAMS_<SET>,
# plus one object library of the parameter-independent parts (sorting
# network, mixed-radix codec, the list of every row).  Vector rows
# (src/ring/ntrup/avx2/*.c, see backend_list.h) are compiled for every set
# into a second object library with the instruction set's flags.  The KEM
# (src/kem/ntruprime/kem.cmake) calls the kernels and products only through
# the backend it picks.
set(NTRUP_RING_DIR ${CMAKE_SOURCE_DIR}/src/ring/ntrup)
add_library(pqpoly_ntrup_kernels_common OBJECT ${NTRUP_RING_DIR}/sort.c ${NTRUP_RING_DIR}/encode.c
            ${NTRUP_RING_DIR}/backend_rows.c)
target_include_directories(pqpoly_ntrup_kernels_common PRIVATE ${CMAKE_SOURCE_DIR}/include
                           ${CMAKE_SOURCE_DIR}/src)
list(APPEND PQPOLY_RING_OBJECTS pqpoly_ntrup_kernels_common)

# recip.c serves NTRU LPRime too: its rows are complete (every kernel
# non-NULL), although the scheme itself inverts nothing.
set(NTRUP_KERNEL_SOURCES ${NTRUP_RING_DIR}/codec.c ${NTRUP_RING_DIR}/recip.c ${NTRUP_RING_DIR}/round.c
    ${NTRUP_RING_DIR}/mod3.c ${NTRUP_RING_DIR}/weight.c ${NTRUP_RING_DIR}/backends.c)
# lpr.c (NTRU LPRime's Top and Right steps) and its vector twins serve the
# NTRU LPRime sets only.
set(NTRUP_LPR_SOURCES ${NTRUP_RING_DIR}/lpr.c)
set(NTRUP_AVX2_SOURCES "")
pqpoly_isa_enabled(x86-avx2 NTRUP_HAVE_AVX2)
if(NTRUP_HAVE_AVX2)
  file(GLOB NTRUP_AVX2_SOURCES CONFIGURE_DEPENDS ${NTRUP_RING_DIR}/avx2/*.c)
  if(NTRUP_AVX2_SOURCES)
    set(NTRUP_AVX2_LPR_SOURCES ${NTRUP_AVX2_SOURCES})
    list(FILTER NTRUP_AVX2_LPR_SOURCES INCLUDE REGEX "/lpr[^/]*\\.c$")
    list(FILTER NTRUP_AVX2_SOURCES EXCLUDE REGEX "/lpr[^/]*\\.c$")
  endif()
endif()
# Twelve sets times a dozen files made these kernels half of the library's
# compile time (every vector file parses immintrin.h again), and make test
# builds the library ten times: so each set's portable files and each set's
# vector files are compiled as one translation unit (a unity build; the files
# stay separate in the tree and define no clashing names), the vector one with
# the instruction set's flags on the whole object library.
function(pqpoly_ntrup_kernel_objects name set_define)
  add_library(${name} OBJECT ${ARGN})
  target_compile_definitions(${name} PRIVATE ${set_define})
  target_include_directories(${name} PRIVATE ${CMAKE_SOURCE_DIR}/include ${CMAKE_SOURCE_DIR}/src)
  set_target_properties(${name} PROPERTIES UNITY_BUILD ON UNITY_BUILD_BATCH_SIZE 0)
  set(PQPOLY_RING_OBJECTS ${PQPOLY_RING_OBJECTS} ${name} PARENT_SCOPE)
endfunction()
foreach(p 653 761 857 953 1013 1277)
  foreach(fam sntrup ntrulpr)
    string(TOUPPER ${fam}${p} upper)
    set(sources ${NTRUP_KERNEL_SOURCES})
    set(avx2_sources ${NTRUP_AVX2_SOURCES})
    if(fam STREQUAL "ntrulpr")
      list(APPEND sources ${NTRUP_LPR_SOURCES})
      list(APPEND avx2_sources ${NTRUP_AVX2_LPR_SOURCES})
    endif()
    pqpoly_ntrup_kernel_objects(pqpoly_ntrup_kernels_${fam}${p} PQPOLY_PARAMS_${upper} ${sources})
    if(avx2_sources)
      pqpoly_ntrup_kernel_objects(pqpoly_ntrup_kernels_avx2_${fam}${p} PQPOLY_PARAMS_${upper} ${avx2_sources})
      pqpoly_isa_target(pqpoly_ntrup_kernels_avx2_${fam}${p} x86-avx2)
    endif()
  endforeach()
endforeach()
