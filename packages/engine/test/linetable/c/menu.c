#include <stdio.h>

static int balance = 100;

void deposit(int amount) { balance += amount; }

int withdraw(int amount) {
  if (amount > balance) return 0;
  balance -= amount;
  return 1;
}

int main(void) {
  int choice, amount;
  for (;;) {
    printf("1) deposit 2) withdraw 3) quit: ");
    if (scanf("%d", &choice) != 1)
      break;
    if (choice == 3)
      break;
    printf("amount: ");
    scanf("%d", &amount);
    switch (choice) {
    case 1:
      deposit(amount);
      break;
    case 2:
      if (!withdraw(amount))
        puts("insufficient funds");
      break;
    default:
      puts("invalid choice");
      continue;
    }
    printf("balance: %d\n", balance);
  }
  return 0;
}
