def lookup(table, key):
    try:
        return table[key]
    except KeyError:
        try:
            return table[key.lower()]
        except KeyError:
            raise LookupError(key) from None
        finally:
            print("tried lowercase")


t = {"a": 1}
print(lookup(t, "a"), lookup(t, "A"))
try:
    lookup(t, "B")
except LookupError as e:
    print("missing", e)
