def f(a, /, b, *, c=2):
    if a:
        return b
    return c

print(f(1, 2), f(0, 1, c=5))
