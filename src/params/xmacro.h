/* The one helper of the parameter lists: PQPOLY_PARAMS_APPLY(X, row...) is
 * X(row...), so a family's list, written as M(X, row...) for a mapping M,
 * also serves as a plain X-macro list (PQPOLY_<FAMILY>_SETS(X)).  Data only;
 * below every layer. */
#ifndef PQPOLY_PARAMS_XMACRO_H
#define PQPOLY_PARAMS_XMACRO_H

#define PQPOLY_PARAMS_APPLY(X, ...) X(__VA_ARGS__)
#define PQPOLY_PARAMS_STR_(x) #x
#define PQPOLY_PARAMS_STR(x) PQPOLY_PARAMS_STR_(x)

#endif
