def default_fails():
    raise LookupError("no default")


try:
    import module_that_does_not_exist_xyz
except ImportError:
    module_that_does_not_exist_xyz = None

try:
    def configured(x=default_fails()):
        return x
except LookupError as e:
    print("definition failed:", e)

try:
    class Broken:
        limit = int("not a number")
except ValueError:
    Broken = None

print(module_that_does_not_exist_xyz, Broken)
