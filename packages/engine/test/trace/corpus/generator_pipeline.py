def read_records(rows):
    for row in rows:
        if not row.strip():
            continue
        yield row.split(",")


def parse(records):
    for rec in records:
        try:
            yield rec[0], int(rec[1])
        except (IndexError, ValueError):
            yield rec[0], 0


rows = ["a,1", "", "b,x", "c", "d,4"]
print(dict(parse(read_records(rows))))
