#include <stdio.h>

int days_in_month(int month, int leap) {
  int days;
  switch (month) {
  case 2:
    days = leap ? 29 : 28;
    break;
  case 4:
  case 6:
  case 9:
  case 11:
    days = 30;
    break;
  default:
    days = 31;
  }
  return days;
}

int fallthrough_count(int level) {
  int steps = 0;
  switch (level) {
  default:
    steps++;
  case 3:
    steps++;
  case 2:
    steps++;
  case 1:
    steps++;
  }
  return steps;
}

int main(void) {
  printf("%d %d\n", days_in_month(2, 1), fallthrough_count(2));
  return 0;
}
