def parse_row(row):
    name, score = row.split(":")
    return name, int(score)


def load(rows):
    table = {}
    for row in rows:
        name, score = parse_row(row)
        table[name] = score
    return table


print(load(["a:1", "b:2"]))
print(load(["c:3", "broken"]))
