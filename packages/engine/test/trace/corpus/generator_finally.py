log = []


def resource_lines(lines):
    log.append("open")
    try:
        for line in lines:
            if line == "END":
                return
            yield line.strip()
    finally:
        log.append("close")


for item in resource_lines(["a ", " b", "END", "c"]):
    log.append(item)
g = resource_lines(["x", "y"])
log.append(next(g))
g.close()
print(log)
