def index_of(xs, wanted):
    i = 0
    while i < len(xs):
        if xs[i] == wanted:
            return i
        i += 1
    return -1


def contains_any(text, letters):
    for ch in text:
        if ch in letters:
            return True
    return False


print(index_of([5, 6, 7], 6), index_of([5], 9))
print(contains_any("hello", "xyz"), contains_any("hello", "l"))
