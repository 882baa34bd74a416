#include <fstream>
#include <iostream>
#include <mutex>

std::mutex m;

bool write_log(const char *path, const char *msg) {
    std::lock_guard<std::mutex> guard(m);
    {
        std::ofstream out(path, std::ios::app);
        if (!out) {
            std::cerr << "cannot open " << path << "\n";
            return false;
        }
        out << msg << '\n';
    }
    return true;
}
