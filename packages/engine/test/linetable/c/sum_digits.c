#include <stdio.h>

int sum_digits(int n) {
  int sum = 0;
  if (n < 0)
    n = -n;
  while (n > 0) {
    sum += n % 10;
    n /= 10;
  }
  return sum;
}

int count_digits(int n) {
  int count = 0;
  do {
    count++;
    n /= 10;
  } while (n != 0);
  return count;
}

int main(void) {
  int n;
  if (scanf("%d", &n) != 1)
    return 1;
  printf("%d %d\n", sum_digits(n), count_digits(n));
  return 0;
}
