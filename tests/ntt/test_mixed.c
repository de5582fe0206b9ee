/* Placeholder-free hook for the mixed-radix and radix-3 transform checks;
 * filled in by the transforms that need them. */
int test_mixed(void);
int test_mixed(void) { return 0; }
