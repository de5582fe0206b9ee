/* KAT hashes of the twelve NTRU Prime sets against other implementations:
 * the first-entry SHA-256 of PQClean's META.yml (pqclean-nistkat-sha256.tsv)
 * for every set, and the all-entries hash of liboqs (kats.json) for
 * sntrup761.  With --every-mul, the first-entry hashes of all twelve sets
 * and the all-entries hash of sntrup761 again under every multiplier
 * registered for the NTRU Prime rings
 * (pqpoly_force_mul_everywhere, what PQPOLY_MUL=NAME does in the tool),
 * staged entries included.  PQPOLY_MUL and PQPOLY_IMPL in the environment
 * apply to the other checks (tests/common/env_select.h).
 * Usage: test_ntruprime_kat [--every-mul | --print NAME COUNT]. */
#include "kat_common.h"

#include "common/env_select.h"

static const char *const sets[] = {"sntrup653",  "sntrup761",  "sntrup857",  "sntrup953",
                                   "sntrup1013", "sntrup1277", "ntrulpr653", "ntrulpr761",
                                   "ntrulpr857", "ntrulpr953", "ntrulpr1013", "ntrulpr1277"};

/* The hash in column 2 of the row whose column 1 is name (NULL if none). */
static int tsv_hash(const char *tsv, const char *name, char out[65]) {
    const char *p = tsv;
    size_t nl = strlen(name);
    while (p && *p) {
        if (strncmp(p, name, nl) == 0 && p[nl] == '\t') {
            memcpy(out, p + nl + 1, 64);
            out[64] = 0;
            return 0;
        }
        p = strchr(p, '\n');
        if (p) p++;
    }
    return -1;
}

/* "all" of entry "name" in the liboqs kats.json. */
static int json_all(const char *json, const char *name, char out[65]) {
    char key[64];
    const char *p, *a;
    snprintf(key, sizeof key, "\"%s\"", name);
    p = strstr(json, key);
    if (p == NULL) return -1;
    a = strstr(p, "\"all\"");
    if (a == NULL) return -1;
    a = strchr(a + 5, '"');
    if (a == NULL) return -1;
    memcpy(out, a + 1, 64);
    out[64] = 0;
    return 0;
}

/* First-entry hash of every set, and the liboqs hash of all 100 entries of
 * sntrup761, under each multiplier of the ntrup rings. */
static int every_mul(const char *tsv, const char *json) {
    const char *done[64];
    size_t ndone = 0;
    int failed = 0;
    for (size_t m = 0; m < pqpoly_mul_count(); m++) {
        const pqpoly_mul_entry *e = pqpoly_mul_at(m);
        int seen = 0, ok = 0;
        if (strncmp(e->ring, "ntrup", 5) != 0) continue;
        for (size_t j = 0; j < ndone; j++) seen |= strcmp(done[j], e->name) == 0;
        if (seen || ndone == 64) continue;
        done[ndone++] = e->name;
        if (pqpoly_force_mul_everywhere(e->name) != 0) {
            printf("FAIL cannot force multiplier %s\n", e->name);
            failed++;
            continue;
        }
        for (size_t i = 0; i < sizeof sets / sizeof sets[0]; i++) {
            const pqpoly_kem *k = pqpoly_kem_get(sets[i]);
            kat_text t = {0};
            char want[65], got[65];
            if (k == NULL || tsv_hash(tsv, sets[i], want) != 0) return 1;
            if (kat_generate(k, 1, &t) == 0) {
                sha256_hex(got, t.buf, t.len);
                if (strcmp(got, want) == 0) ok++;
                else printf("FAIL %s with PQPOLY_MUL=%s\n", sets[i], e->name);
            } else {
                printf("FAIL %s with PQPOLY_MUL=%s: an operation failed\n", sets[i], e->name);
            }
            free(t.buf);
        }
        { /* the forced name applies where sntrup761's rings (R/q or R/3) have it */
            kat_text t = {0};
            char want[65], got[65];
            if (json_all(json, "sntrup761", want) != 0) return 1;
            if (kat_generate(pqpoly_kem_get("sntrup761"), 100, &t) == 0) {
                sha256_hex(got, t.buf, t.len);
                if (strcmp(got, want) == 0) ok++;
                else printf("FAIL sntrup761 all 100 entries with PQPOLY_MUL=%s\n", e->name);
            }
            free(t.buf);
        }
        printf("%s PQPOLY_MUL=%s: %d of 13 hashes match (12 first entries, sntrup761 all 100)\n",
               ok == 13 ? "ok  " : "FAIL", e->name, ok);
        failed += ok != 13;
    }
    pqpoly_ring_reset_selection();
    return failed ? 1 : 0;
}

int main(int argc, char **argv) {
    char path[1024], want[65], got[65];
    char *tsv, *json;
    int failed = 0;
    pqpoly_test_apply_env();
    if (argc == 4 && strcmp(argv[1], "--print") == 0) {
        kat_text t = {0};
        const pqpoly_kem *k = pqpoly_kem_get(argv[2]);
        if (k == NULL) return 2;
        kat_generate(k, atoi(argv[3]), &t);
        printf("# %s\n\n%s\n", k->kat_name, t.buf);
        return 0;
    }
    snprintf(path, sizeof path, "%s/pqclean-nistkat-sha256.tsv", vectors_dir());
    tsv = read_text(path);
    snprintf(path, sizeof path, "%s/liboqs-kats-b6689666b.json", vectors_dir());
    json = read_text(path);
    if (tsv == NULL || json == NULL) {
        printf("SKIPPED: vectors not found under %s\n", vectors_dir());
        return 77;
    }
    if (argc == 2 && strcmp(argv[1], "--every-mul") == 0) {
        failed = every_mul(tsv, json);
        free(tsv);
        free(json);
        return failed;
    }
    for (size_t i = 0; i < sizeof sets / sizeof sets[0]; i++) {
        const pqpoly_kem *k = pqpoly_kem_get(sets[i]);
        kat_text t = {0};
        int all = strcmp(sets[i], "sntrup761") == 0;
        if (k == NULL || tsv_hash(tsv, sets[i], want) != 0) {
            printf("FAIL %s: not registered or no published hash\n", sets[i]);
            failed++;
            continue;
        }
        if (kat_generate(k, all ? 100 : 1, &t) != 0) {
            printf("FAIL %s: an operation failed or dec disagreed\n", sets[i]);
            failed++;
        }
        /* First entry: up to the end of its "ss = " line. */
        {
            const char *ssl = strstr(t.buf, "ss = ");
            size_t n = (size_t)(strchr(ssl, '\n') + 1 - t.buf);
            sha256_hex(got, t.buf, n);
        }
        if (strcmp(got, want) != 0) {
            printf("FAIL %s first entry: %s, published %s\n", sets[i], got, want);
            failed++;
        } else {
            printf("ok   %s first entry %s\n", sets[i], got);
        }
        if (all) {
            if (json_all(json, sets[i], want) != 0) {
                printf("FAIL %s: no liboqs all-entries hash\n", sets[i]);
                failed++;
            } else {
                sha256_hex(got, t.buf, t.len);
                if (strcmp(got, want) != 0) {
                    printf("FAIL %s all entries: %s, liboqs %s\n", sets[i], got, want);
                    failed++;
                } else {
                    printf("ok   %s all 100 entries %s\n", sets[i], got);
                }
            }
        }
        free(t.buf);
    }
    free(tsv);
    free(json);
    return failed ? 1 : 0;
}
