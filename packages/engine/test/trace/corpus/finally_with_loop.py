def cleanup(resources):
    released = []
    try:
        if not resources:
            raise ValueError("nothing to do")
        return len(resources)
    finally:
        for r in resources:
            if r is None:
                break
            released.append(r)
        print("released", released)


print(cleanup(["a", None, "b"]))
try:
    cleanup([])
except ValueError as e:
    print(e)
