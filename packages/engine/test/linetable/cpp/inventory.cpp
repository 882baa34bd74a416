#include <iostream>
#include <map>
#include <string>

enum class Command { Add, Remove, Report, Quit };

Command parse(const std::string& word) {
  if (word == "add") return Command::Add;
  if (word == "remove") return Command::Remove;
  if (word == "report") return Command::Report;
  return Command::Quit;
}

int main() {
  std::map<std::string, int> stock;
  std::string word, item;
  int qty = 0;
  while (std::cin >> word) {
    Command c = parse(word);
    switch (c) {
      case Command::Add:
        std::cin >> item >> qty;
        stock[item] += qty;
        break;
      case Command::Remove:
        std::cin >> item >> qty;
        if (stock[item] < qty) {
          std::cout << "not enough " << item << "\n";
          continue;
        }
        stock[item] -= qty;
        break;
      case Command::Report:
        for (const auto& [name, n] : stock) {
          std::cout << name << ": " << n << "\n";
        }
        break;
      case Command::Quit:
        return 0;
    }
  }
  return 0;
}
