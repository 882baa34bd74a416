import sys


def shutdown(code):
    print("shutting down with", code)
    sys.exit(code)


try:
    shutdown(3)
except Exception:
    print("SystemExit is not an Exception: never printed")
finally:
    print("cleanup still runs")
