def sign(x):
    if x > 0: return 1
    elif x < 0: return -1
    else: return 0


def countdown(n):
    while n > 0: n -= 1
    for i in range(2): pass
    return n


a = 1; b = 2; c = a + b
print(sign(5), sign(-2), sign(0), countdown(3), c)
