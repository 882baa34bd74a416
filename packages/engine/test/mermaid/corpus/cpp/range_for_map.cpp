#include <iostream>
#include <map>
#include <string>

std::map<std::string, int> count_words(const std::string &text) {
    std::map<std::string, int> counts;
    std::string word;
    for (char c : text) {
        if (c == ' ' || c == '\n') {
            if (!word.empty()) counts[word]++;
            word.clear();
        } else {
            word += c;
        }
    }
    if (!word.empty()) ++counts[word];
    return counts;
}

int main() {
    for (const auto &[w, n] : count_words("a b a c")) std::cout << w << "=" << n << "\n";
}
