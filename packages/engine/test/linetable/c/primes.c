#include <stdio.h>
#include <stdbool.h>

bool is_prime(int n) {
  if (n < 2)
    return false;
  for (int d = 2; d * d <= n; d++) {
    if (n % d == 0)
      return false;
  }
  return true;
}

int main(void) {
  int found = 0;
  for (int i = 2;; i++) {
    if (!is_prime(i))
      continue;
    printf("%d ", i);
    if (++found == 10)
      break;
  }
  putchar('\n');
  return 0;
}
