#include <stdio.h>
#include <ctype.h>
#include <string.h>

size_t my_strlen(const char *s) {
  const char *p = s;
  while (*p)
    p++;
  return (size_t)(p - s);
}

void reverse(char *s) {
  for (size_t i = 0, j = strlen(s) - 1; i < j; i++, j--) {
    char t = s[i];
    s[i] = s[j];
    s[j] = t;
  }
}

int count_words(const char *s) {
  int words = 0, in_word = 0;
  for (; *s; s++) {
    if (isspace((unsigned char)*s)) {
      in_word = 0;
    } else if (!in_word) {
      in_word = 1;
      words++;
    }
  }
  return words;
}

int main(void) {
  char text[] = "hello flow chart";
  reverse(text);
  printf("%zu %d %s\n", my_strlen(text), count_words(text), text);
  return 0;
}
