# NTRU Prime round 3: one object library per parameter set, compiled from the
# shared sources with -DPQPOLY_PARAMS_<SET>, plus one object library of the
# parameter-independent parts (sorting network, mixed-radix codec, the
# test-only randomness switch, the list of kernel tables).  Vector kernel
# tables (src/kem/ntruprime/avx2/*.c, see kernel_list.h) are compiled into
# every set with the instruction set's flags.
set(NTRUP_DIR ${CMAKE_SOURCE_DIR}/src/kem/ntruprime)
add_library(pqpoly_ntruprime_common OBJECT ${NTRUP_DIR}/sort.c ${NTRUP_DIR}/encode.c
            ${NTRUP_DIR}/split.c ${NTRUP_DIR}/kernel_registry.c)
target_include_directories(pqpoly_ntruprime_common PRIVATE ${CMAKE_SOURCE_DIR}/include ${CMAKE_SOURCE_DIR}/src)
list(APPEND PQPOLY_KEM_OBJECTS pqpoly_ntruprime_common)

# recip.c serves NTRU LPRime too: its kernel tables are complete (every
# member non-NULL), although the scheme itself inverts nothing.
set(NTRUP_SHARED_SOURCES ${NTRUP_DIR}/poly.c ${NTRUP_DIR}/codec.c ${NTRUP_DIR}/mult.c
    ${NTRUP_DIR}/hash.c ${NTRUP_DIR}/desc.c ${NTRUP_DIR}/kernels.c ${NTRUP_DIR}/recip.c)
set(NTRUP_KERNEL_DEFS "")
if(PQPOLY_X86_AVX2)
  file(GLOB NTRUP_AVX2_SOURCES CONFIGURE_DEPENDS ${NTRUP_DIR}/avx2/*.c)
  if(NTRUP_AVX2_SOURCES)
    set_source_files_properties(${NTRUP_AVX2_SOURCES} PROPERTIES COMPILE_OPTIONS "-mavx2")
    list(APPEND NTRUP_SHARED_SOURCES ${NTRUP_AVX2_SOURCES})
    list(APPEND NTRUP_KERNEL_DEFS PQPOLY_NTRUP_KERNELS_AVX2=1)
  endif()
endif()
foreach(p 653 761 857 953 1013 1277)
  foreach(fam sntrup ntrulpr)
    string(TOUPPER ${fam}${p} upper)
    if(fam STREQUAL "sntrup")
      set(srcs ${NTRUP_SHARED_SOURCES} ${NTRUP_DIR}/sntrup.c)
    else()
      set(srcs ${NTRUP_SHARED_SOURCES} ${NTRUP_DIR}/lpr.c ${NTRUP_DIR}/ntrulpr.c)
    endif()
    add_library(pqpoly_${fam}${p} OBJECT ${srcs})
    target_compile_definitions(pqpoly_${fam}${p} PRIVATE PQPOLY_PARAMS_${upper} ${NTRUP_KERNEL_DEFS})
    target_include_directories(pqpoly_${fam}${p} PRIVATE ${CMAKE_SOURCE_DIR}/include ${CMAKE_SOURCE_DIR}/src)
    target_link_libraries(pqpoly_${fam}${p} PRIVATE OpenSSL::Crypto)
    list(APPEND PQPOLY_KEM_OBJECTS pqpoly_${fam}${p})
  endforeach()
endforeach()
