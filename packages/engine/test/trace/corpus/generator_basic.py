def countdown(n):
    while n > 0:
        yield n
        n -= 1
    print("liftoff")


def evens(limit):
    for i in range(limit):
        if i % 2:
            continue
        yield i


print(list(countdown(3)))
print(sum(evens(10)))
g = countdown(5)
print(next(g), next(g))
