"""The C library through ctypes: loading libpqpoly.so, the public structures
of include/pqpoly/{poly,kem}.h, and the error type.

The wheel carries libpqpoly.so in this folder (cmake/python.cmake); the
environment variable PQPOLY_LIBRARY may name another copy (a development
build: build/libpqpoly.so)."""
import ctypes
import os

_HERE = os.path.dirname(os.path.abspath(__file__))


class Error(Exception):
    """A negative PQPOLY_ERR_* code from the library; str() is the library's
    own text (pqpoly_strerror), `code` the number, `function` the call."""

    def __init__(self, code, function):
        self.code = code
        self.function = function
        super().__init__(f"{function}: {strerror(code)} ({code})")


# include/pqpoly/poly.h
class RingStruct(ctypes.Structure):
    _fields_ = [("name", ctypes.c_char_p), ("n", ctypes.c_int), ("q", ctypes.c_int32),
                ("modpoly", ctypes.c_int), ("description", ctypes.c_char_p),
                ("small_bound", ctypes.c_int16)]


MUL_FN = ctypes.CFUNCTYPE(None, ctypes.c_void_p, ctypes.c_void_p, ctypes.c_void_p,
                          ctypes.POINTER(RingStruct))


class MulEntryStruct(ctypes.Structure):
    _fields_ = [("ring", ctypes.c_char_p), ("name", ctypes.c_char_p), ("operands", ctypes.c_int),
                ("source", ctypes.c_char_p), ("mul", MUL_FN), ("transform", ctypes.c_void_p),
                ("impl", ctypes.c_char_p), ("isa", ctypes.c_uint32)]


# include/pqpoly/kem.h
KEYPAIR_FN = ctypes.CFUNCTYPE(ctypes.c_int, ctypes.c_void_p, ctypes.c_void_p)
ENC_FN = ctypes.CFUNCTYPE(ctypes.c_int, ctypes.c_void_p, ctypes.c_void_p, ctypes.c_char_p)
DEC_FN = ctypes.CFUNCTYPE(ctypes.c_int, ctypes.c_void_p, ctypes.c_char_p, ctypes.c_char_p)
KEYPAIR_DERAND_FN = ctypes.CFUNCTYPE(ctypes.c_int, ctypes.c_void_p, ctypes.c_void_p, ctypes.c_char_p)
ENC_DERAND_FN = ctypes.CFUNCTYPE(ctypes.c_int, ctypes.c_void_p, ctypes.c_void_p, ctypes.c_char_p,
                                 ctypes.c_char_p)


class KemStruct(ctypes.Structure):
    _fields_ = [("name", ctypes.c_char_p), ("family", ctypes.c_char_p),
                ("publickeybytes", ctypes.c_size_t), ("secretkeybytes", ctypes.c_size_t),
                ("ciphertextbytes", ctypes.c_size_t), ("bytes", ctypes.c_size_t),
                ("keypair", KEYPAIR_FN), ("enc", ENC_FN), ("dec", DEC_FN),
                ("ring", ctypes.c_char_p), ("kat_name", ctypes.c_char_p)]


# include/pqpoly/random.h
RANDOM_SOURCE_FN = ctypes.CFUNCTYPE(ctypes.c_int, ctypes.c_void_p, ctypes.POINTER(ctypes.c_uint8),
                                    ctypes.c_size_t)

PORTABLE_ISA = 0


def library_path():
    """The libpqpoly.so these bindings use."""
    return os.environ.get("PQPOLY_LIBRARY") or os.path.join(_HERE, "libpqpoly.so")


def _load():
    path = library_path()
    if not os.path.exists(path):
        raise ImportError(f"pqpoly: the C library is missing ({path}); install the package with "
                          "'pip install ./python' from a pqpoly checkout")
    lib = ctypes.CDLL(path)
    sigs = {
        "pqpoly_strerror": (ctypes.c_char_p, [ctypes.c_int]),
        "pqpoly_version": (ctypes.c_char_p, []),
        "pqpoly_memzero": (None, [ctypes.c_void_p, ctypes.c_size_t]),
        "pqpoly_ring_count": (ctypes.c_size_t, []),
        "pqpoly_ring_at": (ctypes.POINTER(RingStruct), [ctypes.c_size_t]),
        "pqpoly_ring_get": (ctypes.POINTER(RingStruct), [ctypes.c_char_p]),
        "pqpoly_mul_count": (ctypes.c_size_t, []),
        "pqpoly_mul_at": (ctypes.POINTER(MulEntryStruct), [ctypes.c_size_t]),
        "pqpoly_mul_find": (ctypes.POINTER(MulEntryStruct), [ctypes.c_char_p, ctypes.c_char_p, ctypes.c_int]),
        "pqpoly_mul_find_impl": (ctypes.POINTER(MulEntryStruct),
                                 [ctypes.c_char_p, ctypes.c_char_p, ctypes.c_int, ctypes.c_char_p]),
        "pqpoly_ring_default_mul": (ctypes.POINTER(MulEntryStruct), [ctypes.POINTER(RingStruct), ctypes.c_int]),
        "pqpoly_ring_mul": (ctypes.c_int, [ctypes.POINTER(RingStruct), ctypes.c_int, ctypes.c_void_p,
                                           ctypes.c_void_p, ctypes.c_void_p]),
        "pqpoly_ring_reset_selection": (None, []),
        "pqpoly_ring_force_mul": (ctypes.c_int, [ctypes.POINTER(RingStruct), ctypes.c_int, ctypes.c_char_p]),
        "pqpoly_force_mul_everywhere": (ctypes.c_int, [ctypes.c_char_p]),
        "pqpoly_set_impl": (ctypes.c_int, [ctypes.c_char_p]),
        "pqpoly_get_impl": (ctypes.c_char_p, []),
        "pqpoly_impl_class_count": (ctypes.c_size_t, []),
        "pqpoly_impl_class_name": (ctypes.c_char_p, [ctypes.c_size_t]),
        "pqpoly_cpu_isa": (ctypes.c_uint32, []),
        "pqpoly_isa_name": (ctypes.c_char_p, [ctypes.c_uint32]),
        "pqpoly_kem_count": (ctypes.c_size_t, []),
        "pqpoly_kem_at": (ctypes.POINTER(KemStruct), [ctypes.c_size_t]),
        "pqpoly_kem_get": (ctypes.POINTER(KemStruct), [ctypes.c_char_p]),
        "pqpoly_set_random_source": (None, [RANDOM_SOURCE_FN, ctypes.c_void_p]),
    }
    for name, (res, args) in sigs.items():
        fn = getattr(lib, name)
        fn.restype, fn.argtypes = res, args
    return lib


lib = _load()


def strerror(code):
    return lib.pqpoly_strerror(int(code)).decode()


def check(code, function):
    """Raise Error for a negative return code of `function`."""
    if code < 0:
        raise Error(code, function)
    return code


def text(p):
    return None if p is None else p.decode()


def symbol(name, prototype):
    """An exported function of the library as `prototype`, or None if absent."""
    try:
        addr = ctypes.cast(getattr(lib, name), ctypes.c_void_p).value
    except AttributeError:
        return None
    return prototype(addr)
