# NTRU Prime round 3: one object library per parameter set, compiled from the
# shared sources with -DPQPOLY_PARAMS_<SET>.  The kernels (sort, inverses,
# encodings, Round, weight) and the products are the ring layer's backend
# (src/ring/ntrup/ring.cmake, backend.h); the KEM calls them through the
# backend each operation picks.
set(NTRUP_DIR ${CMAKE_SOURCE_DIR}/src/kem/ntruprime)

set(NTRUP_SHARED_SOURCES ${NTRUP_DIR}/poly.c ${NTRUP_DIR}/mult.c ${NTRUP_DIR}/hash.c ${NTRUP_DIR}/desc.c)
foreach(p 653 761 857 953 1013 1277)
  foreach(fam sntrup ntrulpr)
    string(TOUPPER ${fam}${p} upper)
    if(fam STREQUAL "sntrup")
      set(srcs ${NTRUP_SHARED_SOURCES} ${NTRUP_DIR}/sntrup.c)
    else()
      set(srcs ${NTRUP_SHARED_SOURCES} ${NTRUP_DIR}/lpr.c ${NTRUP_DIR}/ntrulpr.c)
    endif()
    add_library(pqpoly_${fam}${p} OBJECT ${srcs})
    target_compile_definitions(pqpoly_${fam}${p} PRIVATE PQPOLY_PARAMS_${upper})
    target_include_directories(pqpoly_${fam}${p} PRIVATE ${CMAKE_SOURCE_DIR}/include ${CMAKE_SOURCE_DIR}/src)
    target_link_libraries(pqpoly_${fam}${p} PRIVATE OpenSSL::Crypto)
    list(APPEND PQPOLY_KEM_OBJECTS pqpoly_${fam}${p})
  endforeach()
endforeach()
