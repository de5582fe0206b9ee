"""Constants of the modular-arithmetic layer (src/arith/), for table modules.

Each function mirrors a macro of src/arith/*.h (named in its docstring) and
returns the value the C routine expects; tests/arith/test_arith_constants.py
checks that the two agree.  q is an odd modulus throughout."""


def signed(x, bits):
    """[x]_bits: the representative of x mod 2^bits in [-2^(bits-1), 2^(bits-1))."""
    x &= (1 << bits) - 1
    return x - (1 << bits) if x >> (bits - 1) else x


def floor_log2(x):
    return x.bit_length() - 1


def centered(x, q):
    """x mod q in [-(q-1)/2, (q-1)/2]."""
    x %= q
    return x - q if x > (q - 1) // 2 else x


# ---- Montgomery (montgomery.h) -------------------------------------------

def mont16_qinv(q):
    """PQPOLY_MONT16_QINV(q): q^-1 mod^± 2^16."""
    return signed(pow(q, -1, 1 << 16), 16)


def mont32_qinv(q):
    """PQPOLY_MONT32_QINV(q): q^-1 mod^± 2^32."""
    return signed(pow(q, -1, 1 << 32), 32)


def to_mont(x, q, bits=16, center=True):
    """x * 2^bits mod q: a constant that pqpoly_montgomery_mul{16,32} turns
    back into a plain factor x (centered unless center=False)."""
    v = (x << bits) % q
    return centered(v, q) if center else v


# ---- Barrett (barrett.h) -------------------------------------------------

def barrett16_shift(q):
    """PQPOLY_BARRETT16_SHIFT(q) = 15 + floor(log2 q)."""
    return 15 + floor_log2(q)


def barrett16_v(q):
    """PQPOLY_BARRETT16_V(q) = floor(2^s / q) (pqpoly_barrett_reduce16)."""
    return (1 << barrett16_shift(q)) // q


def barrett16_vr(q):
    """PQPOLY_BARRETT16_VR(q) = round(2^s / q) (pqpoly_barrett_round16)."""
    return ((1 << barrett16_shift(q)) + q // 2) // q


def barrett16_vr_s(q, s):
    """PQPOLY_BARRETT16_VR_S(q, s) = round(2^s / q) (pqpoly_barrett_round16 with shift s)."""
    return ((1 << s) + q // 2) // q


def barrett32_vr(q):
    """PQPOLY_BARRETT32_VR(q) = round(2^32 / q) (pqpoly_barrett_round32, s = 32)."""
    return ((1 << 32) + q // 2) // q


def barrett32_vr_s(q, s):
    """PQPOLY_BARRETT32_VR_S(q, s) = round(2^s / q) (pqpoly_barrett_round32/64 with shift s)."""
    return ((1 << s) + q // 2) // q


def _round_div(num, den):
    """round(num / den) for den > 0, halves away from zero (never a tie for odd den)."""
    return (num * 2 + den) // (2 * den) if num >= 0 else -((-num * 2 + den) // (2 * den))


def barrett_mulc16_const(b, q):
    """PQPOLY_BARRETT_MULC16_CONST(b, q) = round(b 2^15 / q), b in (-q, q)."""
    assert -q < b < q
    return _round_div(b << 15, q)


def barrett_mulc32_const(b, q):
    """PQPOLY_BARRETT_MULC32_CONST(b, q) = round(b 2^31 / q), b in (-q, q)."""
    assert -q < b < q
    return _round_div(b << 31, q)


# ---- Plantard (plantard.h) -----------------------------------------------

def plantard16_alpha(q):
    """PQPOLY_PLANTARD16_ALPHA(q): largest alpha with q < 2^(15 - alpha)."""
    return 14 - floor_log2(q)


def plantard32_alpha(q):
    """PQPOLY_PLANTARD32_ALPHA(q): largest alpha with q < 2^(31 - alpha)."""
    return 30 - floor_log2(q)


def plantard16_qinv(q):
    """PQPOLY_PLANTARD16_QINV(q): q^-1 mod^± 2^32."""
    return signed(pow(q, -1, 1 << 32), 32)


def plantard32_qinv(q):
    """PQPOLY_PLANTARD32_QINV(q): q^-1 mod^± 2^64."""
    return signed(pow(q, -1, 1 << 64), 64)


def plantard16_const(b, q):
    """PQPOLY_PLANTARD16_CONST(b, q) = [b q']_32, the operand of pqpoly_plantard_mulc16."""
    return signed(b * pow(q, -1, 1 << 32), 32)


def plantard32_const(b, q):
    """PQPOLY_PLANTARD32_CONST(b, q) = [b q']_64, the operand of pqpoly_plantard_mulc32."""
    return signed(b * pow(q, -1, 1 << 64), 64)


def plantard16_twiddle(z, q):
    """Operand for pqpoly_plantard_mulc16 that multiplies by z (mod q):
    [(z (-2^32) mod q) q']_32 ([HZZ+22, §4.2.1])."""
    return plantard16_const((z * -(1 << 32)) % q, q)


def plantard32_twiddle(z, q):
    """As plantard16_twiddle for pqpoly_plantard_mulc32: factor -2^64."""
    return plantard32_const((z * -(1 << 64)) % q, q)


def plantard16_modconst(q):
    """PQPOLY_PLANTARD16_MODCONST(q): the constant of [HZZ+22, Algorithm 15]."""
    return plantard16_twiddle(1, q)


# ---- K-RED (kred.h) --------------------------------------------------------

def kred_params(q):
    """(k, m) with q = k 2^m + 1 and k odd, for pqpoly_kred16 / pqpoly_kred2x16."""
    m = ((q - 1) & -(q - 1)).bit_length() - 1
    return (q - 1) >> m, m


def kred_twiddle(z, q, calls=1):
    """z * k^-calls mod q (centered): a twiddle that cancels the factor k each
    K-RED call introduces ([LN16, §3], tables Psi_{rev,k^-1})."""
    k, _ = kred_params(q)
    return centered(z * pow(k, -calls, q), q)
