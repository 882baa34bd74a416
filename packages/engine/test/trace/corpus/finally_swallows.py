def return_in_finally(x):
    try:
        if x:
            raise ValueError("lost")
        value = 1
    finally:
        return "finally wins"


def break_in_finally(items):
    count = 0
    for item in items:
        try:
            if item < 0:
                raise ValueError(item)
            count += 1
        finally:
            if item < 0:
                break
    return count


def continue_in_finally(items):
    seen = []
    for item in items:
        try:
            if item == 0:
                raise ZeroDivisionError
            seen.append(10 // item)
        finally:
            continue
    return seen


print(return_in_finally(True), return_in_finally(False))
print(break_in_finally([1, 2, -1, 3]), continue_in_finally([1, 0, 2]))
