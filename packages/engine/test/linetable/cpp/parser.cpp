#include <cctype>
#include <iostream>
#include <stdexcept>
#include <string>

class Parser {
public:
  explicit Parser(const std::string& text) : text_(text), pos_(0) {}
  int expr();

private:
  int term();
  int number();
  char peek() const { return pos_ < text_.size() ? text_[pos_] : '\0'; }
  std::string text_;
  std::size_t pos_;
};

int Parser::expr() {
  int value = term();
  while (peek() == '+' || peek() == '-') {
    char op = text_[pos_++];
    int rhs = term();
    value = op == '+' ? value + rhs : value - rhs;
  }
  return value;
}

int Parser::term() {
  int value = number();
  while (peek() == '*') {
    ++pos_;
    value *= number();
  }
  return value;
}

int Parser::number() {
  if (!std::isdigit(static_cast<unsigned char>(peek()))) {
    throw std::runtime_error("digit expected");
  }
  int n = 0;
  do {
    n = n * 10 + (text_[pos_++] - '0');
  } while (std::isdigit(static_cast<unsigned char>(peek())));
  return n;
}

int main() {
  std::cout << Parser("2+3*4-1").expr() << "\n";
  try {
    Parser("2+x").expr();
  } catch (const std::exception& e) {
    std::cout << e.what() << "\n";
  }
  return 0;
}
