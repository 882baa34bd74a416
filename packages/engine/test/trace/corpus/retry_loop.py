attempts = {"n": 0}


def flaky():
    attempts["n"] += 1
    if attempts["n"] < 3:
        raise ConnectionError("try again")
    return "connected"


def with_retry(func, tries):
    last = None
    for attempt in range(tries):
        try:
            return func()
        except ConnectionError as err:
            last = err
            print("attempt", attempt, "failed")
    raise RuntimeError("gave up") from last


print(with_retry(flaky, 5))
attempts["n"] = -10
try:
    with_retry(flaky, 2)
except RuntimeError as e:
    print(e)
