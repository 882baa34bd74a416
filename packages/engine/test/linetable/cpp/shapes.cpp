#include <iostream>
#include <memory>
#include <vector>

namespace geo {

struct Shape {
  virtual ~Shape() = default;
  virtual double area() const = 0;
};

struct Rect : Shape {
  double w, h;
  Rect(double w, double h) : w(w), h(h) {}
  double area() const override { return w * h; }
};

struct Circle : Shape {
  double r;
  explicit Circle(double r) : r(r) {}
  double area() const override {
    return 3.14159 * r * r;
  }
};

double total(const std::vector<std::unique_ptr<Shape>>& shapes) {
  double sum = 0;
  for (const auto& s : shapes) {
    sum += s->area();
  }
  return sum;
}

}  // namespace geo

int main() {
  std::vector<std::unique_ptr<geo::Shape>> shapes;
  shapes.push_back(std::make_unique<geo::Rect>(2, 3));
  shapes.push_back(std::make_unique<geo::Circle>(1));
  std::cout << geo::total(shapes) << std::endl;
  return 0;
}
