#include <stdlib.h>
#include <string.h>

int process(const char *input) {
    int rc = -1;
    char *buf = malloc(64);
    if (!buf) goto out;
    char *copy = strdup(input);
    if (!copy) goto free_buf;
    if (strlen(copy) > 63) goto free_copy;
    strcpy(buf, copy);
    rc = 0;
free_copy:
    free(copy);
free_buf:
    free(buf);
out:
    return rc;
}
