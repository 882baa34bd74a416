log = []


def inner(x):
    try:
        log.append("try")
        if x:
            raise ValueError("first")
    except ValueError:
        log.append("handler")
        raise TypeError("second")
    finally:
        log.append("inner finally")
    return "clean"


def outer(x):
    try:
        return inner(x)
    except TypeError as e:
        log.append("outer handler")
        return str(e)
    finally:
        log.append("outer finally")


print(outer(False), outer(True), log)
