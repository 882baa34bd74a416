counter = 0
cache = {"a": 1, "b": 2}


def bump():
    global counter
    counter += 1


def forget(key):
    if key in cache:
        del cache[key]
    else:
        pass


class Empty:
    pass


bump()
bump()
forget("a")
forget("zzz")
e = Empty()
del e
print(counter, cache)
