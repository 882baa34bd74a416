#include <algorithm>
#include <vector>

template <typename T>
T clamp_sum(const std::vector<T> &xs, T lo, T hi) {
    T s{};
    for (auto x : xs) s += x;
    if (s < lo) return lo;
    if (s > hi) return hi;
    return s;
}

int count_big(std::vector<int> v, int limit) {
    auto big = [limit](int x) { return x > limit; };
    std::sort(v.begin(), v.end(), [](int a, int b) { return a > b; });
    return static_cast<int>(std::count_if(v.begin(), v.end(), big));
}
