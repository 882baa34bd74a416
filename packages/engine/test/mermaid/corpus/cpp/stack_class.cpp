#include <stdexcept>
#include <vector>

template <typename T>
class Stack {
    std::vector<T> items;
public:
    void push(const T &x) { items.push_back(x); }
    T pop() {
        if (items.empty()) {
            throw std::out_of_range("pop on empty stack");
        }
        T top = items.back();
        items.pop_back();
        return top;
    }
    bool empty() const { return items.empty(); }
};

int drain(Stack<int> &s) {
    int n = 0;
    while (!s.empty()) {
        s.pop();
        ++n;
    }
    return n;
}
