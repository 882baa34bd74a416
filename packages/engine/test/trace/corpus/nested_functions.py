def make_counter(start):
    count = start

    def increment(step=1):
        nonlocal count
        count += step
        return count

    def reset():
        nonlocal count
        count = start

    return increment, reset


inc, reset = make_counter(10)
print(inc(), inc(5))
reset()
print(inc())
