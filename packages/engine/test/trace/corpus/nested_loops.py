def multiplication_table(n):
    rows = []
    for i in range(1, n + 1):
        row = []
        for j in range(1, n + 1):
            row.append(i * j)
        rows.append(row)
    return rows


def find_pair(xs, target):
    for i in range(len(xs)):
        for j in range(i + 1, len(xs)):
            if xs[i] + xs[j] == target:
                return i, j
    return None


print(multiplication_table(3))
print(find_pair([1, 4, 6, 9], 10))
print(find_pair([1, 2], 10))
