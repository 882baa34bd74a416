def numbers(limit):
    for i in range(limit):
        if i == 2:
            raise RuntimeError("iterator broke")
        yield i


def consume(limit):
    got = []
    try:
        for n in numbers(limit):
            got.append(n)
        else:
            got.append("complete")
    except RuntimeError:
        got.append("broken")
    return got


print(consume(2), consume(5))
