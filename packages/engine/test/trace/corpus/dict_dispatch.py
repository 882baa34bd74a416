def add(a, b):
    return a + b


def sub(a, b):
    return a - b


def div(a, b):
    if b == 0:
        raise ZeroDivisionError("b is zero")
    return a / b


OPS = {"+": add, "-": sub, "/": div}


def evaluate(expr):
    a, op, b = expr.split()
    func = OPS.get(op)
    if func is None:
        return f"unknown op {op}"
    try:
        return func(int(a), int(b))
    except ZeroDivisionError as e:
        return str(e)


for e in ["1 + 2", "5 - 9", "4 / 0", "2 ^ 3"]:
    print(evaluate(e))
