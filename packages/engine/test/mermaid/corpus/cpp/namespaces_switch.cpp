#include <iostream>

namespace calc {
enum class Op { Add, Sub, Mul, Div };

int apply(Op op, int a, int b) {
    switch (op) {
    case Op::Add:
        return a + b;
    case Op::Sub:
        return a - b;
    case Op::Mul: {
        int r = a * b;
        return r;
    }
    case Op::Div:
        if (b == 0) {
            std::cout << "div by zero" << std::endl;
            return 0;
        }
        return a / b;
    }
    return 0;
}
}  // namespace calc

int main() { std::cout << calc::apply(calc::Op::Div, 6, 0); }
