class Parser:
    def __init__(self, text):
        self.text = text.replace(" ", "")
        self.pos = 0

    def peek(self):
        return self.text[self.pos] if self.pos < len(self.text) else ""

    def expr(self):
        value = self.term()
        while self.peek() in ("+", "-") and self.peek():
            op = self.text[self.pos]
            self.pos += 1
            rhs = self.term()
            value = value + rhs if op == "+" else value - rhs
        return value

    def term(self):
        value = self.factor()
        while self.peek() in ("*", "/") and self.peek():
            op = self.text[self.pos]
            self.pos += 1
            rhs = self.factor()
            value = value * rhs if op == "*" else value // rhs
        return value

    def factor(self):
        if self.peek() == "(":
            self.pos += 1
            value = self.expr()
            self.pos += 1
            return value
        start = self.pos
        while self.peek().isdigit():
            self.pos += 1
        return int(self.text[start:self.pos])


print(Parser("2 * (3 + 4) - 5").expr(), Parser("8/2/2").expr())
