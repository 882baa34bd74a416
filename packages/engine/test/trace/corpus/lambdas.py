people = [("ann", 31), ("bob", 25), ("cy", 40)]
by_age = sorted(people, key=lambda p: p[1])
names = list(map(lambda p: p[0].title(), people))
adults = list(filter(lambda p: p[1] >= 30,
                     people))
compose = lambda f, g: lambda x: f(g(x))
inc_then_double = compose(lambda x: x * 2, lambda x: x + 1)


def pick(op):
    table = {"min": lambda xs: min(xs), "max": lambda xs: max(xs)}
    return table.get(op, lambda xs: None)


print(by_age, names, adults, inc_then_double(3), pick("max")([1, 5, 2]), pick("?")([]))
