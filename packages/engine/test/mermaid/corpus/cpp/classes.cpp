#include <iostream>
#include <string>
#include <vector>

class Shape {
public:
    virtual ~Shape() = default;
    virtual double area() const = 0;
};

class Rect : public Shape {
    double w_, h_;
public:
    Rect(double w, double h) : w_(w), h_(h) {}
    double area() const override { return w_ * h_; }
};

double total(const std::vector<Shape *> &shapes) {
    double sum = 0;
    for (const auto *s : shapes) {
        if (!s) continue;
        sum += s->area();
    }
    return sum;
}

int main() {
    Rect r(2, 3);
    std::vector<Shape *> v{&r, nullptr};
    std::cout << "total = " << total(v) << std::endl;
    return 0;
}
