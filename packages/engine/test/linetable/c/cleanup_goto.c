#include <stdio.h>
#include <stdlib.h>

int process(const char *path) {
  int rc = -1;
  char *buf = NULL;
  FILE *f = fopen(path, "r");
  if (!f)
    goto out;
  buf = malloc(256);
  if (!buf)
    goto close_file;
  if (fgets(buf, 256, f) == NULL)
    goto free_buf;
  puts(buf);
  rc = 0;
free_buf:
  free(buf);
close_file:
  fclose(f);
out:
  return rc;
}

int main(int argc, char **argv) {
  return argc > 1 ? process(argv[1]) : 1;
}
