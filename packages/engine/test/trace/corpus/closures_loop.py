def make_multipliers(n):
    funcs = []
    for i in range(n):
        def mul(x, factor=i):
            return x * factor
        funcs.append(mul)
    return funcs


def apply_all(funcs, value):
    out = []
    for f in funcs:
        out.append(f(value))
    return out


print(apply_all(make_multipliers(4), 3))
