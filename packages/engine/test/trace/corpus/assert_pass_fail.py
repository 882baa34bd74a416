def mean(xs):
    assert len(xs) > 0, "empty input"
    return sum(xs) / len(xs)


print(mean([1, 2, 3]))
try:
    mean([])
except AssertionError as e:
    print("assertion:", e)
