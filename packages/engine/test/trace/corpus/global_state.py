total = 0
history = []


def record(x):
    global total
    if x is None:
        return
    total += x
    history.append(total)


def reset():
    global total, history
    total = 0
    history = []


for v in [1, None, 2]:
    record(v)
print(total, history)
reset()
print(total, history)
