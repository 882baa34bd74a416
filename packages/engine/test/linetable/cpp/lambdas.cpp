#include <algorithm>
#include <iostream>
#include <vector>

int count_if_greater(const std::vector<int>& xs, int limit) {
  auto greater = [limit](int x) { return x > limit; };
  int n = 0;
  for (int x : xs) {
    if (greater(x)) {
      ++n;
    }
  }
  return n;
}

void sort_desc(std::vector<int>& xs) {
  std::sort(xs.begin(), xs.end(), [](int a, int b) {
    return a > b;
  });
}

int main() {
  std::vector<int> xs{4, 1, 7, 3};
  sort_desc(xs);
  std::cout << count_if_greater(xs, 2) << " " << xs.front() << "\n";
  return 0;
}
