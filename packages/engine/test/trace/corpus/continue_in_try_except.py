def total_valid(values):
    total = 0
    for v in values:
        try:
            n = int(v)
        except ValueError:
            continue
        except TypeError:
            break
        else:
            if n < 0:
                continue
        total += n
    return total


print(total_valid(["1", "x", "-3", "4"]), total_valid(["2", None, "5"]))
