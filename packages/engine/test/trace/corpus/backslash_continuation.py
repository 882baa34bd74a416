def long_condition(a, b, c):
    if a > 0 and \
            b > 0 and \
            c > 0:
        total = a + \
            b + \
            c
        return total
    return 0


x = 1 + \
    2
print(long_condition(1, 2, 3), long_condition(-1, 2, 3), x)
