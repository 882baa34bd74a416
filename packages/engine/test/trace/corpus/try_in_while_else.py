def read_numbers(tokens):
    numbers = []
    i = 0
    while i < len(tokens):
        try:
            n = float(tokens[i])
        except ValueError:
            print("skip", tokens[i])
        else:
            if n < 0:
                break
            numbers.append(n)
        finally:
            i += 1
    else:
        print("consumed all")
    return numbers


print(read_numbers(["1", "x", "2.5"]))
print(read_numbers(["3", "-1", "4"]))
