from contextlib import nullcontext

log = []


def guarded(items):
    with nullcontext():
        try:
            for item in items:
                yield item
        except Exception:
            log.append("exception")
        finally:
            log.append("finally")
    log.append("after with")


print(list(guarded([1, 2])))
g = guarded([1, 2, 3])
next(g)
g.close()
print(log)
