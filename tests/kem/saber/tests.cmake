# Saber (lightsaber, saber, firesaber): the KATs natively and with
# PQPOLY_IMPL=portable, and once under every multiplier of ring saber.
pqpoly_add_py_test_both_paths(saber_kat ${CMAKE_SOURCE_DIR}/tests/kem/saber/test_saber_kat.py)
pqpoly_add_py_test(saber_kat_every_mul ${CMAKE_SOURCE_DIR}/tests/kem/saber/test_saber_kat.py --every-mul)
# The accumulation stages (base_acc, inverse_acc) of every saber entry and
# implementation against a schoolbook sum of k = 1..4 products; the saber
# backends' hooks against bit-by-bit references, and their picker.
pqpoly_add_c_test(saber_acc ${CMAKE_SOURCE_DIR}/tests/kem/saber/test_saber_acc.c)
