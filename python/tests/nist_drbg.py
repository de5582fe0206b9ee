"""The NIST PQCgenKAT_kem random generator, written here from its description
(AES-256 CTR_DRBG without derivation function, no reseeding; every request is
followed by an Update with no input; see the vectors' PROVENANCE.md), with
AES-256 taken from OpenSSL's libcrypto through ctypes: nothing of pqpoly is
used, so the KAT test checks the bindings against an independent generator."""
import ctypes
import ctypes.util

_name = ctypes.util.find_library("crypto")
_crypto = ctypes.CDLL(_name) if _name else None
if _crypto is not None:
    _crypto.EVP_CIPHER_CTX_new.restype = ctypes.c_void_p
    _crypto.EVP_CIPHER_CTX_free.argtypes = [ctypes.c_void_p]
    _crypto.EVP_aes_256_ecb.restype = ctypes.c_void_p
    _crypto.EVP_EncryptInit_ex.argtypes = [ctypes.c_void_p, ctypes.c_void_p, ctypes.c_void_p,
                                           ctypes.c_char_p, ctypes.c_char_p]
    _crypto.EVP_CIPHER_CTX_set_padding.argtypes = [ctypes.c_void_p, ctypes.c_int]
    _crypto.EVP_EncryptUpdate.argtypes = [ctypes.c_void_p, ctypes.c_char_p, ctypes.POINTER(ctypes.c_int),
                                          ctypes.c_char_p, ctypes.c_int]

available = _crypto is not None


def _aes256(key, block):
    ctx = _crypto.EVP_CIPHER_CTX_new()
    try:
        out = ctypes.create_string_buffer(32)
        n = ctypes.c_int(0)
        if (_crypto.EVP_EncryptInit_ex(ctx, _crypto.EVP_aes_256_ecb(), None, key, None) != 1
                or _crypto.EVP_CIPHER_CTX_set_padding(ctx, 0) != 1
                or _crypto.EVP_EncryptUpdate(ctx, out, ctypes.byref(n), block, 16) != 1 or n.value != 16):
            raise RuntimeError("libcrypto AES-256 failed")
        return out.raw[:16]
    finally:
        _crypto.EVP_CIPHER_CTX_free(ctx)


class NistDrbg:
    def __init__(self, entropy):
        assert len(entropy) == 48
        self.key, self.v = bytes(32), bytes(16)
        self._update(entropy)

    def _next_block(self):
        self.v = ((int.from_bytes(self.v, "big") + 1) % (1 << 128)).to_bytes(16, "big")
        return _aes256(self.key, self.v)

    def _update(self, data):
        temp = b"".join(self._next_block() for _ in range(3))
        if data is not None:
            temp = bytes(x ^ y for x, y in zip(temp, data))
        self.key, self.v = temp[:32], temp[32:]

    def random(self, n):
        out = b""
        while len(out) < n:
            out += self._next_block()
        self._update(None)
        return out[:n]
