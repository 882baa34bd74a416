#include <stdio.h>

char grade(int score) {
  char g;
  if (score >= 90) {
    g = 'A';
  } else if (score >= 80) {
    g = 'B';
  } else if (score >= 70) {
    g = 'C';
  } else if (score >= 60) {
    g = 'D';
  } else {
    g = 'F';
  }
  return g;
}

int main(void) {
  int scores[] = {95, 85, 72, 64, 10};
  for (int i = 0; i < 5; i++) {
    printf("%d -> %c\n", scores[i], grade(scores[i]));
  }
  return 0;
}
