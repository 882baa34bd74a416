#include <stdio.h>

int sum_to(int n) {
    int total = 0, i = 0;
    while (i <= n) {
        total += i;
        i++;
    }
    do {
        total--;
    } while (total > 100);
    for (;;) {
        if (total % 2 == 0) break;
        total++;
    }
    return total;
}

int main(void) {
    int end = 10;
    printf("%d\n", sum_to(end));
    return 0;
}
