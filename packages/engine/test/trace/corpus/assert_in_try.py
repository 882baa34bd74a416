def validate(xs):
    problems = 0
    for x in xs:
        try:
            assert isinstance(x, int), "not an int"
            assert x >= 0
        except AssertionError as e:
            problems += 1
            continue
        print("ok", x)
    return problems


print(validate([1, -1, "a", 2]))
