class Celsius:
    def __init__(self, value):
        self.value = value

    @property
    def value(self):
        return self._value

    @value.setter
    def value(self, v):
        if v < -273.15:
            raise ValueError("below absolute zero")
        self._value = v


c = Celsius(20)
c.value = 25
try:
    c.value = -300
except ValueError as err:
    print(err)
print(c.value)
