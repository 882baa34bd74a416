#include <cstdio>

int retry(int attempts) {
    int tries = 0;
again:
    tries++;
    if (tries < attempts) goto again;
    do {
        tries--;
        if (tries == 2) continue;
        std::printf("%d\n", tries);
    } while (tries > 0);
    return tries;
}
