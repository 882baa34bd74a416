def grid_search(grid, wanted):
    found = []
    for r, row in enumerate(grid):
        if not row:
            continue
        for c, cell in enumerate(row):
            if cell is None:
                continue
            if cell == wanted:
                found.append((r, c))
                break
        else:
            found.append((r, None))
    return found


print(grid_search([[1, 2, 3], [], [None, 3], [4, 5]], 3))
