def pairs(rows):
    out = []
    try:
        for a, b in rows:
            out.append(a + b)
    except ValueError as e:
        out.append("bad row")
    return out


def countdown(obj):
    try:
        while obj.value > 0:
            obj.value -= 1
    except AttributeError:
        return "no value"
    return "done"


class Box:
    value = 2


print(pairs([(1, 2), (3, 4)]), pairs([(1, 2), (1, 2, 3)]))
print(countdown(Box()), countdown(None))
