def risky(x):
    if x == 0:
        raise ZeroDivisionError("zero")
    return 10 / x


def wrapper(x):
    try:
        return risky(x)
    except ZeroDivisionError:
        print("logging and re-raising")
        raise


def top(x):
    try:
        return wrapper(x)
    except ArithmeticError as e:
        return str(e)


print(top(2), top(0))
