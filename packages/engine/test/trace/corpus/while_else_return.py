def search(xs, target):
    i = 0
    while i < len(xs):
        if xs[i] == target:
            break
        i += 1
    else:
        return "missing"
    return f"at {i}"


def empty_for(xs):
    for x in xs:
        print(x)
    else:
        return "loop finished"


print(search([1, 2], 2), search([1], 5), empty_for([]), empty_for([1]))
