events = []


def nested(n):
    for i in range(n):
        try:
            try:
                if i == 1:
                    continue
                if i == 3:
                    return "early"
                events.append(i)
            finally:
                events.append("inner")
        finally:
            events.append("outer")
    return "end"


print(nested(2), nested(5), events)
