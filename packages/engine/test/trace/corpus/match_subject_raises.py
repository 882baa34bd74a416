def kind_of(obj):
    try:
        match obj["kind"]:
            case "a":
                return 1
            case "b" | "c":
                return 2
            case other:
                return other
    except (KeyError, TypeError):
        return None


print(kind_of({"kind": "a"}), kind_of({"kind": "c"}), kind_of({"kind": 7}), kind_of({}), kind_of(None))
