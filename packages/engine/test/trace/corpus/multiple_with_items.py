from contextlib import contextmanager

events = []


@contextmanager
def ctx(name):
    events.append("enter " + name)
    yield name
    events.append("exit " + name)


def two_managers():
    with ctx("a") as a, ctx("b") as b:
        events.append(a + b)
    return len(events)


def parenthesized():
    with (
        ctx("c") as c,
        ctx("d") as d,
    ):
        events.append(c + d)
    return events[-1]


print(two_managers(), parenthesized(), events)
