def head_tail(xs):
    if not xs:
        return None, []
    first, *rest = xs
    return first, rest


def merge_dicts(*dicts):
    merged = {}
    for d in dicts:
        merged = {**merged, **d}
    return merged


print(head_tail([1, 2, 3]), head_tail([]), merge_dicts({"a": 1}, {"b": 2}, {"a": 3}))
