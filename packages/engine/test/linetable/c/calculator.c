#include <stdio.h>

double apply(char op, double a, double b) {
  double result = 0;
  switch (op) {
  case '+':
    result = a + b;
    break;
  case '-':
    result = a - b;
    break;
  case '*':
    result = a * b;
    break;
  case '/':
    if (b == 0) {
      fprintf(stderr, "division by zero\n");
      return 0;
    }
    result = a / b;
    break;
  default:
    fprintf(stderr, "unknown operator %c\n", op);
  }
  return result;
}

int main(void) {
  printf("%f\n", apply('+', 2, 3));
  printf("%f\n", apply('/', 1, 0));
  return 0;
}
