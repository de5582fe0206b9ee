# The multiplier layer (src/mul): every registered entry against its ring's
# schoolbook entry on random, extreme and ternary operands, the output range,
# and staged forward/base/inverse equal to mul (`pqpoly check`).  The
# independent Python model of every ring is in tests/oracle/.
add_test(NAME mul_vs_schoolbook COMMAND pqpoly_tool check --count 40)
