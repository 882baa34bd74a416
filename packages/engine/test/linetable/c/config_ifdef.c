#include <stdio.h>
#define VERBOSE 1

#ifdef VERBOSE
static int verbose = 1;
#else
static int verbose = 0;
#endif

int checked_div(int a, int b, int *out) {
#if VERBOSE
  printf("dividing %d by %d\n", a, b);
#endif
  if (b == 0) {
#ifdef VERBOSE
    fprintf(stderr, "b is zero\n");
#else
    verbose++;
#endif
    return 0;
  }
  *out = a / b;
  return 1;
}

int main(void) {
  int q;
  if (checked_div(7, 2, &q))
    printf("%d %d\n", q, verbose);
  return 0;
}
