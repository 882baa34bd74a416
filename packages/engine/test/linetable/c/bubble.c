#include <stdio.h>

void bubble_sort(int *a, int n) {
  int swapped;
  do {
    swapped = 0;
    for (int i = 1; i < n; i++) {
      if (a[i - 1] > a[i]) {
        int t = a[i - 1];
        a[i - 1] = a[i];
        a[i] = t;
        swapped = 1;
      }
    }
    n--;
  } while (swapped);
}

void print_array(const int *a, int n) {
  for (int i = 0; i < n; i++)
    printf("%d%c", a[i], i + 1 < n ? ' ' : '\n');
}

int main(void) {
  int a[] = {5, 1, 4, 2, 8};
  bubble_sort(a, 5);
  print_array(a, 5);
  return 0;
}
