def find_divisor(n):
    d = 2
    while d * d <= n:
        if n % d == 0:
            break
        d += 1
    else:
        return None
    return d


for n in (15, 17, 49, 2):
    print(n, find_divisor(n))
