def outer():
    results = []
    for i in range(3):
        try:
            for j in range(3):
                if j == i:
                    break
            else:
                raise ValueError(i)
        except ValueError:
            results.append("none")
            continue
        finally:
            results.append("f")
        results.append(i)
    else:
        results.append("done")
    return results


def bare():
    try:
        {}["x"]
    except:
        return "bare caught"


def recurse_finally(n):
    try:
        if n == 0:
            raise RecursionError("bottom")
        return recurse_finally(n - 1)
    finally:
        print("unwind", n)


print(outer(), bare())
try:
    recurse_finally(2)
except RecursionError:
    print("bottom reached")
