def f(items, limit):
    total = 0
    for (index,
         item) in enumerate(
            items):
        while (total < limit and
               item > 0):
            total += 1
            item -= 1
        if (index > 1 or
                total > 100):
            break
    return (total
            if total > 0
            else None)


def g(d):
    return {
        k: v
        for k, v in d.items()
        if v
    }


def h(x):
    match (x,
           x + 1):
        case (0,
              1):
            return "zero"
        case _:
            return "other"


print(f([1, 2, 3, 4], 5), g({"a": 1, "b": 0}), h(0), h(5))
y = [
    f([1], 1),
    h(1),
]
