#include <stdio.h>

const char *day_kind(int d) {
    const char *kind = "unknown";
    switch (d) {
    case 0:
    case 6:
        kind = "weekend";
        break;
    case 1:
        printf("monday blues\n");
    case 2:
    case 3:
    case 4:
    case 5:
        kind = "weekday";
        break;
    default:
        kind = "invalid";
    }
    return kind;
}

int main(void) {
    for (int d = -1; d < 8; d++) printf("%s\n", day_kind(d));
    return 0;
}
