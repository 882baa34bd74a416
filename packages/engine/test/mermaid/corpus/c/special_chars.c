#include <stdio.h>
#define MAX(a, b) ((a) > (b) ? (a) : (b))

/* labels with "quotes", #hash, <angle>, {braces}, [brackets], |pipes|, end, o--x */
int weird(int end, int o, int x) {
    char *s = "a \"quoted\" #string# with <tags> & {braces} | pipes; %% not a comment";
    if (end > o && x < end || (o >> 2) != 0) {
        printf("%s %c %d\n", s, '\'', MAX(end, x));
    }
    int arr[] = {1, 2, 3};
    return arr[end % 3] + (x ? o : -o);
}
