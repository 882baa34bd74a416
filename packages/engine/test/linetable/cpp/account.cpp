#include <iostream>
#include <stdexcept>
#include <string>

class Account {
public:
  explicit Account(std::string owner, int balance = 0)
      : owner_(std::move(owner)), balance_(balance) {
    if (balance_ < 0) {
      throw std::invalid_argument("negative balance");
    }
  }

  ~Account() { std::cout << "closing " << owner_ << "\n"; }

  void deposit(int amount) { balance_ += amount; }

  bool withdraw(int amount);

  int balance() const { return balance_; }

private:
  std::string owner_;
  int balance_;
};

bool Account::withdraw(int amount) {
  if (amount > balance_) {
    std::cerr << "insufficient funds\n";
    return false;
  }
  balance_ -= amount;
  return true;
}

int main() {
  Account a("ada", 10);
  a.deposit(5);
  if (!a.withdraw(100)) {
    a.withdraw(3);
  }
  try {
    Account bad("bob", -1);
  } catch (const std::invalid_argument& e) {
    std::cout << "error: " << e.what() << "\n";
  }
  std::cout << a.balance() << "\n";
  return 0;
}
