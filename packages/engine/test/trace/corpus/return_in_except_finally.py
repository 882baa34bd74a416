def attempt(op):
    try:
        return op()
    except ZeroDivisionError:
        return "div"
    except Exception as exc:
        return type(exc).__name__
    finally:
        print("attempted")


print(attempt(lambda: 1 / 0), attempt(lambda: [][1]), attempt(lambda: 5))
