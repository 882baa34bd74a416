#include <stdio.h>
#include <stdlib.h>

struct node {
  int value;
  struct node *next;
};

struct node *push(struct node *head, int value) {
  struct node *n = malloc(sizeof *n);
  if (n == NULL) {
    perror("malloc");
    exit(1);
  }
  n->value = value;
  n->next = head;
  return n;
}

int length(const struct node *head) {
  int len = 0;
  for (const struct node *p = head; p != NULL; p = p->next)
    len++;
  return len;
}

void free_list(struct node *head) {
  while (head) {
    struct node *next = head->next;
    free(head);
    head = next;
  }
}

int main(void) {
  struct node *list = NULL;
  for (int i = 0; i < 4; i++)
    list = push(list, i);
  printf("%d\n", length(list));
  free_list(list);
  return 0;
}
