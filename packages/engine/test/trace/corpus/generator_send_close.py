def accumulator():
    total = 0
    while True:
        try:
            value = yield total
        except GeneratorExit:
            print("closing at", total)
            raise
        if value is None:
            break
        total += value
    return total


acc = accumulator()
next(acc)
acc.send(5)
print(acc.send(7))
acc.close()
acc2 = accumulator()
next(acc2)
try:
    acc2.send(None)
except StopIteration as stop:
    print("finished with", stop.value)
