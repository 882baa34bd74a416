def remove_keys(d, keys):
    removed = 0
    for k in keys:
        try:
            del d[k]
        except KeyError:
            continue
        removed += 1
    return removed


data = {"a": 1, "b": 2}
print(remove_keys(data, ["a", "z", "b"]), data)
