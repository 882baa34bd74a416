class Range2:
    def __init__(self, start, stop):
        self.cur = start
        self.stop = stop

    def __iter__(self):
        return self

    def __next__(self):
        if self.cur >= self.stop:
            raise StopIteration
        value = self.cur
        self.cur += 1
        return value


total = 0
for v in Range2(1, 4):
    total += v
print(total, list(Range2(5, 7)))
