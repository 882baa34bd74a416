class Broken:
    def __init__(self, fail_enter):
        self.fail_enter = fail_enter

    def __enter__(self):
        if self.fail_enter:
            raise OSError("cannot enter")
        return self

    def __exit__(self, *exc):
        return False


def use(fail_enter, fail_make):
    try:
        with (Broken(fail_enter) if not fail_make else open("/nonexistent/x")) as b:
            result = "inside"
        return result
    except OSError as e:
        return "failed: " + type(e).__name__


print(use(False, False), use(True, False), use(False, True))
