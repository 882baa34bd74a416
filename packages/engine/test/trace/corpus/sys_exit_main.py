import sys


def run(args):
    if not args:
        print("usage: prog NAME")
        return 2
    print("hello", args[0])
    return 0


def main():
    code = run([])
    if code != 0:
        sys.exit(code)
    print("not reached")


if __name__ == "__main__":
    main()
