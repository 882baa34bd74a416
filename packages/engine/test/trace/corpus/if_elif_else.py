def classify(n):
    if n < 0:
        kind = "negative"
    elif n == 0:
        kind = "zero"
    elif n < 10:
        kind = "small"
    else:
        kind = "large"
    return kind


for value in [-5, 0, 3, 42]:
    print(value, classify(value))
