"""KEMs: every scheme of the library's descriptor table (pqpoly_kem_at), read
at run time, so a scheme registered in C appears here without a change.

The derandomized forms are the exported functions
pqpoly_<name>_keypair_derand / _enc_derand where the scheme has them.  Their
coin lengths are not in the descriptor; they are the number of bytes the
randomized form draws from the random source (each scheme's header states
that its randomized form draws exactly the coins of the derandomized one),
counted once per scheme on first use."""
import ctypes
import threading

from . import _lib
from ._lib import lib

_source_lock = threading.Lock()
_source_keep = None  # the installed ctypes callback must outlive the C pointer to it


def set_random_source(fn):
    """Make every KEM draw its randomness from fn(n) -> n bytes (None: the
    operating system again), as pqpoly_set_random_source.  Process-wide and
    not thread-safe: meant for tests and known-answer runs.  An exception in
    fn, or a wrong length, makes the KEM call fail with PQPOLY_ERR_RANDOMNESS."""
    global _source_keep
    if fn is None:
        lib.pqpoly_set_random_source(_lib.RANDOM_SOURCE_FN(), None)
        _source_keep = None
        return

    def source(_ctx, buf, n):
        try:
            data = bytes(fn(n))
        except Exception:  # noqa: BLE001 - reported to C as a failed source
            return -1
        if len(data) != n:
            return -1
        ctypes.memmove(buf, data, n)
        return 0

    cb = _lib.RANDOM_SOURCE_FN(source)
    lib.pqpoly_set_random_source(cb, None)
    _source_keep = cb


def _bytes_arg(x, size, what):
    if isinstance(x, str):
        raise TypeError(f"{what} must be bytes, not str")
    try:
        data = bytes(memoryview(x).cast("B"))
    except TypeError:
        raise TypeError(f"{what} must be a bytes-like object, not {type(x).__name__}") from None
    if len(data) != size:
        raise ValueError(f"{what} must be {size} bytes, not {len(data)}")
    return data


def _take(buf, n):
    """The n bytes of a ctypes output buffer, which is then wiped."""
    out = bytes(buf.raw[:n])
    lib.pqpoly_memzero(buf, len(buf))
    return out


class Kem:
    """A registered KEM: Kem("sntrup761").keypair() -> (pk, sk),
    .encaps(pk) -> (ct, ss), .decaps(sk, ct) -> ss.  Sizes in bytes:
    public_key_size, secret_key_size, ciphertext_size, shared_secret_size.
    Arguments of the wrong type or length raise TypeError/ValueError before the
    library is called; a library error raises pqpoly.Error with its message."""

    def __init__(self, name):
        if not isinstance(name, str):
            raise TypeError("a KEM name is a str")
        p = lib.pqpoly_kem_get(name.encode())
        if not p:
            raise ValueError(f"unknown KEM {name!r}; registered: {', '.join(kem_names())}")
        d = p.contents
        self._d = d
        self.name = d.name.decode()
        self.family = _lib.text(d.family)
        self.ring = _lib.text(d.ring)
        self.kat_name = _lib.text(d.kat_name)
        self.public_key_size = d.publickeybytes
        self.secret_key_size = d.secretkeybytes
        self.ciphertext_size = d.ciphertextbytes
        self.shared_secret_size = d.bytes
        self._keypair_derand = _lib.symbol(f"pqpoly_{self.name}_keypair_derand", _lib.KEYPAIR_DERAND_FN)
        self._enc_derand = _lib.symbol(f"pqpoly_{self.name}_enc_derand", _lib.ENC_DERAND_FN)
        self._coins = None

    def __repr__(self):
        return (f"Kem({self.name!r}: pk {self.public_key_size}, sk {self.secret_key_size}, "
                f"ct {self.ciphertext_size}, ss {self.shared_secret_size} bytes)")

    def keypair(self):
        pk = ctypes.create_string_buffer(self.public_key_size)
        sk = ctypes.create_string_buffer(self.secret_key_size)
        _lib.check(self._d.keypair(pk, sk), f"{self.name} keypair")
        return _take(pk, self.public_key_size), _take(sk, self.secret_key_size)

    def encaps(self, pk):
        pk = _bytes_arg(pk, self.public_key_size, "pk")
        ct = ctypes.create_string_buffer(self.ciphertext_size)
        ss = ctypes.create_string_buffer(self.shared_secret_size)
        _lib.check(self._d.enc(ct, ss, pk), f"{self.name} encaps")
        return _take(ct, self.ciphertext_size), _take(ss, self.shared_secret_size)

    def decaps(self, sk, ct):
        sk = _bytes_arg(sk, self.secret_key_size, "sk")
        ct = _bytes_arg(ct, self.ciphertext_size, "ct")
        ss = ctypes.create_string_buffer(self.shared_secret_size)
        _lib.check(self._d.dec(ss, ct, sk), f"{self.name} decaps")
        return _take(ss, self.shared_secret_size)

    # ---- derandomized forms ----

    @property
    def has_derand(self):
        """The scheme exports keypair_derand and enc_derand."""
        return self._keypair_derand is not None and self._enc_derand is not None

    def _coin_sizes(self):
        if not self.has_derand:
            raise NotImplementedError(f"{self.name} has no derandomized form in this library")
        if self._coins is None:
            drawn = [0]

            def counting(n):
                drawn[0] += n
                return bytes(n)

            with _source_lock:
                set_random_source(counting)
                try:
                    pk, _ = self.keypair()
                    kp = drawn[0]
                    self.encaps(pk)
                    enc = drawn[0] - kp
                finally:
                    set_random_source(None)
            self._coins = (kp, enc)
        return self._coins

    @property
    def keypair_coins_size(self):
        """Bytes of coins keypair_derand takes (NotImplementedError if none)."""
        return self._coin_sizes()[0]

    @property
    def encaps_coins_size(self):
        """Bytes of coins encaps_derand takes (NotImplementedError if none)."""
        return self._coin_sizes()[1]

    def keypair_derand(self, coins):
        coins = _bytes_arg(coins, self.keypair_coins_size, "coins")
        pk = ctypes.create_string_buffer(self.public_key_size)
        sk = ctypes.create_string_buffer(self.secret_key_size)
        _lib.check(self._keypair_derand(pk, sk, coins), f"{self.name} keypair_derand")
        return _take(pk, self.public_key_size), _take(sk, self.secret_key_size)

    def encaps_derand(self, pk, coins):
        pk = _bytes_arg(pk, self.public_key_size, "pk")
        coins = _bytes_arg(coins, self.encaps_coins_size, "coins")
        ct = ctypes.create_string_buffer(self.ciphertext_size)
        ss = ctypes.create_string_buffer(self.shared_secret_size)
        _lib.check(self._enc_derand(ct, ss, pk, coins), f"{self.name} encaps_derand")
        return _take(ct, self.ciphertext_size), _take(ss, self.shared_secret_size)


def kem_names():
    """The names of every registered KEM, in the library's order."""
    return [lib.pqpoly_kem_at(i).contents.name.decode() for i in range(lib.pqpoly_kem_count())]


def kems():
    """Every registered KEM as a Kem."""
    return [Kem(n) for n in kem_names()]
