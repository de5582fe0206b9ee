# The multiplier layer (src/mul): every registered entry against its ring's
# schoolbook entry on random, extreme and ternary operands, the output range,
# and staged forward/base/inverse equal to mul (`pqpoly check`).  The
# independent Python model of every ring is in tests/oracle/.
add_test(NAME mul_vs_schoolbook COMMAND pqpoly_tool check --count 40)
# Crafted worst cases (rotation-aligned and block-periodic extremes) for the
# lazy schedules of the [HLY24] multipliers, every implementation.
pqpoly_add_c_test(mul_hly24_worst ${CMAKE_SOURCE_DIR}/tests/mul/test_hly24_worst.c)
