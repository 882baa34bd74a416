def check_positive(n):
    if n <= 0:
        raise ValueError(n)
    return True


def handle(event):
    try:
        match event:
            case {"type": "num", "value": v} if check_positive(v):
                return v * 2
            case {"type": "text", "value": str() as s}:
                return s.upper()
            case _:
                raise KeyError("unknown event")
    except ValueError:
        return "bad number"
    except KeyError as e:
        return str(e)


print(handle({"type": "num", "value": 2}), handle({"type": "num", "value": -1}))
print(handle({"type": "text", "value": "hi"}), handle({"type": "other"}))
