class Tree:
    def __init__(self, value, children=()):
        self.value = value
        self.children = list(children)

    def total(self):
        result = self.value
        for child in self.children:
            result += child.total()
        return result

    def depth(self):
        if not self.children:
            return 1
        return 1 + max(c.depth() for c in self.children)

    def find(self, value):
        if self.value == value:
            return self
        for child in self.children:
            hit = child.find(value)
            if hit is not None:
                return hit
        return None


t = Tree(1, [Tree(2, [Tree(4)]), Tree(3)])
print(t.total(), t.depth(), t.find(4).value, t.find(9))
