log = []


def guarded(n):
    try:
        if n < 0:
            return "negative"
        log.append("body")
        return "ok"
    finally:
        log.append("cleanup")


def override():
    try:
        return 1
    finally:
        log.append("finally ran")


print(guarded(-1), guarded(2), override(), log)
