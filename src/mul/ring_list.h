/* Every ring, as (name, C suffix), for entries generated over all rings
 * (schoolbook, karatsuba).  Keep in step with src/ring/ring.c. */
PQPOLY_RING_ENTRY("ntrup653", ntrup653)
PQPOLY_RING_ENTRY("ntrup761", ntrup761)
PQPOLY_RING_ENTRY("ntrup857", ntrup857)
PQPOLY_RING_ENTRY("ntrup953", ntrup953)
PQPOLY_RING_ENTRY("ntrup1013", ntrup1013)
PQPOLY_RING_ENTRY("ntrup1277", ntrup1277)
PQPOLY_RING_ENTRY("ntrup653-mod3", ntrup653_mod3)
PQPOLY_RING_ENTRY("ntrup761-mod3", ntrup761_mod3)
PQPOLY_RING_ENTRY("ntrup857-mod3", ntrup857_mod3)
PQPOLY_RING_ENTRY("ntrup953-mod3", ntrup953_mod3)
PQPOLY_RING_ENTRY("ntrup1013-mod3", ntrup1013_mod3)
PQPOLY_RING_ENTRY("ntrup1277-mod3", ntrup1277_mod3)
PQPOLY_RING_ENTRY("kyber", kyber)
PQPOLY_RING_ENTRY("saber", saber)
PQPOLY_RING_ENTRY("nttru", nttru)
PQPOLY_RING_ENTRY("newhope", newhope)
#undef PQPOLY_RING_ENTRY
