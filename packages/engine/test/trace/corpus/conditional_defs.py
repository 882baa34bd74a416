import sys

if sys.version_info >= (3, 0):
    def greet(name):
        return "hello " + name
else:
    def greet(name):
        return "hi " + name

try:
    import json
except ImportError:
    json = None

if json is not None:
    class Codec:
        def encode(self, obj):
            return json.dumps(obj)
else:
    Codec = None

print(greet("x"), Codec().encode([1]))
