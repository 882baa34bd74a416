from contextlib import contextmanager

trace = []


@contextmanager
def tag(name):
    trace.append("<" + name + ">")
    try:
        yield name
    finally:
        trace.append("</" + name + ">")


def render(items):
    with tag("ul"):
        for item in items:
            with tag("li") as t:
                if item is None:
                    return "aborted"
                trace.append(item)
    return "ok"


print(render(["a", "b"]), render(["c", None]), "".join(trace))
