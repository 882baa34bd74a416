class Animal:
    sound = "..."

    def __init__(self, name):
        self.name = name

    def speak(self):
        return f"{self.name} says {self.sound}"


class Dog(Animal):
    sound = "woof"

    def speak(self):
        base = super().speak()
        return base + "!"


class Puppy(Dog):
    def __init__(self, name, age):
        super().__init__(name)
        self.age = age


for a in [Animal("generic"), Dog("rex"), Puppy("bit", 1)]:
    print(a.speak())
