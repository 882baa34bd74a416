class Tree:
    def __init__(self, key):
        self.key = key
        self.left = None
        self.right = None

    def insert(self, key):
        if key < self.key:
            if self.left is None:
                self.left = Tree(key)
            else:
                self.left.insert(key)
        else:
            if self.right is None:
                self.right = Tree(key)
            else:
                self.right.insert(key)

    def inorder(self):
        if self.left:
            yield from self.left.inorder()
        yield self.key
        if self.right:
            yield from self.right.inorder()

    def height(self):
        lh = self.left.height() if self.left else 0
        rh = self.right.height() if self.right else 0
        return 1 + max(lh, rh)


root = Tree(5)
for k in (3, 8, 1, 4, 9):
    root.insert(k)
print(list(root.inorder()), root.height())
