#include <stdio.h>

enum state { IDLE, RUNNING, DONE };

typedef struct {
  enum state s;
  int ticks;
} machine;

void step(machine *m) {
  switch (m->s) {
  case IDLE:
    m->s = RUNNING;
    break;
  case RUNNING:
    if (++m->ticks >= 3)
      m->s = DONE;
    break;
  case DONE:
    break;
  }
}

int main(void) {
  machine m = {IDLE, 0};
  int guard = 0;
  while (m.s != DONE && guard++ < 10) {
    step(&m);
  }
  printf("ticks=%d\n", m.ticks);
  return 0;
}
