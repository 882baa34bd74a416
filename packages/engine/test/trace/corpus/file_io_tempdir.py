import json
import os


def save(path, data):
    with open(path, "w", encoding="utf-8") as fh:
        json.dump(data, fh)


def load(path, default=None):
    if not os.path.exists(path):
        return default
    try:
        with open(path, encoding="utf-8") as fh:
            return json.load(fh)
    except json.JSONDecodeError:
        return default


save("settings.json", {"theme": "dark"})
print(load("settings.json"), load("missing.json", {}))
with open("broken.json", "w") as f:
    f.write("{not json")
print(load("broken.json", "fallback"))
