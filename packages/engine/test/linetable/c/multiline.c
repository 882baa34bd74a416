#include <stdio.h>

int weighted(int a,
             int b,
             int c)
{
  int total =
      a * 3 +
      b * 2 +
      c;
  if (total > 100 &&
      a > 0)
  {
    total =
        100;
  }
  return total;
}

int main(void)
{
  printf("%d\n",
         weighted(1,
                  2,
                  3));
  return 0;
}
