def consts(n):
    if 0:
        x = 1
    else:
        x = 2
    if True:
        x += 1
    while 1:
        n -= 1
        if n < 0:
            break
    if __debug__:
        x += 10
    if not __debug__:
        x = 0
    while False:
        x = -1
    return x


def chained(a):
    return (a
            .strip()
            .lower()
            .replace(" ",
                     "_"))


def handler_types(v):
    try:
        return int(v)
    except (ValueError,
            TypeError) as e:
        return -1


@(lambda f:
  f)
def weird_decorator():
    return 1


print(consts(2), chained(" A B "), handler_types("x"), handler_types(None), weird_decorator())
