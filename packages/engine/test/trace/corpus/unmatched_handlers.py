def fail(kind):
    if kind == "key":
        raise KeyError(kind)
    if kind == "type":
        raise TypeError(kind)
    return kind


def dispatch(kind):
    try:
        try:
            return fail(kind)
        except ValueError:
            return "value"
        except KeyError:
            return "key handled inside"
    except TypeError:
        return "type handled outside"


print(dispatch("ok"), dispatch("key"), dispatch("type"))
