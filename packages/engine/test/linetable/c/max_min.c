#include <stdio.h>

int max(int a, int b) {
  if (a > b)
    return a;
  else
    return b;
}

int min3(int a, int b, int c) {
  int m = a;
  if (b < m) m = b;
  if (c < m) {
    m = c;
  }
  return m;
}

int main(void) {
  int x = 3, y = 7;
  printf("max=%d\n", max(x, y));
  printf("min=%d\n", min3(x, y, 1));
  return 0;
}
