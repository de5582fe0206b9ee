# Saber (lightsaber, saber, firesaber): the KATs natively and with
# PQPOLY_IMPL=portable, and once under every multiplier of ring saber.
pqpoly_add_py_test_both_paths(saber_kat ${CMAKE_SOURCE_DIR}/tests/kem/saber/test_saber_kat.py)
pqpoly_add_py_test(saber_kat_every_mul ${CMAKE_SOURCE_DIR}/tests/kem/saber/test_saber_kat.py --every-mul)
