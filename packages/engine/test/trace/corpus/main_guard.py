import sys


def greet(name):
    return "Hello, " + name


def main(argv):
    names = argv or ["world"]
    for n in names:
        print(greet(n))
    return 0


if __name__ == "__main__":
    status = main(sys.argv[1:2] if False else [])
    print("status", status)
else:
    print("imported")
