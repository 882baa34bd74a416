class Timer:
    def __init__(self, name):
        self.name = name
        self.entered = False

    def __enter__(self):
        self.entered = True
        return self

    def __exit__(self, exc_type, exc, tb):
        print("exit", self.name, exc_type is not None)
        return exc_type is ValueError


def work(fail):
    result = None
    with Timer("job") as t:
        if fail:
            raise ValueError("boom")
        result = t.entered
    return result


print(work(False))
print(work(True))
