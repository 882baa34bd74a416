registry = {}


def register(name):
    if name in registry:
        raise ValueError(f"duplicate {name}")

    def wrap(func):
        registry[name] = func
        return func
    return wrap


@register("first")
def first():
    return 1


try:
    @register("first")
    def again():
        return 2
except ValueError as e:
    print("refused:", e)

print(sorted(registry), first())
