#include <stdio.h>

int binary_search(const int *a, int n, int key) {
  int lo = 0, hi = n - 1;
  while (lo <= hi) {
    int mid = lo + (hi - lo) / 2;
    if (a[mid] == key)
      return mid;
    else if (a[mid] < key)
      lo = mid + 1;
    else
      hi = mid - 1;
  }
  return -1;
}

long factorial(int n) { return n <= 1 ? 1 : n * factorial(n - 1); }

int gcd(int a, int b) {
  while (b != 0) {
    int t = a % b;
    a = b;
    b = t;
  }
  return a;
}

int main(void) {
  int a[] = {1, 3, 5, 7, 9, 11};
  printf("%d %ld %d\n", binary_search(a, 6, 7), factorial(5), gcd(12, 18));
  return 0;
}
