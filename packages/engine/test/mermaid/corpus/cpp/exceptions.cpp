#include <iostream>
#include <stdexcept>

int parse(const std::string &s) {
    if (s.empty()) throw std::invalid_argument("empty");
    return std::stoi(s);
}

int safe_parse(const std::string &s) {
    try {
        return parse(s);
    } catch (const std::invalid_argument &e) {
        std::cerr << "invalid: " << e.what() << '\n';
        return 0;
    } catch (const std::out_of_range &) {
        return -1;
    } catch (...) {
        throw;
    }
}

int main() {
    std::cout << safe_parse("42") << safe_parse("") << std::endl;
}
