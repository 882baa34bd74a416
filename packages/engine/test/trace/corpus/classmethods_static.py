class Temperature:
    scale = "C"

    def __init__(self, degrees):
        self.degrees = degrees

    @classmethod
    def from_fahrenheit(cls, f):
        return cls((f - 32) * 5 / 9)

    @staticmethod
    def is_freezing(c):
        if c <= 0:
            return True
        return False

    def __repr__(self):
        return f"Temperature({self.degrees:.1f})"


t = Temperature.from_fahrenheit(212)
print(t, Temperature.is_freezing(t.degrees), Temperature.is_freezing(-4))
