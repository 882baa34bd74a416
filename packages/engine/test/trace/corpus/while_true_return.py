def next_power_of_two(n):
    p = 1
    while True:
        if p >= n:
            return p
        p *= 2


def digits(n):
    out = []
    while True:
        n, d = divmod(n, 10)
        out.append(d)
        if n == 0:
            break
    return out[::-1]


print(next_power_of_two(37), next_power_of_two(1), digits(9051))
