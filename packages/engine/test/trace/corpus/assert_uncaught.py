def check_sorted(xs):
    for a, b in zip(xs, xs[1:]):
        assert a <= b, f"{a} > {b}"
    return True


print(check_sorted([1, 2, 3]))
check_sorted([3, 1])
