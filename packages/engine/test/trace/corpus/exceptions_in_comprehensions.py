def parse_all(texts):
    try:
        return [int(t) for t in texts]
    except ValueError:
        return None


def safe_lengths(items):
    lengths = {}
    for item in items:
        try:
            lengths[item] = len(item)
        except TypeError:
            lengths[str(item)] = -1
    return lengths


print(parse_all(["1", "2"]), parse_all(["1", "x"]), safe_lengths(["ab", 5]))
