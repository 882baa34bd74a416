def risky(x):
    if x == 3:
        raise IndexError("three")
    return x


def scan(values):
    total = 0
    try:
        for v in values:
            if risky(v) > 1:
                total += v
            elif risky(v) < 0:
                total -= 1
        i = 0
        while risky(i) < 10:
            i += 1
    except IndexError as e:
        return total, str(e)
    return total, None


print(scan([0, 1, 2]), scan([5, 3, 1]))
