def worker():
    handled = 0
    while True:
        try:
            job = yield handled
            if job is None:
                return handled
            handled += 1
        except ValueError:
            print("recovered")
        finally:
            print("step done")


w = worker()
next(w)
w.send("a")
w.throw(ValueError("bad job"))
w.send("b")
try:
    w.send(None)
except StopIteration as s:
    print("handled", s.value)
