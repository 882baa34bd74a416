def check(value):
    try:
        number = int(value)
    except ValueError:
        return "not a number"
    else:
        if number < 0:
            raise ArithmeticError("negative")
        return number
    finally:
        print("checked", value)


for v in ["4", "x", "-2"]:
    try:
        print(check(v))
    except ArithmeticError as e:
        print("outer caught", e)
