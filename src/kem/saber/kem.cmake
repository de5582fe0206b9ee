# Saber round 3 (LightSaber, Saber, FireSaber): one source tree compiled per
# set with its name, module rank l (its row of src/params/saber.h) and the
# header line of its NIST KAT file.  The hot paths it calls are the saber
# family's backends (src/ring/saber, compiled once by its ring.cmake).
set(PQPOLY_SABER_SOURCES
    ${CMAKE_CURRENT_LIST_DIR}/kem.c
    ${CMAKE_CURRENT_LIST_DIR}/indcpa.c
    ${CMAKE_CURRENT_LIST_DIR}/poly.c
    ${CMAKE_CURRENT_LIST_DIR}/mult.c
    ${CMAKE_CURRENT_LIST_DIR}/sponges.c)
foreach(spec "lightsaber;2;LightSaber" "saber;3;Saber" "firesaber;4;FireSaber")
  list(GET spec 0 set)
  list(GET spec 1 l)
  list(GET spec 2 katname)
  add_library(pqpoly_kem_${set} OBJECT ${PQPOLY_SABER_SOURCES})
  target_compile_definitions(pqpoly_kem_${set} PRIVATE PQPOLY_SABER_SET=${set}
                             PQPOLY_SABER_L=${l} "PQPOLY_SABER_KAT_NAME=\"${katname}\"")
  target_include_directories(pqpoly_kem_${set} PRIVATE ${CMAKE_SOURCE_DIR}/include
                             ${CMAKE_SOURCE_DIR}/src ${CMAKE_CURRENT_LIST_DIR})
  list(APPEND PQPOLY_KEM_OBJECTS pqpoly_kem_${set})
endforeach()

