#include <iostream>
#include <string>

struct Vec {
    int x, y;
    Vec operator+(const Vec &o) const { return {x + o.x, y + o.y}; }
    bool operator<(const Vec &o) const { return x < o.x || (x == o.x && y < o.y); }
};

std::ostream &operator<<(std::ostream &os, const Vec &v) {
    return os << "(" << v.x << ", " << v.y << ") #\"vec\" <end>";
}

int main() {
    Vec a{1, 2}, b{3, 4};
    if (a < b && !(b < a)) std::cout << a + b << std::endl;
    std::string s = R"(raw "string" with # and {} and end)";
    std::cout << s;
}
