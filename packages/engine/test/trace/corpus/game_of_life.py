def neighbours(board, r, c):
    count = 0
    for dr in (-1, 0, 1):
        for dc in (-1, 0, 1):
            if dr == 0 and dc == 0:
                continue
            rr, cc = r + dr, c + dc
            if 0 <= rr < len(board) and 0 <= cc < len(board[0]):
                count += board[rr][cc]
    return count


def step(board):
    new = []
    for r, row in enumerate(board):
        new_row = []
        for c, alive in enumerate(row):
            n = neighbours(board, r, c)
            if alive and n in (2, 3):
                new_row.append(1)
            elif not alive and n == 3:
                new_row.append(1)
            else:
                new_row.append(0)
        new.append(new_row)
    return new


blinker = [[0, 1, 0], [0, 1, 0], [0, 1, 0]]
print(step(blinker))
