//! C entry points over libcrux-ml-kem for the peer benchmark (bench/peers).
//! Randomness is passed in by the caller, which draws it with getrandom as the
//! other peers do inside their keypair and enc.
#![no_std]

use core::slice;

#[panic_handler]
fn panic(_: &core::panic::PanicInfo) -> ! {
    loop {}
}

/// Copies n bytes at p into an array of the length the caller's type needs.
unsafe fn array<const N: usize>(p: *const u8) -> [u8; N] {
    let mut a = [0u8; N];
    a.copy_from_slice(slice::from_raw_parts(p, N));
    a
}

macro_rules! crux_set {
    ($m:ident, $pkt:ident, $skt:ident, $ctt:ident, $kp:ident, $enc:ident, $dec:ident) => {
        /// pk, sk: the set's sizes; rnd: 64 bytes.
        #[no_mangle]
        pub unsafe extern "C" fn $kp(pk: *mut u8, sk: *mut u8, rnd: *const u8) {
            let kp = libcrux_ml_kem::$m::generate_key_pair(array(rnd));
            let p = kp.public_key().as_slice();
            let s = kp.private_key().as_slice();
            slice::from_raw_parts_mut(pk, p.len()).copy_from_slice(p);
            slice::from_raw_parts_mut(sk, s.len()).copy_from_slice(s);
        }
        /// ct, ss (32 bytes), pk; rnd: 32 bytes.
        #[no_mangle]
        pub unsafe extern "C" fn $enc(ct: *mut u8, ss: *mut u8, pk: *const u8, rnd: *const u8) {
            let p: libcrux_ml_kem::$m::$pkt = array(pk).into();
            let (c, k) = libcrux_ml_kem::$m::encapsulate(&p, array(rnd));
            let cs = c.as_slice();
            slice::from_raw_parts_mut(ct, cs.len()).copy_from_slice(cs);
            slice::from_raw_parts_mut(ss, 32).copy_from_slice(&k);
        }
        /// ss (32 bytes), ct, sk.
        #[no_mangle]
        pub unsafe extern "C" fn $dec(ss: *mut u8, ct: *const u8, sk: *const u8) {
            let s: libcrux_ml_kem::$m::$skt = array(sk).into();
            let c: libcrux_ml_kem::$m::$ctt = array(ct).into();
            let k = libcrux_ml_kem::$m::decapsulate(&s, &c);
            slice::from_raw_parts_mut(ss, 32).copy_from_slice(&k);
        }
    };
}

crux_set!(mlkem512, MlKem512PublicKey, MlKem512PrivateKey, MlKem512Ciphertext,
          crux_mlkem512_keypair, crux_mlkem512_enc, crux_mlkem512_dec);
crux_set!(mlkem768, MlKem768PublicKey, MlKem768PrivateKey, MlKem768Ciphertext,
          crux_mlkem768_keypair, crux_mlkem768_enc, crux_mlkem768_dec);
crux_set!(mlkem1024, MlKem1024PublicKey, MlKem1024PrivateKey, MlKem1024Ciphertext,
          crux_mlkem1024_keypair, crux_mlkem1024_enc, crux_mlkem1024_dec);
