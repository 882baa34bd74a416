def process(items):
    handled = []
    for item in items:
        try:
            if item == "skip":
                continue
            if item == "stop":
                break
            handled.append(item)
        finally:
            handled.append("/" + item)
    return handled


print(process(["a", "skip", "b", "stop", "c"]))
