def inner(n):
    for i in range(n):
        yield i
    return n


def outer():
    got = yield from inner(2)
    yield got * 10
    yield from inner(1)


print(list(outer()))
