def safe_div(a, b):
    try:
        result = a / b
    except ZeroDivisionError:
        print("division by zero")
        result = None
    else:
        print("ok")
    finally:
        print("done")
    return result


print(safe_div(6, 3))
print(safe_div(1, 0))
