/* pqpoly — umbrella header. */
#ifndef PQPOLY_H
#define PQPOLY_H
#include "common.h"
#include "poly.h"
#include "impl.h"
#include "kem.h"
#include "random.h"
#include "ntruprime.h"
#include "mlkem.h"
#include "kyber.h"
#include "saber.h"
#include "newhope.h"
#include "nttru.h"
#endif
