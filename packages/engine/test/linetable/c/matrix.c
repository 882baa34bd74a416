#include <stdio.h>
#define N 3

static int identity[N][N];

void make_identity(void) {
  for (int i = 0; i < N; i++)
    for (int j = 0; j < N; j++)
      identity[i][j] = (i == j);
}

int trace(int m[N][N]) {
  int t = 0;
  for (int i = 0; i < N; i++) {
    t += m[i][i];
  }
  return t;
}

int find(int m[N][N], int value, int *row, int *col) {
  for (int i = 0; i < N; i++) {
    for (int j = 0; j < N; j++) {
      if (m[i][j] == value) {
        *row = i;
        *col = j;
        return 1;
      }
    }
  }
  return 0;
}

int main(void) {
  int r, c;
  make_identity();
  printf("%d\n", trace(identity));
  if (find(identity, 1, &r, &c)) printf("%d %d\n", r, c);
  return 0;
}
