def make():
    class Local:
        size = 3

        def area(self):
            def square(v):
                return v * v
            return square(self.size)

    return Local().area()


def matcher(cmd):
    for part in cmd:
        match part:
            case ("move", d):
                match d:
                    case "up" | "down":
                        kind = "vertical"
                    case _:
                        kind = "horizontal"
                print(kind)
            case ("stop",):
                try:
                    raise StopIteration
                except StopIteration:
                    break
            case _:
                continue
    return "end"


def echo():
    received = []
    while True:
        if (value := (yield len(received))) is None:
            break
        received.append(value)
    return received


def finally_replaces():
    try:
        return "try"
    finally:
        raise KeyError("finally")


print(make(), matcher([("move", "up"), ("jump",), ("move", "left"), ("stop",), ("move", "x")]))
e = echo()
next(e)
e.send(1)
try:
    e.send(None)
except StopIteration as s:
    print(s.value)
try:
    finally_replaces()
except KeyError:
    print("key")
