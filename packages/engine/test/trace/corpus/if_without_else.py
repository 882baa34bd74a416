def clamp(x, lo, hi):
    if x < lo:
        return lo
    if x > hi:
        return hi
    return x


results = []
for v in (-3, 5, 12):
    results.append(clamp(v, 0, 10))
print(results)
