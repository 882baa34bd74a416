import sys

DEBUG = False


class Settings:
    level = 1
    if DEBUG:
        level = 10
    else:
        level = 2
    names = []
    for i in range(3):
        names.append(f"opt{i}")
    del i

    def show(self):
        return self.level, self.names


print(Settings().show(), sys.version_info >= (3, 0))
