class Outer:
    class Config:
        debug = False

        def toggle(self):
            self.debug = not self.debug
            return self.debug

    def __init__(self):
        self.config = Outer.Config()

    def describe(self):
        def fmt(flag):
            return "on" if flag else "off"
        return fmt(self.config.toggle())


o = Outer()
print(o.describe(), o.describe())
