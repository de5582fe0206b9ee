# The nttru family (backend.h): the portable backends, their hot paths, the
# registry rows and the picker in the library's object library; the AVX2
# backends (avx2/) for x86-avx2.
set(NTTRU_RING_DIR ${CMAKE_SOURCE_DIR}/src/ring/nttru)
target_sources(pqpoly_obj PRIVATE ${NTTRU_RING_DIR}/backends.c ${NTTRU_RING_DIR}/encode.c
               ${NTTRU_RING_DIR}/kernels.c ${NTTRU_RING_DIR}/montgomery.c
               ${NTTRU_RING_DIR}/plantard.c ${NTTRU_RING_DIR}/product.c)
pqpoly_isa_sources(pqpoly_obj x86-avx2 ${NTTRU_RING_DIR}/avx2/kernels.c
                   ${NTTRU_RING_DIR}/avx2/montgomery.c ${NTTRU_RING_DIR}/avx2/plantard.c)
# The AES-NI compositions NTTRU samples and rejects with (src/sym/avx2/aes.c)
# need the set x86-aesni; the sym/avx2 glob of CMakeLists.txt compiles them
# for x86-avx2, so their flags are set here (and the file left out of a
# build without x86-aesni, whose list then has no AES-NI row).
pqpoly_isa_enabled(x86-aesni NTTRU_HAVE_AESNI)
if(NTTRU_HAVE_AESNI)
  pqpoly_isa_sources(pqpoly_obj x86-aesni ${CMAKE_SOURCE_DIR}/src/sym/avx2/aes.c)
else()
  set_source_files_properties(${CMAKE_SOURCE_DIR}/src/sym/avx2/aes.c PROPERTIES HEADER_FILE_ONLY TRUE)
endif()
