#include <stdio.h>

int classify(int n) {
    if (n < 0) {
        printf("negative: \"%d\"\n", n);
        return -1;
    } else if (n == 0) {
        puts("zero #0");
        return 0;
    } else if (n < 10)
        return 1;
    else {
        return 2;
    }
}

int main(void) {
    int values[] = {-5, 0, 3, 42};
    for (int i = 0; i < 4; i++) {
        printf("%d -> %d\n", values[i], classify(values[i]));
    }
    return 0;
}
