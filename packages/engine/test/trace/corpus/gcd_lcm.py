def gcd(a, b):
    while b:
        a, b = b, a % b
    return a


def lcm(a, b):
    return a * b // gcd(a, b) if a and b else 0


def gcd_recursive(a, b):
    return a if b == 0 else gcd_recursive(b, a % b)


print(gcd(48, 18), lcm(4, 6), lcm(0, 5), gcd_recursive(270, 192))
