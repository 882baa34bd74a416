def describe(point):
    match point:
        case (0, 0):
            label = "origin"
        case (x, 0) if x > 0:
            label = "positive x axis"
        case (x, 0):
            label = "negative x axis"
        case (0, y):
            label = f"y axis at {y}"
        case (x, y) if x == y:
            label = "diagonal"
        case _:
            label = "somewhere"
    return label


for p in [(0, 0), (3, 0), (-3, 0), (0, 2), (4, 4), (1, 2)]:
    print(describe(p))
