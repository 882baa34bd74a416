#include <stdio.h>

unsigned long long fact(unsigned n) { return n <= 1 ? 1 : n * fact(n - 1); }

int fib(int n) {
    if (n < 2) return n;
    return fib(n - 1) + fib(n - 2);
}

void hanoi(int n, char from, char to, char via) {
    if (n == 0) return;
    hanoi(n - 1, from, via, to);
    printf("move %d: %c -> %c\n", n, from, to);
    hanoi(n - 1, via, to, from);
}

int main(void) {
    hanoi(3, 'A', 'C', 'B');
    printf("%llu %d\n", fact(10), fib(10));
    return 0;
}
