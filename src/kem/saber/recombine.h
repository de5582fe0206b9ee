/* A benchmark switch, not part of the API: whether the Saber KEMs recombine
 * once per output polynomial (block recombination, [PC20, §3.4]; the
 * default) when the selected multiplier has accumulation stages, or call its
 * mul per product and add the products (every product evaluated and
 * recombined: [PC20, Table 4]'s "TMVP" column).  Both give the same bytes.
 * `pqpoly bench --ring saber` times the KEMs both ways
 * (tools/pqpoly/bench_blockrec.c).  A plain global: set it only while no
 * other thread runs a Saber operation.  Internal header. */
#ifndef PQPOLY_KEM_SABER_RECOMBINE_H
#define PQPOLY_KEM_SABER_RECOMBINE_H

/* Sets the switch (1 on, 0 off); returns the previous setting. */
int pqpoly_saber_recombine_set(int on);
int pqpoly_saber_recombine_get(void);

#endif
