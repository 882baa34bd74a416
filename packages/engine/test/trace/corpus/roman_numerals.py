VALUES = [(1000, "M"), (900, "CM"), (500, "D"), (400, "CD"), (100, "C"), (90, "XC"),
          (50, "L"), (40, "XL"), (10, "X"), (9, "IX"), (5, "V"), (4, "IV"), (1, "I")]


def to_roman(n):
    if not 0 < n < 4000:
        raise ValueError(n)
    out = ""
    for value, symbol in VALUES:
        while n >= value:
            out += symbol
            n -= value
    return out


def from_roman(s):
    lookup = dict((sym, val) for val, sym in VALUES)
    total = 0
    i = 0
    while i < len(s):
        if i + 1 < len(s) and s[i:i + 2] in lookup:
            total += lookup[s[i:i + 2]]
            i += 2
        else:
            total += lookup[s[i]]
            i += 1
    return total


print(to_roman(1994), from_roman("MCMXCIV"))
