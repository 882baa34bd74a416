import contextlib


def parse_all(values):
    parsed = []
    for v in values:
        with contextlib.suppress(ValueError):
            parsed.append(int(v))
            continue
        parsed.append(None)
    return parsed


print(parse_all(["1", "x", "3"]))
