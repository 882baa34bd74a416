#include <stdio.h>

int main(void) {
    int n, sum = 0;
    printf("How many? ");
    if (scanf("%d", &n) != 1) {
        fprintf(stderr, "bad input\n");
        return 1;
    }
    for (int i = 0; i < n; i++) {
        int x;
        scanf("%d", &x);
        if (x < 0) continue;
        sum += x;
    }
    printf("sum=%d\n", sum);
    return 0;
}
