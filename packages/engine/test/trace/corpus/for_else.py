def first_negative(xs):
    for index, x in enumerate(xs):
        if x < 0:
            print("found at", index)
            break
    else:
        print("none found")
        index = -1
    return index


first_negative([3, 4, -1, 5])
first_negative([1, 2])
first_negative([])
