def stats(words):
    lengths = [len(w) for w in words if w]
    unique = {w.lower() for w in words}
    index = {w: i for i, w in enumerate(words)}
    total = sum(len(w) for w in words)
    nested = [
        (a, b)
        for a in range(3)
        for b in range(3)
        if a < b
    ]
    return lengths, unique, index, total, nested


print(stats(["Alpha", "beta", "", "alpha"]))
