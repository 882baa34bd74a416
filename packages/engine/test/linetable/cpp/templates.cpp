#include <iostream>
#include <vector>

template <typename T>
T largest(const std::vector<T>& xs) {
  T best = xs.front();
  for (std::size_t i = 1; i < xs.size(); ++i) {
    if (xs[i] > best) {
      best = xs[i];
    }
  }
  return best;
}

template <typename T>
class Stack {
public:
  void push(const T& x) { items_.push_back(x); }
  T pop() {
    if (items_.empty()) {
      throw std::out_of_range("empty stack");
    }
    T top = items_.back();
    items_.pop_back();
    return top;
  }
  bool empty() const { return items_.empty(); }

private:
  std::vector<T> items_;
};

int main() {
  std::vector<int> xs{3, 9, 2};
  std::cout << largest(xs) << "\n";
  Stack<int> s;
  for (int x : xs) s.push(x);
  while (!s.empty()) {
    std::cout << s.pop() << " ";
  }
  try {
    s.pop();
  } catch (const std::out_of_range&) {
    std::cout << "empty\n";
  }
  return 0;
}
