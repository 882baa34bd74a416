def combine(a, b, c, d=0):
    return a + b + c + d


value = combine(
    1,
    2,
    3,
)
other = combine(value,
                combine(1, 1, 1),
                d=4,
                c=5)
text = ("one "
        "two "
        "three")
numbers = [1, 2,
           3, 4]
print(value, other, text,
      numbers)
