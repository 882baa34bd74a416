import sys


def main(argv):
    if len(argv) > 5:
        return 1
    for arg in argv:
        print("arg", arg)
    return 0


if __name__ == "__main__":
    try:
        raise SystemExit(main(["x", "y"]))
    except SystemExit as exit_request:
        print("exit code", exit_request.code)
