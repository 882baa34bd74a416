def transpose(m):
    return [list(row) for row in zip(*m)]


def matmul(a, b):
    if len(a[0]) != len(b):
        raise ValueError("shape mismatch")
    result = []
    for row in a:
        new_row = []
        for col in transpose(b):
            new_row.append(sum(x * y for x, y in zip(row, col)))
        result.append(new_row)
    return result


print(matmul([[1, 2], [3, 4]], [[5, 6], [7, 8]]))
try:
    matmul([[1, 2]], [[1, 2]])
except ValueError as e:
    print(e)
