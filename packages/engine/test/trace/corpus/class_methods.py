class Stack:
    def __init__(self):
        self.items = []

    def push(self, item):
        self.items.append(item)

    def pop(self):
        if not self.items:
            raise IndexError("pop from empty stack")
        return self.items.pop()

    def __len__(self):
        return len(self.items)

    @property
    def top(self):
        return self.items[-1] if self.items else None


s = Stack()
s.push(1)
s.push(2)
print(s.pop(), len(s), s.top)
s.pop()
try:
    s.pop()
except IndexError as e:
    print(e)
